import TriglotMarkup
import TriglotModel

/// What a stretch of a page contains that translations must keep: code spans, link targets,
/// code blocks, lists and their item counts, callouts and prose paragraphs, each with its range.
public struct SectionInventory: Sendable {
    public struct Item: Sendable, Equatable {
        public var text: String
        public var range: SourceRange

        /// Whether both lists hold the same texts in the same order: `elementsEqual` by text,
        /// with each item read in place (its iterator copied every item, retaining its text).
        /// A faithful translation's stretch answers yes, for every pair and kind compared.
        static func sameTexts(_ left: ArraySlice<Item>, _ right: ArraySlice<Item>) -> Bool {
            guard left.count == right.count else { return false }
            let (left, right) = (left.span, right.span)
            for index in left.indices where left[index].text != right[index].text { return false }
            return true
        }
    }

    public var codeSpans: [Item] = []
    public var links: [Item] = []
    public var images: [Item] = []
    public var codeBlocks: [Item] = []
    /// Item count of each list, in order.
    public var listItemCounts: [Item] = []
    public var paragraphs: [Item] = []
    public var rawHTML: [Item] = []

    /// The kinds of item, named without a key path: applying or comparing key paths goes
    /// through the runtime, and the pair checks read one kind of every block of every pair.
    enum ItemKind: Sendable {
        case codeSpans, links, images, codeBlocks, listItemCounts, paragraphs, rawHTML

        /// The kind a key path reads, or nil for one that is not a plain property.
        init?(_ keyPath: KeyPath<SectionInventory, [Item]>) {
            let kinds: [(KeyPath<SectionInventory, [Item]>, ItemKind)] = [
                (\.codeSpans, .codeSpans), (\.links, .links), (\.images, .images), (\.codeBlocks, .codeBlocks),
                (\.listItemCounts, .listItemCounts), (\.paragraphs, .paragraphs), (\.rawHTML, .rawHTML),
            ]
            guard let kind = kinds.first(where: { $0.0 == keyPath })?.1 else { return nil }
            self = kind
        }
    }

    /// The items of one kind.
    func items(_ kind: ItemKind) -> [Item] {
        switch kind {
        case .codeSpans: return codeSpans
        case .links: return links
        case .images: return images
        case .codeBlocks: return codeBlocks
        case .listItemCounts: return listItemCounts
        case .paragraphs: return paragraphs
        case .rawHTML: return rawHTML
        }
    }

    /// The inventory of the given top-level blocks of a page.
    public init(blocks: [Block], in page: Page) {
        self.init(blocks: blocks, in: page, includingParagraphs: true)
    }

    /// `paragraphs` joins the text of every paragraph, which costs more than all the other kinds
    /// together; `BlockFacts` leaves it out, as no check over a whole site reads it.
    init(blocks: [Block], in page: Page, includingParagraphs: Bool) {
        guard let document = page.document else {
            self.init(merging: [])
            return
        }
        self.init(blocks: blocks, document: document, includingParagraphs: includingParagraphs)
    }

    init(blocks: [Block], document: MarkupDocument, includingParagraphs: Bool) {
        for block in blocks {
            // Indices, not `subtree`: no array of node handles per block.
            for index in block.node ..< MarkupNode(document: document, index: block.node).subtreeEnd {
                let child = MarkupNode(document: document, index: index)
                add(child, of: child.kind, includingParagraphs: includingParagraphs)
            }
        }
    }

    /// No items yet: `add` fills it node by node.
    init() {}

    /// Adds what one node holds (none of its descendants); `kind` is the node's, read once by
    /// the caller, which may need it too (reading a kind copies its strings).
    mutating func add(_ node: MarkupNode, of kind: MarkupKind, includingParagraphs: Bool) {
        switch kind {
        case .code(let text):
            codeSpans.append(Item(text: text, range: node.range))
        case .macro(let text):
            // A macro is an atom as a code span is, never prose; compared by what it names.
            codeSpans.append(Item(text: MacroText.identity(of: text), range: node.range))
        case .link(let destination, _):
            links.append(Item(text: destination, range: node.range))
        case .image(let source, _):
            images.append(Item(text: source, range: node.range))
        case .codeBlock(let info, let code):
            codeBlocks.append(Item(text: info + "\n" + code, range: node.range))
        case .list:
            listItemCounts.append(Item(text: String(Self.childCount(of: node)), range: node.range))
        case .paragraph where includingParagraphs:
            paragraphs.append(Item(text: node.plainText, range: node.range))
        case .htmlBlock(let html), .htmlInline(let html):
            rawHTML.append(Item(text: html, range: node.range))
        default:
            break
        }
    }

    /// `node.children.count` without making the array of children.
    static func childCount(of node: MarkupNode) -> Int {
        let end = node.subtreeEnd
        var count = 0
        var child = node.firstChild
        while let current = child, current.index < end {
            count += 1
            child = current.nextSibling
        }
        return count
    }

    /// `paragraphs` alone, for the given top-level blocks of a page.
    static func paragraphs(of blocks: [Block], in page: Page) -> [Item] {
        guard let document = page.document else { return [] }
        var result: [Item] = []
        for block in blocks {
            for index in block.node ..< MarkupNode(document: document, index: block.node).subtreeEnd {
                let node = MarkupNode(document: document, index: index)
                if case .paragraph = node.kind { result.append(Item(text: node.plainText, range: node.range)) }
            }
        }
        return result
    }

    /// The inventories one after the other, as if made from their blocks together.
    public init(merging parts: [SectionInventory]) {
        for part in parts {
            codeSpans += part.codeSpans
            links += part.links
            images += part.images
            codeBlocks += part.codeBlocks
            listItemCounts += part.listItemCounts
            paragraphs += part.paragraphs
            rawHTML += part.rawHTML
        }
    }

    public init(section: Section, in page: Page) {
        self.init(blocks: section.blocks, in: page)
    }

    /// The preamble of a page: abstract, availability-free blocks before the first section.
    public init(preambleOf page: Page) {
        self.init(blocks: page.abstract + page.preamble, in: page)
    }
}
