import Testing
import TriglotMarkup
@testable import TriglotModel

@Suite("Articles: ids, ordered-list claims, kramdown callouts")
struct ArticleParserTests {
    @Test func readsTheArticleShape() throws {
        let result = try Fixture.read("article-kramdown.md")
        let page = result.page
        #expect(page.kind == .article)
        #expect(page.title?.text == "Responding to the launch of your app")
        #expect(page.abstract.first?.text == "Initialize your app's data structures.")
        #expect(page.sections.map(\.id) == ["overview"])
        #expect(page.sections.first?.hasExplicitID == true)
        #expect(page.sections.first?.title == "Overview")
        #expect(page.callouts.map(\.kind) == [.note, .warning])
        #expect(page.callouts.map(\.range.lowerBound.line) == [6, 21])
    }

    @Test func orderedListClaimsKeepMethodsAndConditions() throws {
        let page = try Fixture.read("article-kramdown.md").page
        let claim = try #require(page.orderedLists.first)
        #expect(claim.sectionID == "overview")
        #expect(claim.isCallOrder)
        #expect(claim.items.map(\.method) == [
            "application(_:willFinishLaunchingWithOptions:)", "application(_:didFinishLaunchingWithOptions:)", "application(_:open:options:)",
        ])
        #expect(claim.items.map(\.condition) == [nil, nil, "If 1 and 2 both return true"])
        #expect(claim.items.map(\.range.lowerBound.line) == [17, 18, 19])
    }

    @Test(arguments: [
        ("## Launch via URL {#cold-url}", "Launch via URL", "cold-url"),
        ("## Setup", "Setup", "setup"),
        ("## 通过 URL scheme 启动", "通过 URL scheme 启动", "通过-url-scheme-启动"),
        ("## Inst\u{200B}all", "Inst\u{200B}all", "install"),
        ("## !!!", "!!!", "section"),
    ])
    func headingIDs(heading: String, title: String, id: String) {
        let result = PageReader().read(bytes: Array("# T\n\n\(heading)\n".utf8), path: "a.md", language: .english)
        #expect(result.page.sections.first?.title == title)
        #expect(result.page.sections.first?.id == id)
    }

    @Test func duplicateHeadingsGetUniqueIDs() {
        let result = PageReader().read(bytes: Array("# T\n\n## Setup {#setup-1}\n\n## Setup\n\n## Setup\n".utf8), path: "a.md", language: .english)
        #expect(Set(result.page.sections.map(\.id)).count == 3)
    }
}
