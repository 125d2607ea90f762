import Foundation
import Testing
@testable import TriglotImport
@testable import TriglotModel

@Suite("Import writes Content-format pages")
struct ImportTests {
    private func imported(_ seed: String, _ language: Language) throws -> (text: String, diagnostics: [Diagnostic]) {
        let bytes = try Fixture.bytes("Seeds/\(seed).txt")
        let result = SeedReader().read(bytes: bytes, path: seed, language: language)
        return ContentWriter().write(markdown: result.markdown, language: language, path: seed)
    }

    /// An imported page reads back into the same structure, now in the Content format.
    @Test(arguments: [("000_2fa16c5a3658c434", Language.english), ("000_2fa16c5a3658c434", .simplifiedChinese), ("002_170c135ade51323c", .japanese)])
    func importedSymbolPagesReadBack(seed: String, language: Language) throws {
        let written = try imported(seed, language)
        let page = PageReader().read(bytes: Array(written.text.utf8), path: "p.md", language: language).page
        #expect(page.kind == .symbol)
        #expect(page.parameters.map(\.name) == ["application", "launchOptions"])
        #expect(page.sections.first?.kind == .declaration)
        #expect(page.sections.first { $0.kind == .seeAlso }?.level == 2)
        #expect(page.callouts.map(\.kind) == [.important])
        #expect(page.seeAlso.first?.items.count == 3)
    }

    @Test func bilingualImportKeepsOneLanguage() throws {
        let english = try imported("000_2fa16c5a3658c434", .english).text
        let chinese = try imported("000_2fa16c5a3658c434", .simplifiedChinese).text
        #expect(english.hasPrefix("---\nsource: https://developer.apple.com/"))
        #expect(english.contains("## Discussion\n"))
        #expect(!english.contains("使用这个方法"))
        #expect(chinese.contains("## 讨论\n"))
        #expect(!chinese.contains("Use this method"))
        #expect(chinese.contains("> **重要**"))
    }

    @Test func whatHasNoPlaceIsReported() throws {
        let written = try imported("001_263f7557aa7e2e62", .simplifiedChinese)
        let notes = written.diagnostics.filter { $0.id == "import.not-carried-over" }.map(\.summary)
        #expect(notes.contains { $0.contains("'author'") })
        #expect(notes.contains { $0.contains("before the first section") })
        #expect(written.text.contains("> **注意**"))
        #expect(!written.text.contains("{: .prompt"))
    }

    @Test(arguments: [
        ("application(_:willFinishLaunchingWithOptions:)", "application-willfinishlaunchingwithoptions.md"),
        ("UIApplication.LaunchOptionsKey", "uiapplication-launchoptionskey.md"),
        ("About the App Launch Sequence", "about-the-app-launch-sequence.md"),
    ])
    func suggestedFileNames(title: String, file: String) {
        #expect(PagePathSuggestion.fileName(forTitle: title) == file)
    }
}
