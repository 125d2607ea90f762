import Foundation
import Testing
import TriglotChecks
import TriglotContent
import TriglotMarkup
import TriglotModel

/// `triglot status` as text: every line fits an 80-column terminal, however long the paths,
/// however many sections changed, for up to four translations.
@Suite("TranslationStatusText in 80 columns")
struct TranslationStatusTextTests {
    static let codes = ["zh-Hans", "ja", "ko", "fr", "de"]
    static let shortPath = "lamp.md"
    static let longPath = "uikit/uiapplicationdelegate/application-configurationforconnecting-options-and-more.md"

    /// An English page of `count` sections, each with `word` in its text.
    static func english(_ count: Int, _ word: String) -> String {
        "# Lamp\n\nA lamp.\n" + (1...count).map { "\n## Section number \($0) about \(word) light\n\nText \(word) \($0).\n" }.joined()
    }

    static func loaded(_ text: String, _ language: Language, _ path: String) -> LoadedPage {
        let read = PageReader().read(bytes: Array(text.utf8), path: language.code + "/" + path, language: language)
        return LoadedPage(path: path, language: language, displayPath: language.code + "/" + path, page: read.page, source: read.source, diagnostics: [])
    }

    /// Two pages in `languages` translations, each outdated in `changed` sections since a commit.
    static func table(languages: Int, changed: Int) throws -> TranslationStatusTable {
        let codes = Array(Self.codes.prefix(languages))
        let configuration = try SiteConfigurationReader.read("languages: [en, \(codes.joined(separator: ", "))]", path: "site.yml")
        let old = english(max(changed, 1), "warm"), new = english(max(changed, 1), "cold")
        var pages: [Language: [String: LoadedPage]] = [:]
        for path in [shortPath, longPath] {
            pages[.english, default: [:]][path] = loaded(changed == 0 ? old : new, .english, path)
            for code in codes { pages[Language(code), default: [:]][path] = loaded(old, Language(code), path) }
        }
        var content = ContentSet(folder: "docs", configuration: configuration, glossary: Glossary(terms: []), pages: pages, scenarios: [:], diagnostics: [])
        for code in codes {
            content.translationBaselines[Language(code)] = [
                shortPath: TranslationBaseline(origin: .git, commit: String(repeating: "ab", count: 20), time: 1_700_000_000, english: .text(SourceText(old))),
                longPath: TranslationBaseline(origin: .frontMatter, english: .unknown(.init(
                    summary: "the commit 'deadbeef' in front matter ('l10n.sourceCommit') is not in this repository's history",
                    explanation: "x", line: 3))),
            ]
        }
        return TranslationStatusTable(content: content, now: Date(timeIntervalSince1970: 1_700_000_000 + 41 * 86_400))
    }

    static func tooWide(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter { $0.count > TranslationStatusText.width }
    }

    @Test(arguments: [1, 2, 3, 4], [0, 1, 3, 9])
    func everyLineFits(languages: Int, changed: Int) throws {
        let text = TranslationStatusText.render(try Self.table(languages: languages, changed: changed))
        #expect(Self.tooWide(text).isEmpty, "\(Self.tooWide(text))")
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // The header names every language; the long path keeps its end.
        for code in Self.codes.prefix(languages) { #expect(lines.first?.contains(code) == true) }
        #expect(lines.contains { $0.hasPrefix("…") && $0.contains("options-and-more.md") })
        #expect(lines.contains { $0.hasPrefix("lamp.md ") })
        #expect(lines.last == (changed == 0
            ? "\(languages) current, 0 outdated, 0 untracked, 0 missing, \(languages) unknown"
            : "0 current, \(languages) outdated, 0 untracked, 0 missing, \(languages) unknown"))
    }

    @Test func anOutdatedCellSaysSinceWhenAndWhat() throws {
        let text = TranslationStatusText.render(try Self.table(languages: 3, changed: 3))
        #expect(text.contains("outdated 3"))
        // Wrapped words continue under the first word after the language.
        #expect(text.contains("\n  ja: 41 days behind (ababababab, 2023-11-14): Section number 1 about cold light\n      +2 −2, Section number 2"))
        #expect(text.contains("\n  ko: the commit 'deadbeef' in front matter ('l10n.sourceCommit') is not in this\n      repository's history\n"))
    }

    /// Ten changed sections make the cell "outdated 10": still within its 12 columns.
    @Test(arguments: [1, 2, 3, 4])
    func tenChangesStillFit(languages: Int) throws {
        let text = TranslationStatusText.render(try Self.table(languages: languages, changed: 10))
        #expect(Self.tooWide(text).isEmpty, "\(Self.tooWide(text))")
    }

    /// Five to seven translations take short cells (ok, old 3); more, a line per language.
    @Test(arguments: [5, 7, 8, 12])
    func manyLanguagesStillFit(languages: Int) throws {
        let text = TranslationStatusText.render(try Self.table(languages: languages, changed: 1))
        #expect(Self.tooWide(text).isEmpty, "\(Self.tooWide(text))")
        #expect(text.contains(languages < 8 ? "old 1" : "outdated"))
    }
}
