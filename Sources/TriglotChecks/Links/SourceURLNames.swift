import Foundation
import TriglotContent
import TriglotModel

/// Whether the last component of a source address plausibly names a page. Compared in a
/// normalised form (lowercase letters and digits only), so `application(_:willfinishlaunchingwithoptions:)`,
/// `application-willfinishlaunchingwithoptions.md` and the title `application(_:willFinishLaunchingWithOptions:)`
/// agree; Apple's numeric addresses (`1623032-application`) drop the number and compare the name
/// before the parenthesis. Symbol pages must match exactly; an article may instead be named by
/// most of the address's words, since its address and title are worded independently.
public struct SourceURLNames {
    var fileName: String
    var titles: [String]
    var isArticle: Bool

    public init(page: LoadedPage, englishTitle: String?) {
        let file = page.path.split(separator: "/").last.map(String.init) ?? page.path
        fileName = file.hasSuffix(".md") ? String(file.dropLast(3)) : file
        titles = [page.page.title?.text, englishTitle].compactMap { $0 }
        isArticle = page.page.kind == .article
    }

    public func isNamed(by url: String) -> Bool {
        // A folder's home page documents a topic, not a page of that name.
        if fileName == "index" { return true }
        var component = Self.lastComponent(of: url).lowercased()
        if let dash = component.firstIndex(of: "-"), !component[..<dash].isEmpty, component[..<dash].allSatisfy(\.isNumber) {
            component = String(component[component.index(after: dash)...])
        }
        let names = [fileName] + titles
        let candidates = Set((names + titles.map(Self.namePart)).map(Self.normalised))
        if candidates.contains(Self.normalised(component)) || candidates.contains(Self.normalised(Self.namePart(component))) { return true }
        return isArticle && wordsMatch(component, names: names)
    }

    /// More than half of the address's words (minus small words) appear in the file name or a
    /// title, a long word inside another counting (`uiapplicationdelegate` holds `delegate`).
    private func wordsMatch(_ component: String, names: [String]) -> Bool {
        let small: Set<String> = ["a", "an", "the", "to", "of", "your", "for", "and", "in", "on", "with", "s", "app", "apps"]
        let words = Self.words(component).filter { !small.contains($0) }
        guard !words.isEmpty else { return false }
        let known = Set(names.flatMap(Self.words)).filter { $0.count >= 4 }
        let matched = words.filter { word in known.contains { $0 == word || (word.count >= 4 && ($0.contains(word) || word.contains($0))) } }
        return matched.count * 2 > words.count
    }

    public static func lastComponent(of url: String) -> String {
        var text = url
        if let cut = text.firstIndex(where: { $0 == "?" || $0 == "#" }) { text = String(text[..<cut]) }
        while text.hasSuffix("/") { text.removeLast() }
        let last = text.split(separator: "/").last.map(String.init) ?? text
        return last.removingPercentEncoding ?? last
    }

    static func namePart(_ text: String) -> String {
        String(text.prefix { $0 != "(" })
    }

    static func normalised(_ text: String) -> String {
        String(text.lowercased().filter { $0.isLetter || $0.isNumber })
    }

    static func words(_ text: String) -> [String] {
        text.lowercased().split { !($0.isLetter || $0.isNumber) }.map(String.init)
    }
}
