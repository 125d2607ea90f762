import TriglotContent
import TriglotLowLevel
import TriglotMarkup
import TriglotModel

/// The leaves of each top-level block of a page, with their anchors keyed
/// (`BlockAlignment.anchored`). An English page is in a pair with each of its translations, and
/// its leaves were read, measured and keyed again for every one of them.
struct PageLeaves: Sendable {
    /// By the node of the top-level block they are in.
    private let byBlock: [Int: [LeafBlock]]

    init(_ blocks: [Block], in document: MarkupDocument, pageNames: LinkPageNames) {
        var byBlock: [Int: [LeafBlock]] = [:]
        byBlock.reserveCapacity(blocks.count)
        for index in blocks.indices {
            byBlock[blocks[index].node] = BlockAlignment.anchored(LeafBlock.leaves(of: [blocks[index]], in: document), pageNames: pageNames)
        }
        self.byBlock = byBlock
    }

    /// Every top-level block of a page: its abstract, its preamble and its sections' blocks.
    init(_ page: Page, in document: MarkupDocument, pageNames: LinkPageNames) {
        self.init(page.abstract + page.preamble + page.sections.flatMap(\.blocks), in: document, pageNames: pageNames)
    }

    /// `LeafBlock.leaves(of:in:)` of some of the page's top-level blocks, anchored; nil when one
    /// of them is not the page's.
    func leaves(of blocks: [Block]) -> [LeafBlock]? {
        var leaves: [LeafBlock] = []
        for index in blocks.indices {
            guard let known = byBlock[blocks[index].node] else { return nil }
            leaves += known
        }
        return leaves
    }

    /// The leaves of each English page that more than one pair reads, by its place in `pages`.
    /// `sources`: the place of the English page of each pair to align.
    static func shared(by sources: [Int], of pages: [LoadedPage], pageNames: LinkPageNames) -> [Int: PageLeaves] {
        var pairCounts: [Int: Int] = [:]
        for place in sources { pairCounts[place, default: 0] += 1 }
        let shared = pairCounts.filter { $0.value > 1 }.keys.sorted()
        let leaves = ParallelMap.map(shared) { place -> PageLeaves? in
            pages[place].page.document.map { PageLeaves(pages[place].page, in: $0, pageNames: pageNames) }
        }
        var byPlace: [Int: PageLeaves] = [:]
        for (place, pageLeaves) in zip(shared, leaves) { byPlace[place] = pageLeaves }
        return byPlace
    }
}
