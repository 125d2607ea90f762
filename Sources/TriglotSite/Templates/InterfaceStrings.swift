import Foundation
import TriglotModel

/// The words of the site's interface (search, banners, labels) per language, from
/// `Templates/strings.json`. A language without a word falls back to the default language's.
public struct InterfaceStrings: Sendable, Equatable {
    /// Every key the build and the templates use; the default table must have them all.
    public static let keys = [
        "skipToContent", "search", "searchPlaceholder", "searchNoResults", "pages", "onThisPage", "breadcrumbs", "language",
        "availability", "deprecated", "beta", "article", "symbol",
        "kind.func", "kind.init", "kind.var", "kind.let", "kind.struct", "kind.class", "kind.enum",
        "kind.protocol", "kind.actor", "kind.typealias", "kind.subscript", "kind.case", "kind.macro",
        "callout.important", "callout.note", "callout.warning", "callout.tip", "callout.experiment", "callout.deprecated", "callout.danger",
        "outdatedBanner", "outdatedSections", "readOriginal", "fallbackBanner",
        "notFoundTitle", "notFoundText", "home", "chooseLanguage", "allPages", "builtWith",
        "translationStatus", "statusIntro", "statusSummary", "statusAllCurrent", "statusColumn", "statusPage", "statusBaseline",
        "status.current", "status.outdated", "status.untracked", "status.missing", "status.unknown",
        "statusHelp.current", "statusHelp.outdated", "statusHelp.untracked", "statusHelp.missing", "statusHelp.unknown",
        "change.changed", "change.added", "change.removed", "change.moved",
    ]

    public let tables: [String: [String: String]]
    public let defaultLanguage: String

    public static func decode(_ bytes: [UInt8], path: String, defaultLanguage: String = "en") throws -> InterfaceStrings {
        let tables = try decodeTables(bytes, path: path)
        guard let base = tables[defaultLanguage] else {
            throw SiteTemplates.Failure(description: "\(path): has no \"\(defaultLanguage)\" table")
        }
        let missing = keys.filter { base[$0] == nil }
        guard missing.isEmpty else {
            throw SiteTemplates.Failure(description: "\(path): the \"\(defaultLanguage)\" table lacks \(missing.joined(separator: ", "))")
        }
        return InterfaceStrings(tables: tables, defaultLanguage: defaultLanguage)
    }

    static func decodeTables(_ bytes: [UInt8], path: String) throws -> [String: [String: String]] {
        do {
            return try JSONDecoder().decode([String: [String: String]].self, from: Data(bytes))
        } catch {
            throw SiteTemplates.Failure(description: "\(path): not a JSON object of language → {key: words} (\(error))")
        }
    }

    /// These words with a site's own over them, language by language and key by key: a
    /// `strings.json` of a Templates/ folder need only hold what it changes or adds (`ko`).
    func merging(_ overrides: [String: [String: String]]) -> InterfaceStrings {
        var tables = self.tables
        for (language, words) in overrides {
            for (key, value) in words { tables[language, default: [:]][key] = value }
        }
        return InterfaceStrings(tables: tables, defaultLanguage: defaultLanguage)
    }

    public func word(_ key: String, in language: Language) -> String {
        words(for: language.code)?[key] ?? tables[defaultLanguage]?[key] ?? key
    }

    /// A language's table as a reader of it expects to find it: the code as written, then in
    /// any case, then shorter (`ja-JP` → `ja`); Chinese in Simplified characters (`zh`, `zh-cn`,
    /// `zh-SG`, as React's and Vue's docs name it) reads `zh-Hans`; Traditional (`zh-TW`,
    /// `zh-Hant`) does not.
    func words(for code: String) -> [String: String]? {
        if let exact = tables[code] { return exact }
        var candidate = code.lowercased()
        let traditional = ["hant", "tw", "hk", "mo"].contains { candidate.split(separator: "-").contains(Substring($0)) }
        while true {
            if let found = tables.first(where: { $0.key.lowercased() == candidate })?.value { return found }
            if !traditional, ["zh", "zh-cn", "zh-sg"].contains(candidate) || candidate.hasPrefix("zh-hans"), let simplified = tables["zh-Hans"] {
                return simplified
            }
            guard let dash = candidate.lastIndex(of: "-") else { return nil }
            candidate = String(candidate[..<dash])
        }
    }

    /// A word with `{name}` placeholders filled in (values are plain text; escape the result).
    public func word(_ key: String, in language: Language, _ values: [String: String]) -> String {
        var text = word(key, in: language)
        for (name, value) in values.sorted(by: { $0.key < $1.key }) {
            text = text.replacingOccurrences(of: "{\(name)}", with: value)
        }
        return text
    }

    /// Every word of one language, for templates (`{{t.search}}`).
    public func table(for language: Language) -> [String: String] {
        var table = tables[defaultLanguage] ?? [:]
        for (key, value) in words(for: language.code) ?? [:] { table[key] = value }
        return table
    }
}
