import TriglotMarkup
import TriglotModel

/// The prose paragraphs and inventory of each top-level block of one page, worked out once.
///
/// Stretches are made of whole top-level blocks, and the checks that compare them (negation,
/// numbers, glossary, links, code spans …) each used to rebuild the prose and inventory of both
/// sides for every pair; an English page is on the source side of every one of its translations.
/// `CheckContext` builds these for every page once, in parallel, and the checks read them.
public struct BlockFacts: Sendable {
    /// Everything in one object: a check copies the facts of a page for every stretch it reads,
    /// and a copy then costs one reference count.
    let storage: Storage

    final class Storage: Sendable {
        /// The parse these facts were made from, so a page that is not this one is never answered.
        let document: MarkupDocument
        /// The top-level blocks' nodes in document order (ascending): their subtrees are every
        /// node but the document's. A block's facts are found by its place in this list, by
        /// bisection: cheaper than hashing.
        let topLevelNodes: [Int]
        /// Every prose paragraph of the page, in document order.
        let prose: [ProseParagraph]
        /// The page's inventory without `paragraphs` (no check reads them, and they are most of
        /// an inventory's cost), each kind in document order.
        let inventory: SectionInventory
        /// Where each block's elements begin in `prose` and in each kind of `inventory`: a row
        /// per block, by place, of `Column.count` positions, and one more row for the ends.
        let starts: [Int32]

        init(document: MarkupDocument, topLevelNodes: [Int], prose: [ProseParagraph], inventory: SectionInventory, starts: [Int32]) {
            self.document = document
            self.topLevelNodes = topLevelNodes
            self.prose = prose
            self.inventory = inventory
            self.starts = starts
        }
    }

    /// The columns of `Storage.starts`.
    enum Column: Int, CaseIterable {
        case prose, codeSpans, links, images, codeBlocks, listItemCounts, rawHTML

        init(_ kind: SectionInventory.ItemKind) {
            switch kind {
            case .codeSpans: self = .codeSpans
            case .links: self = .links
            case .images: self = .images
            case .codeBlocks: self = .codeBlocks
            case .listItemCounts: self = .listItemCounts
            case .rawHTML: self = .rawHTML
            // Not kept: asked of no facts (see `items`).
            case .paragraphs: self = .prose
            }
        }
    }

    public init?(page: Page) {
        self.init(page: page, sharedAcrossPairs: false)
    }

    /// `sharedAcrossPairs`: the page is the English side of several translation pairs, so what
    /// the pair checks read from its paragraphs is worked out here once (`SharedProseFacts`).
    init?(page: Page, sharedAcrossPairs: Bool) {
        guard let document = page.document else { return nil }
        self.init(document: document, language: page.language, sharedAcrossPairs: sharedAcrossPairs)
    }

    /// The facts of a page's parse, in the page's language: all they read of the page, which is
    /// then not copied to make them.
    init(document: MarkupDocument, language: Language, sharedAcrossPairs: Bool) {
        let end = document.root.subtreeEnd
        // Every list is counted from the nodes' tags first and allocated once at its size: grown
        // by doubling, each was allocated and copied several times per page, and kept up to
        // half unused for as long as the facts live (every page's, for the whole check).
        let counts = ElementCounts(document, end: end)
        var topLevel: [Int] = []
        topLevel.reserveCapacity(counts.blocks)
        var prose: [ProseParagraph] = []
        prose.reserveCapacity(counts.paragraphs)
        // The whole page's items, block after block.
        var inventory = SectionInventory()
        counts.reserve(in: &inventory)
        var starts: [Int32] = []
        starts.reserveCapacity((counts.blocks + 1) * Column.allCases.count)
        // The negation rules of the page's language, once for all its paragraphs.
        let negationRules = sharedAcrossPairs ? NegationCheck.TranslationRules(language) : nil
        // The top-level blocks one after the other, each ending where the next begins: no array
        // of the root's children, whose sibling links jump through the rows twice.
        var block = 1
        while block < end {
            topLevel.append(block)
            Self.appendStarts(prose.count, inventory, to: &starts)
            let blockEnd = MarkupNode(document: document, index: block).subtreeEnd
            // One walk of the block gives both its paragraphs (`ProseParagraph.all(in:document:)`)
            // and its inventory (`SectionInventory(blocks:document:includingParagraphs: false)`),
            // reading each node's kind once.
            for index in block ..< blockEnd {
                // Most nodes are text, breaks and emphasis, which neither list keeps: their tag
                // says so without copying the node's kind and the strings it holds.
                guard Self.isKept(counts.tags[index]) else { continue }
                let node = MarkupNode(document: document, index: index)
                let kind = node.kind
                if case .paragraph = kind {
                    // Made in the list and given its shared facts there: made aside, it was
                    // copied into the list (a copy retains its text, parse and facts).
                    prose.append(ProseParagraph(node))
                    if let negationRules {
                        let last = prose.count - 1
                        prose[last].shared = SharedProseFacts(prose[last], negationRules: negationRules)
                    }
                }
                inventory.add(node, of: kind, includingParagraphs: false)
            }
            block = blockEnd
        }
        Self.appendStarts(prose.count, inventory, to: &starts)
        storage = Storage(document: document, topLevelNodes: topLevel, prose: prose, inventory: inventory, starts: starts)
    }

    /// How many top-level blocks, paragraphs and items of each kind a page has, counted from
    /// its nodes' tags, which are kept for the walk that makes the facts.
    struct ElementCounts {
        var tags: [MarkupKind.Tag] = []
        var blocks = 0
        var paragraphs = 0
        var codeSpans = 0
        var links = 0
        var images = 0
        var codeBlocks = 0
        var lists = 0
        var rawHTML = 0

        init(_ document: MarkupDocument, end: Int) {
            tags.reserveCapacity(end)
            for index in 0 ..< end {
                let tag = MarkupNode(document: document, index: index).kindTag
                tags.append(tag)
                switch tag {
                case .paragraph: paragraphs += 1
                case .code, .macro: codeSpans += 1
                case .link: links += 1
                case .image: images += 1
                case .codeBlock: codeBlocks += 1
                case .list: lists += 1
                case .htmlBlock, .htmlInline: rawHTML += 1
                case .document, .blockQuote, .listItem, .heading, .thematicBreak, .text, .softBreak, .lineBreak,
                     .emphasis, .strong, .other, .table, .tableRow, .tableCell, .container: break
                }
            }
            var block = 1
            while block < end {
                blocks += 1
                block = MarkupNode(document: document, index: block).subtreeEnd
            }
        }

        /// Room for what `SectionInventory.add` keeps of these nodes, paragraphs aside.
        func reserve(in inventory: inout SectionInventory) {
            inventory.codeSpans.reserveCapacity(codeSpans)
            inventory.links.reserveCapacity(links)
            inventory.images.reserveCapacity(images)
            inventory.codeBlocks.reserveCapacity(codeBlocks)
            inventory.listItemCounts.reserveCapacity(lists)
            inventory.rawHTML.reserveCapacity(rawHTML)
        }
    }

    /// A row of `Storage.starts`: how many elements of each column there are so far.
    private static func appendStarts(_ proseCount: Int, _ inventory: SectionInventory, to starts: inout [Int32]) {
        // In `Column` order, one by one: an array literal of them would be allocated per block.
        starts.append(Int32(proseCount))
        starts.append(Int32(inventory.codeSpans.count))
        starts.append(Int32(inventory.links.count))
        starts.append(Int32(inventory.images.count))
        starts.append(Int32(inventory.codeBlocks.count))
        starts.append(Int32(inventory.listItemCounts.count))
        starts.append(Int32(inventory.rawHTML.count))
    }

    /// Where the elements of a column of the block at `place` are.
    func range(_ column: Column, ofPlace place: Int) -> Range<Int> {
        let row = place * Column.allCases.count + column.rawValue
        let starts = storage.starts
        return Int(starts[row]) ..< Int(starts[row + Column.allCases.count])
    }

    /// Whether a node of this kind is a paragraph or an item of `SectionInventory.add`
    /// (paragraph items aside, which these facts leave out).
    static func isKept(_ tag: MarkupKind.Tag) -> Bool {
        switch tag {
        case .paragraph, .code, .macro, .link, .image, .codeBlock, .list, .htmlBlock, .htmlInline: return true
        case .document, .blockQuote, .listItem, .heading, .thematicBreak, .text, .softBreak, .lineBreak,
             .emphasis, .strong, .other, .table, .tableRow, .tableCell, .container: return false
        }
    }

    /// Whether these facts were made from this page's parse.
    func describes(_ page: Page) -> Bool {
        page.document.map(describes) ?? false
    }

    func describes(_ document: MarkupDocument) -> Bool {
        storage.document.isSameParse(as: document)
    }

    /// The place of a top-level block's node in `topLevelNodes`, or nil for any other node.
    func place(of node: Int) -> Int? {
        let nodes = storage.topLevelNodes
        var low = 0
        var high = nodes.count
        while low < high {
            let middle = (low + high) / 2
            if nodes[middle] < node { low = middle + 1 } else { high = middle }
        }
        return low < nodes.count && nodes[low] == node ? low : nil
    }

    /// Adds the elements of a column of some blocks to `gathering`: the ones these facts hold for
    /// the blocks they know, `fresh` ones for any other. By index: a `for block in` loop copies
    /// every block.
    func gather<Element>(_ column: Column, of blocks: [Block], into gathering: inout ElementGathering<Element>,
                                 fresh: (Block) -> [Element]) {
        for index in blocks.indices {
            if let place = place(of: blocks[index].node) {
                gathering.add(range(column, ofPlace: place))
            } else {
                gathering.add(fresh(blocks[index]))
            }
        }
    }

    /// `ProseParagraph.all(in:of:)`: a slice of the page's paragraphs when the blocks are side
    /// by side, as a stretch's are.
    func prose(in blocks: [Block], of page: Page) -> ArraySlice<ProseParagraph> {
        var gathering = proseGathering()
        gather(blocks, into: &gathering, page: page)
        return gathering.result
    }

    /// An empty gathering of these facts' prose paragraphs, for `gather(_:into:page:)`.
    func proseGathering() -> ElementGathering<ProseParagraph> {
        ElementGathering(storage.prose)
    }

    /// Adds the prose paragraphs of some blocks to `gathering`, for lists of blocks read one
    /// after another.
    func gather(_ blocks: [Block], into gathering: inout ElementGathering<ProseParagraph>, page: Page) {
        // The closures take the document alone: capturing the page copied it, every string and
        // array of it retained.
        let document = page.document
        gather(.prose, of: blocks, into: &gathering) { block in
            document.map { ProseParagraph.all(in: [block], document: $0) } ?? []
        }
    }
}
