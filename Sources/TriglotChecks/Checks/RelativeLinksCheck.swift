import Foundation
import TriglotMarkup
import TriglotModel

/// Links between pages are relative paths inside one language folder. Each must lead to a file
/// that exists in the same language (a missing translation is not a place to link to), must not
/// climb out of the language folder, and a `#fragment` must name a heading id of the target page.
/// Links with a scheme (`https:`) and site-absolute paths (`/…`) are not this check's.
public struct RelativeLinksCheck: PageCheck {
    public static let id = "links.relative"
    public static let defaultSeverity = Diagnostic.Severity.error
    public static let summary = "A relative link leads to no file in the same language, out of the language folder, or to a missing heading id."

    public init() {}

    public func check(_ page: LoadedPage, context: CheckContext) -> [Diagnostic] {
        guard let document = page.page.document else { return [] }
        var diagnostics: [Diagnostic] = []
        for node in document.allNodes {
            guard case .link(let destination, _) = node.kind, let problem = problem(with: destination, from: page, context: context) else { continue }
            diagnostics.append(diagnostic(problem, in: page, at: node.range))
        }
        return diagnostics
    }

    /// What is wrong with a link, or nil when it resolves (or is not a relative link).
    func problem(with destination: String, from page: LoadedPage, context: CheckContext) -> String? {
        guard !destination.isEmpty, !destination.hasPrefix("/"), !Self.hasScheme(destination) else { return nil }
        let parts = destination.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let rawPath = String(parts[0].split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)[0])
        let fragment = parts.count > 1 ? Self.percentDecoded(String(parts[1])) : nil
        let language = page.language
        if rawPath.isEmpty {
            guard let fragment, !fragment.isEmpty, !page.page.sections.contains(where: { $0.id == fragment }) else { return nil }
            return "no heading in this page has the id '\(fragment)'"
        }
        guard let resolved = Self.resolve(Self.percentDecoded(rawPath), from: page.path) else {
            return "'\(destination)' climbs out of the \(language.code) folder"
        }
        let target = resolved.isEmpty || resolved.hasSuffix("/") ? resolved + "index.md" : resolved
        if let targetPage = context.content.page(target, in: language) {
            guard let fragment, !fragment.isEmpty, !targetPage.page.sections.contains(where: { $0.id == fragment }) else { return nil }
            return "'\(target)' has no heading with the id '\(fragment)'"
        }
        // Not a page: it may be another file (an image, a download) in the language folder.
        let file = context.content.folder + "/" + language.code + "/" + target
        if !target.hasSuffix(".md"), FileManager.default.fileExists(atPath: file) { return nil }
        var summary = "'\(destination)' leads to '\(language.code)/\(target)', which does not exist"
        if language != context.sourceLanguage, context.content.page(target, in: context.sourceLanguage) != nil {
            summary += " (it exists in \(context.sourceLanguage.code) only)"
        }
        return summary
    }

    /// The text with `%XX` escapes decoded, or as it is when they do not decode. Text without a
    /// `%` is returned as is without asking Foundation, which is slow and gives the same answer.
    static func percentDecoded(_ text: String) -> String {
        text.utf8.contains(UInt8(ascii: "%")) ? (text.removingPercentEncoding ?? text) : text
    }

    /// The parts between slashes. In ASCII text every byte is a Character, so splitting the bytes
    /// gives the Character split's answer without walking Characters (every link of every page).
    private static func components(of text: String, omittingEmpty: Bool) -> [String] {
        guard text.utf8.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) else {
            return text.split(separator: "/", omittingEmptySubsequences: omittingEmpty).map(String.init)
        }
        return text.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: omittingEmpty).map { String(decoding: $0, as: UTF8.self) }
    }

    /// `scheme:` as RFC 3986 spells it (`https:`, `mailto:`, `x-apple-helpbook:`).
    static func hasScheme(_ destination: String) -> Bool {
        guard let colon = destination.firstIndex(of: ":"), let first = destination.first, first.isASCII, first.isLetter else { return false }
        return destination[..<colon].allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }
    }

    /// The path of `link` relative to the language folder, from a page at `pagePath`; nil when
    /// `..` climbs above the language folder.
    static func resolve(_ link: String, from pagePath: String) -> String? {
        var components = Array(Self.components(of: pagePath, omittingEmpty: true).dropLast())
        let parts = Self.components(of: link, omittingEmpty: false)
        for (index, part) in parts.enumerated() {
            switch part {
            case ".": continue
            case "" where index < parts.count - 1: continue
            case "..":
                guard !components.isEmpty else { return nil }
                components.removeLast()
            default: components.append(part)
            }
        }
        return components.joined(separator: "/")
    }
}
