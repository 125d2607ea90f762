import Testing
@testable import TriglotChecks
import TriglotContent
import TriglotMarkup
import TriglotModel
import TriglotTestSupport

/// `BlockFacts` keeps each kind of element of a page in one array and hands out a slice of it for
/// blocks that lie side by side. Whatever blocks are asked for (in order or not, with gaps, twice,
/// or nodes that are not top-level blocks), the answer must be what the blocks' own walk gives,
/// joined in the order asked: the per-block lists the facts kept before.
@Suite("Block facts gather the elements of any blocks as their walk does")
struct BlockFactsGatheringTests {
    static let kinds: [SectionInventory.ItemKind] = [.codeSpans, .links, .images, .codeBlocks, .listItemCounts, .rawHTML, .paragraphs]

    /// Pages with every kind of node, and the good trio.
    static func pages() -> [LoadedPage] {
        let files = GoodTrio.files.merging(["en/every.md": BlockFactsKindFilterTests.everyKind]) { first, _ in first }
        return TestContent.inMemory(files).allPages
    }

    /// Lists of blocks to ask for: every top-level block alone, runs of them, shuffled picks with
    /// repeats, and blocks whose node is nested (which the facts do not know).
    static func blockLists(of page: LoadedPage, seed: UInt64) -> [[Block]] {
        guard let document = page.page.document else { return [] }
        let topLevel = document.root.children.map { Block(kind: .other, text: "", range: $0.range, node: $0.index) }
        let nested = (0 ..< document.nodeCount).filter { $0 > 0 && !topLevel.map(\.node).contains($0) }
            .map { Block(kind: .other, text: "", range: SourceRange(line: 1), node: $0) }
        var lists: [[Block]] = topLevel.map { [$0] }
        for start in topLevel.indices {
            for end in start ... topLevel.count { lists.append(Array(topLevel[start ..< end])) }
        }
        lists.append(page.page.abstract + page.page.preamble)
        lists += page.page.sections.map(\.blocks)
        var generator = SplitMix64(seed: seed)
        let pool = topLevel + nested
        for _ in 0 ..< 40 where !pool.isEmpty {
            let count = Int.random(in: 1 ... 5, using: &generator)
            lists.append((0 ..< count).map { _ in pool.randomElement(using: &generator)! })
        }
        return lists
    }

    @Test(arguments: [UInt64(1), 2, 3])
    func itemsAreTheWalkedItemsJoined(seed: UInt64) throws {
        var asked = 0
        for page in Self.pages() {
            let facts = try #require(BlockFacts(page: page.page))
            for blocks in Self.blockLists(of: page, seed: seed) {
                for kind in Self.kinds {
                    let walked = blocks.flatMap { SectionInventory(blocks: [$0], in: page.page).items(kind) }
                    #expect(Array(facts.items(kind, of: blocks, in: page.page)) == walked, "\(page.displayPath) \(blocks.map(\.node)) \(kind)")
                    asked += 1
                }
                if let block = blocks.first {
                    for kind in Self.kinds {
                        #expect(Array(facts.items(kind, of: block, in: page.page)) == SectionInventory(blocks: [block], in: page.page).items(kind))
                    }
                }
            }
        }
        #expect(asked > 1000)
    }

    @Test(arguments: [UInt64(1), 2, 3])
    func proseIsTheWalkedProseJoined(seed: UInt64) throws {
        for page in Self.pages() {
            let facts = try #require(BlockFacts(page: page.page))
            for blocks in Self.blockLists(of: page, seed: seed) {
                let walked = blocks.flatMap { ProseParagraph.all(in: [$0], of: page.page) }
                let gathered = facts.prose(in: blocks, of: page.page)
                #expect(gathered.map(\.text) == walked.map(\.text) && gathered.map(\.range) == walked.map(\.range),
                        "\(page.displayPath) \(blocks.map(\.node))")
            }
        }
    }

    /// The gathering itself, against joining the parts: slices of one array where they follow each
    /// other, copies where they do not, and elements from elsewhere mixed in.
    @Test(arguments: [UInt64(7), 8, 9, 10])
    func gatheringIsJoining(seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        let all = Array(0 ..< 30)
        for _ in 0 ..< 200 {
            var gathering = ElementGathering(all)
            var joined: [Int] = []
            for _ in 0 ..< Int.random(in: 0 ... 6, using: &generator) {
                if Int.random(in: 0 ..< 5, using: &generator) == 0 {
                    let extra = (0 ..< Int.random(in: 0 ... 2, using: &generator)).map { _ in 100 + Int.random(in: 0 ..< 10, using: &generator) }
                    gathering.add(extra)
                    joined += extra
                } else {
                    // Often the next run on, as a stretch's blocks are.
                    let start = Bool.random(using: &generator) ? (joined.last.map { min($0 + 1, all.count) } ?? 0)
                                                               : Int.random(in: 0 ... all.count, using: &generator)
                    let end = Int.random(in: start ... min(start + 4, all.count), using: &generator)
                    gathering.add(start ..< end)
                    joined += all[start ..< end]
                }
            }
            #expect(Array(gathering.result) == joined)
        }
    }
}
