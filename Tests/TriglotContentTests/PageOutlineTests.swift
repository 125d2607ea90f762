import Foundation
import Testing
@testable import TriglotContent
import TriglotModel
import TriglotTestSupport

/// A large build keeps each page's outline alone (`LoadedPage.withoutParse`, `Page.outline`) and
/// reads the page again, model and all, wherever it needs the page itself
/// (`ContentSet.withParse`): the outline must hold what other pages read of a page, and the page
/// read again must be the page a whole load reads.
@Suite("Outlines a large build keeps")
struct PageOutlineTests {
    /// The shipped Content, and Vue's API reference (../shared/corpora, CC BY 4.0) in its own layout.
    static func corpora() throws -> [(name: String, folder: String, cleanup: TemporaryFolder?)] {
        let packageRoot = URL(fileURLWithPath: PagesInOrderTests.contentFolder()).deletingLastPathComponent()
        let vue = try TemporaryFolder("page-outline-vue")
        try VueCorpus.copy(packageRoot: packageRoot, to: URL(fileURLWithPath: vue.path))
        return [("Content", PagesInOrderTests.contentFolder(), nil), ("Vue", vue.path, vue)]
    }

    /// Every block of a page outside its abstract.
    static func bodyBlocks(_ page: Page) -> [Block] {
        var blocks = page.sections.flatMap(\.blocks) + page.parameters.flatMap(\.blocks) + page.returnValue + page.discussion
        blocks += page.callouts.flatMap(\.blocks) + page.entries.flatMap { $0.fields.flatMap(\.blocks) } + page.preamble
        return blocks
    }

    @Test func theOutlineHoldsWhatOtherPagesReadAndNoBody() throws {
        for (name, folder, cleanup) in try Self.corpora() {
            defer { cleanup?.remove() }
            let whole = try ContentLoader.load(folder: folder)
            let streamed = try ContentLoader.load(folder: folder, parses: .none)
            #expect(streamed.allPages.count == whole.allPages.count, "\(name)")
            #expect(whole.allPages.contains { !Self.bodyBlocks($0.page).isEmpty }, "\(name)")
            for kept in streamed.allPages {
                let page = try #require(whole.page(kept.path, in: kept.language)).page
                let outline = kept.page
                #expect(Self.bodyBlocks(outline).isEmpty, "\(kept.displayPath)")
                #expect(outline.document == nil && kept.source.bytes.isEmpty, "\(kept.displayPath)")
                #expect(outline.title == page.title && outline.kind == page.kind && outline.abstract == page.abstract, "\(kept.displayPath)")
                var declaration = page.declaration
                declaration?.tokens = []
                #expect(outline.declaration == declaration && outline.frontMatter == page.frontMatter, "\(kept.displayPath)")
                // Only the page's own checks and render read these, from the page read again.
                #expect(outline.seeAlso.isEmpty && outline.availability.isEmpty, "\(kept.displayPath)")
                #expect(outline.parameters.isEmpty && outline.callouts.isEmpty, "\(kept.displayPath)")
                #expect(outline.sections.map(\.id) == page.sections.map(\.id), "\(kept.displayPath)")
                #expect(outline.sections.map(\.title) == page.sections.map(\.title), "\(kept.displayPath)")
                #expect(outline.sections.map(\.range) == page.sections.map(\.range), "\(kept.displayPath)")
                #expect(outline.entries.map(\.sectionID) == page.entries.map(\.sectionID), "\(kept.displayPath)")
                #expect(kept.diagnostics == whole.page(kept.path, in: kept.language)?.diagnostics, "\(kept.displayPath)")
            }
        }
    }

    @Test func aPageReadAgainIsThePageAWholeLoadReads() throws {
        for (name, folder, cleanup) in try Self.corpora() {
            defer { cleanup?.remove() }
            let whole = try ContentLoader.load(folder: folder)
            let streamed = try ContentLoader.load(folder: folder, parses: .none)
            #expect(streamed.allPages.allSatisfy { $0.parseDropped }, "\(name)")
            for kept in streamed.allPages {
                let again = streamed.withParse(kept)
                let page = try #require(whole.page(kept.path, in: kept.language))
                #expect(!again.parseDropped, "\(kept.displayPath)")
                #expect(again.source == page.source && again.diagnostics == page.diagnostics, "\(kept.displayPath)")
                var model = again.page
                var wholeModel = page.page
                #expect((model.document == nil) == (wholeModel.document == nil), "\(kept.displayPath)")
                model.document = nil
                wholeModel.document = nil
                #expect(model == wholeModel, "\(kept.displayPath)")
                #expect(Self.bodyBlocks(again.page).map(\.text) == Self.bodyBlocks(page.page).map(\.text), "\(kept.displayPath)")
            }
        }
    }
}
