import Foundation
import Testing
import TriglotContent
import TriglotModel
@testable import TriglotSite

/// The foot of a page: its original, when its file last changed, where to edit it.
@Suite("Page facts")
struct PageFactsTests {
    @Test(arguments: [
        ("https://github.com/o/r/edit/main/Content/", "ja/uikit/a b.md", "https://github.com/o/r/edit/main/Content/ja/uikit/a%20b.md"),
        ("https://github.com/o/r/edit/main/Content", "en/x.md", "https://github.com/o/r/edit/main/Content/en/x.md"),
        ("https://gitlab.example/-/edit/main/{path}?ref=docs", "en/x.md", "https://gitlab.example/-/edit/main/en/x.md?ref=docs"),
    ])
    func theEditAddressNamesTheFile(template: String, file: String, address: String) {
        #expect(PageFacts.editURL(template, file: file) == address)
    }

    @Test func pagesShowTheirOriginalDateAndEditLink() throws {
        let content = try SiteFixture.copyOfContent()
        let siteFile = content.appendingPathComponent("site.yml")
        let yaml = try String(contentsOf: siteFile, encoding: .utf8)
        try Data((yaml + "\neditURL: https://github.com/o/r/edit/main/Content/\nlastUpdated: git\n").utf8).write(to: siteFile)
        let built = try SiteFixture.render(content: content.path)
        let html = built.site.text("ja/uikit/uiapplicationdelegate/application-willfinishlaunchingwithoptions.html")
        let facts = try #require(html.range(of: "<footer class=\"page-facts\">").map { String(html[$0.lowerBound...].prefix(1200)) })
        #expect(facts.contains("href=\"https://github.com/o/r/edit/main/Content/ja/uikit/uiapplicationdelegate/application-willfinishlaunchingwithoptions.md\""))
        #expect(facts.contains("href=\"https://developer.apple.com/documentation/uikit/uiapplicationdelegate/"))
        // The copy is outside the repository: git dates nothing there, and nothing is shown.
        #expect(!facts.contains("<time"))
    }

    @Test func gitDatesTheShippedContent() throws {
        let site = try SiteFixture.render(content: SiteFixture.contentFolder)
        let page = try #require(site.content.page("uikit/uiapplicationdelegate/application-willfinishlaunchingwithoptions.md", in: Language("ja")))
        // The repository dates every committed page (a yyyy-mm-dd).
        let dates = GitFileDates.read(folder: SiteFixture.contentFolder)
        #expect(dates[PageFacts.filePath(of: page, in: site.content.folder) ?? ""]?.count == 10)
    }
}
