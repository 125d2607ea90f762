import TriglotMarkup
import TriglotModel

/// The prose paragraphs and inventory of each top-level block of one page, worked out once.
///
/// Stretches are made of whole top-level blocks, and the checks that compare them (negation,
/// numbers, glossary, links, code spans …) each used to rebuild the prose and inventory of both
/// sides for every pair; an English page is on the source side of every one of its translations.
/// `CheckContext` builds these for every page once, in parallel, and the checks read them.
public struct BlockFacts: Sendable {
    /// The parse these facts were made from, so a page that is not this one is never answered.
    private let document: MarkupDocument
    /// The top-level blocks' nodes in document order (ascending): their subtrees are every node
    /// but the document's. The facts below are by place in this list, found by bisection: cheaper
    /// than hashing, and reading one kind of an array's element copies only that kind.
    private let topLevelNodes: [Int]
    private let prose: [[ProseParagraph]]
    /// Without `paragraphs`: no check reads them, and they are most of an inventory's cost.
    private let inventories: [SectionInventory]

    public init?(page: Page) {
        self.init(page: page, sharedAcrossPairs: false)
    }

    /// `sharedAcrossPairs`: the page is the English side of several translation pairs, so what
    /// the pair checks read from its paragraphs is worked out here once (`SharedProseFacts`).
    init?(page: Page, sharedAcrossPairs: Bool) {
        guard let document = page.document else { return nil }
        self.document = document
        let topLevel = document.root.children
        topLevelNodes = topLevel.map(\.index)
        var prose: [[ProseParagraph]] = []
        var inventories: [SectionInventory] = []
        prose.reserveCapacity(topLevel.count)
        inventories.reserveCapacity(topLevel.count)
        // The negation rules of the page's language, once for all its paragraphs.
        let negationRules = sharedAcrossPairs ? NegationCheck.TranslationRules(page.language) : nil
        for block in topLevel {
            // One walk of the block gives both its paragraphs (`ProseParagraph.all(in:document:)`)
            // and its inventory (`SectionInventory(blocks:document:includingParagraphs: false)`),
            // reading each node's kind once.
            var paragraphs: [ProseParagraph] = []
            var inventory = SectionInventory()
            for index in block.index ..< block.subtreeEnd {
                let node = MarkupNode(document: document, index: index)
                // Most nodes are text, breaks and emphasis, which neither list keeps: their tag
                // says so without copying the node's kind and the strings it holds.
                guard Self.isKept(node.kindTag) else { continue }
                let kind = node.kind
                if case .paragraph = kind {
                    var paragraph = ProseParagraph(node)
                    if let negationRules { paragraph.shared = SharedProseFacts(paragraph, negationRules: negationRules) }
                    paragraphs.append(paragraph)
                }
                inventory.add(node, of: kind, includingParagraphs: false)
            }
            prose.append(paragraphs)
            inventories.append(inventory)
        }
        self.prose = prose
        self.inventories = inventories
    }

    /// Whether a node of this kind is a paragraph or an item of `SectionInventory.add`
    /// (paragraph items aside, which these facts leave out).
    static func isKept(_ tag: MarkupKind.Tag) -> Bool {
        switch tag {
        case .paragraph, .code, .link, .image, .codeBlock, .list, .htmlBlock, .htmlInline: return true
        case .document, .blockQuote, .listItem, .heading, .thematicBreak, .text, .softBreak, .lineBreak,
             .emphasis, .strong, .other: return false
        }
    }

    /// Whether these facts were made from this page's parse.
    func describes(_ page: Page) -> Bool {
        page.document.map(document.isSameParse) ?? false
    }

    /// The place of a top-level block's node in `topLevelNodes`, or nil for any other node.
    private func place(of node: Int) -> Int? {
        var low = 0
        var high = topLevelNodes.count
        while low < high {
            let middle = (low + high) / 2
            if topLevelNodes[middle] < node { low = middle + 1 } else { high = middle }
        }
        return low < topLevelNodes.count && topLevelNodes[low] == node ? low : nil
    }

    /// `ProseParagraph.all(in:of:)`.
    func prose(in blocks: [Block], of page: Page) -> [ProseParagraph] {
        var result: [ProseParagraph] = []
        for block in blocks {
            let paragraphs = place(of: block.node).map { prose[$0] } ?? ProseParagraph.all(in: [block], of: page)
            // The first block's paragraphs are taken as they are, not copied one by one.
            if result.isEmpty { result = paragraphs } else { result += paragraphs }
        }
        return result
    }

    /// `SectionInventory(blocks:in:)`.
    func inventory(of blocks: [Block], in page: Page) -> SectionInventory {
        SectionInventory(merging: blocks.map { block in
            guard let place = place(of: block.node) else { return SectionInventory(blocks: [block], in: page) }
            var known = inventories[place]
            known.paragraphs = SectionInventory.paragraphs(of: [block], in: page)
            return known
        })
    }

    /// One kind of item of `SectionInventory(blocks:in:)`, without gathering the other kinds.
    func items(_ kind: KeyPath<SectionInventory, [SectionInventory.Item]>, of blocks: [Block], in page: Page) -> [SectionInventory.Item] {
        guard let itemKind = SectionInventory.ItemKind(kind) else {
            return blocks.flatMap { SectionInventory(blocks: [$0], in: page)[keyPath: kind] }
        }
        return items(itemKind, of: blocks, in: page)
    }

    func items(_ kind: SectionInventory.ItemKind, of blocks: [Block], in page: Page) -> [SectionInventory.Item] {
        if kind == .paragraphs { return SectionInventory.paragraphs(of: blocks, in: page) }
        var result: [SectionInventory.Item] = []
        for block in blocks {
            let blockItems = items(kind, of: block, in: page)
            if result.isEmpty { result = blockItems } else { result += blockItems }
        }
        return result
    }

    /// One kind of item of one block.
    func items(_ kind: SectionInventory.ItemKind, of block: Block, in page: Page) -> [SectionInventory.Item] {
        if kind == .paragraphs { return SectionInventory.paragraphs(of: [block], in: page) }
        guard let place = place(of: block.node) else { return SectionInventory(blocks: [block], in: page).items(kind) }
        return items(kind, at: place)
    }

    /// One kind of item of the whole page, in document order (the document node itself holds
    /// none); nil for paragraphs, which these facts leave out.
    func items(_ kind: SectionInventory.ItemKind) -> [SectionInventory.Item]? {
        if kind == .paragraphs { return nil }
        var result: [SectionInventory.Item] = []
        for place in inventories.indices {
            let blockItems = items(kind, at: place)
            if result.isEmpty { result = blockItems } else { result += blockItems }
        }
        return result
    }

    /// One kind of the inventory at a place, reading that array alone out of the element.
    private func items(_ kind: SectionInventory.ItemKind, at place: Int) -> [SectionInventory.Item] {
        switch kind {
        case .codeSpans: return inventories[place].codeSpans
        case .links: return inventories[place].links
        case .images: return inventories[place].images
        case .codeBlocks: return inventories[place].codeBlocks
        case .listItemCounts: return inventories[place].listItemCounts
        case .paragraphs: return inventories[place].paragraphs
        case .rawHTML: return inventories[place].rawHTML
        }
    }
}
