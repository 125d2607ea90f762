import Testing
@testable import TriglotChecks
import TriglotMarkup
import TriglotModel

/// `BlockFacts` sizes its lists from counts of the nodes' tags made before the walk that fills
/// them: the counts must be what the walk then keeps, or the lists grow again (too few) or hold
/// memory for nothing (too many) for as long as the check runs.
@Suite("Block facts count what they keep")
struct BlockFactsCountsTests {
    @Test func countsAreWhatTheWalkKeeps() throws {
        let files = GoodTrio.files.merging(["en/every.md": BlockFactsKindFilterTests.everyKind]) { first, _ in first }
        var pages = 0
        for page in TestContent.inMemory(files).allPages {
            let document = try #require(page.page.document)
            let counts = BlockFacts.ElementCounts(document, end: document.root.subtreeEnd)
            let facts = try #require(BlockFacts(page: page.page))
            let blocks = document.root.children.map(Block.init)
            #expect(counts.blocks == blocks.count)
            #expect(counts.tags.count == document.nodeCount)
            for index in 0 ..< document.nodeCount {
                #expect(counts.tags[index] == MarkupNode(document: document, index: index).kindTag)
            }
            #expect(counts.paragraphs == facts.prose(in: blocks, of: page.page).count)
            #expect(counts.codeSpans == facts.items(.codeSpans)?.count)
            #expect(counts.links == facts.items(.links)?.count)
            #expect(counts.images == facts.items(.images)?.count)
            #expect(counts.codeBlocks == facts.items(.codeBlocks)?.count)
            #expect(counts.lists == facts.items(.listItemCounts)?.count)
            #expect(counts.rawHTML == facts.items(.rawHTML)?.count)
            pages += 1
        }
        #expect(pages > 3)
    }
}
