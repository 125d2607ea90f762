import Foundation
import TriglotModel

extension ContentDetection {
    /// A front matter key that titles the pages without a `#` heading or a `title:`, as
    /// TypeScript's reference names each compiler option (`display: "Strict"`).
    public struct TitleKey: Sendable, Equatable {
        public var key: String
        /// The untitled pages that set it, and all of them.
        public var pages: Int
        public var untitled: Int
    }

    /// The key that titles at least `share` of the pages a load found without a title (at least
    /// three of them), in every language: a short one-line value, under a name that says title,
    /// name, label or heading (`sidebar_label`, `linkTitle`, `displayName`, `display`), since a
    /// key such as `oneline` or `permalink` is as common and is no title. The most common wins.
    public static func titleKey(in content: ContentSet, share: Double = 0.8) -> TitleKey? {
        let untitled = content.allPages.filter { $0.page.title == nil && $0.page.document?.root.children.isEmpty == false }
        guard untitled.count >= 3 else { return nil }
        var counts: [String: Int] = [:]
        for page in untitled {
            for (key, value) in page.page.frontMatter.values where isTitleLike(key) && isTitleLike(value: value) {
                counts[key, default: 0] += 1
            }
        }
        guard let best = counts.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }),
              Double(best.value) >= share * Double(untitled.count) else { return nil }
        return TitleKey(key: best.key, pages: best.value, untitled: untitled.count)
    }

    static func isTitleLike(_ key: String) -> Bool {
        let lowered = key.lowercased()
        return lowered != "title" && (lowered == "display" || ["title", "name", "label", "heading"].contains { lowered.contains($0) })
    }

    static func isTitleLike(value: String) -> Bool {
        let trimmed = value.trimmingCharacters(in: .whitespaces)
        return !trimmed.isEmpty && trimmed.count <= 120 && !trimmed.contains("\n") && !["true", "false"].contains(trimmed)
            && Double(trimmed) == nil
    }
}
