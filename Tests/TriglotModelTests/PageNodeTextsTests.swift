import Testing
import TriglotMarkup
@testable import TriglotModel

/// A large build keeps each page's model without the block texts its tree gives again
/// (`Page.withoutNodeTexts`) and takes them back from a parse of the same bytes: the page it gets
/// back must be the page it read.
@Suite("Block texts left out of a kept page and taken back")
struct PageNodeTextsTests {
    static let pages = Fixture.contentPages().map(\.path) + ["symbol-en.md", "symbol-zh-Hans.md", "symbol-ja.md", "article-kramdown.md"]

    static func bytes(_ name: String) throws -> [UInt8] {
        if let page = Fixture.contentPages().first(where: { $0.path == name }) { return page.bytes }
        return try Fixture.bytes(name)
    }

    /// Every block's text outside the abstract, in model order.
    static func bodyTexts(_ page: Page) -> [String] {
        var blocks = page.sections.flatMap(\.blocks) + page.parameters.flatMap(\.blocks) + page.returnValue + page.discussion
        blocks += page.callouts.flatMap(\.blocks) + (page.entries ?? []).flatMap { $0.fields.flatMap(\.blocks) } + page.preamble
        return blocks.map(\.text)
    }

    @Test(arguments: pages)
    func thePageTakenBackIsThePageRead(name: String) throws {
        let reader = PageReader()
        let bytes = try Self.bytes(name)
        let page = reader.read(bytes: bytes, path: name, language: .english).page
        let kept = page.withoutNodeTexts()
        #expect(kept.abstract == page.abstract)
        let document = try #require(reader.parseAgain(bytes: bytes, path: name).document)
        var back = kept.withNodeTexts(from: document)
        back.document = page.document
        #expect(back == page)
        #expect(Self.bodyTexts(back) == Self.bodyTexts(page))
    }

    /// The test above can fail: a kept page has lost its body's texts.
    @Test func aKeptPageHoldsNoTextItsTreeGivesAgain() throws {
        let page = try Fixture.read("symbol-en.md").page
        #expect(Self.bodyTexts(page).contains { !$0.isEmpty })
        let kept = page.withoutNodeTexts()
        #expect(kept != page)
        let blocks = kept.sections.flatMap(\.blocks) + kept.discussion + kept.returnValue
        #expect(!blocks.isEmpty)
        #expect(blocks.allSatisfy { $0.text.isEmpty || !$0.textIsNodeText })
    }

    /// A Parameters item's description is made from its paragraph, not the paragraph's text:
    /// it is kept, since the tree does not give it again.
    @Test func aTextMadeFromItsNodeIsKept() throws {
        let markdown = "# f(x:)\n\nDoes f.\n\n## Parameters\n\n- `x`: The value to use.\n"
        let page = PageReader().read(bytes: Array(markdown.utf8), path: "f.md", language: .english).page
        let description = try #require(page.parameters.first?.blocks.first)
        #expect(description.text == "The value to use.")
        #expect(!description.textIsNodeText)
        #expect(page.withoutNodeTexts().parameters.first?.blocks.first?.text == "The value to use.")
    }
}
