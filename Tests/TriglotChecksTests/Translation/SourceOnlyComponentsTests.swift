import Testing
@testable import TriglotChecks
@testable import TriglotContent
import TriglotModel

/// Components the source pages show and translations leave out by design (`checks.sourceOnly`):
/// not asked of translations, and found by `triglot init` from how the pages use them.
@Suite("checks.sourceOnly: components translations leave out")
struct SourceOnlyComponentsTests {
    static let english = "# T\n\nA.\n\n## Discussion\n\n<DontEditWarning />\n\nText.\n\n<Card title=\"Fast\">It is fast.</Card>\n"
    static let translation = "# T\n\n甲。\n\n## 讨论\n\n文本。\n\n<Card title=\"快\">它很快。</Card>\n"

    @Test(arguments: [
        ([] as [String], ["the English section shows raw HTML '<DontEditWarning>'; this section does not"]),
        (["DontEditWarning"], []),
        // Naming another component leaves this one asked for.
        (["Banner"], ["the English section shows raw HTML '<DontEditWarning>'; this section does not"]),
    ])
    func aSourceOnlyComponentIsNotAskedOfTranslations(sourceOnly: [String], summaries: [String]) {
        var content = TestContent.inMemory(PagePair.files(Self.english, Self.translation))
        content.configuration.checks.sourceOnly = sourceOnly
        let found = TranslationMarkupCheck().run(CheckContext(content: content))
        #expect(found.map(\.summary) == summaries)
    }

    /// A translation that keeps it is no finding either, and a dropped component still is.
    @Test func keptOrNotTheOthersAreStillCompared() {
        var content = TestContent.inMemory(PagePair.files(Self.english, "# T\n\n甲。\n\n## 讨论\n\n<DontEditWarning />\n\n文本。\n"))
        content.configuration.checks.sourceOnly = ["DontEditWarning"]
        let found = TranslationMarkupCheck().run(CheckContext(content: content))
        // Within a paragraph, the opening and the closing tag are each inline HTML.
        #expect(found.map(\.summary) == ["the English section shows raw HTML '<Card>'; this section does not",
                                         "the English section shows raw HTML '</Card>'; this section does not"])
    }

    static func pages(_ count: Int, keptIn: Int) -> TestContent.Files {
        var files: TestContent.Files = [:]
        for index in 0..<count {
            files["en/page\(index).md"] = "# P\n\n<Banner />\n\nText.\n\n<Card>Fast.</Card>\n"
            files["zh-Hans/page\(index).md"] = "# P\n\n" + (index < keptIn ? "<Banner />\n\n" : "") + "文本。\n\n<Card>快。</Card>\n"
        }
        return files
    }

    @Test(arguments: [
        (12, 0, ["Banner"]), (20, 1, ["Banner"]),
        // Too few pages to tell, or kept too often to be a rule.
        (9, 0, []), (20, 2, []),
    ])
    func initFindsWhatTranslationsLeaveOut(pages: Int, keptIn: Int, names: [String]) {
        let found = SourceOnlyComponents.find(in: TestContent.inMemory(Self.pages(pages, keptIn: keptIn)))
        #expect(found.map(\.name) == names)
        if let first = found.first {
            #expect(first.pairs == pages && first.kept == keptIn)
        }
    }

    @Test func theDraftListsThemWithTheirCountsAndReadsBack() throws {
        var detection = ContentDetection(layout: .folders, languages: [
            .init(code: "en", folder: "en", name: "English", pageCount: 3), .init(code: "ja", folder: "ja", name: "日本語", pageCount: 3),
        ], title: nil, linkRoot: nil, linkRootIgnoresCase: false, pagesWithMacros: 0)
        detection.sourceOnly = [.init(name: "DontEditWarning", pairs: 155, kept: 0)]
        let yaml = SiteConfigurationDraft.yaml(for: detection, folderName: "docs")
        #expect(yaml.contains("#   DontEditWarning: on 155 translated pages, kept in none"))
        let configuration = try SiteConfigurationReader.read(yaml, path: "site.yml")
        #expect(configuration.checks.sourceOnly == ["DontEditWarning"])
    }

    @Test(arguments: ["<DontEditWarning />", "Dont Edit", ""])
    func aNameWithAngleBracketsOrSpacesIsRefused(name: String) {
        #expect(throws: (any Error).self) {
            try SiteConfigurationReader.read("languages: [en, ja]\nchecks:\n  sourceOnly: ['\(name)']\n", path: "site.yml")
        }
    }
}
