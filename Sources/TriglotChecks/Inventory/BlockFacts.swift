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
    private let prose: [Int: [ProseParagraph]]
    private let inventories: [Int: SectionInventory]

    public init?(page: Page) {
        guard let document = page.document else { return nil }
        self.document = document
        var prose: [Int: [ProseParagraph]] = [:]
        var inventories: [Int: SectionInventory] = [:]
        for block in document.root.children {
            // Only the node of a block is read; making its text would cost what this saves.
            let blocks = [Block(kind: .other, text: "", range: block.range, node: block.index)]
            prose[block.index] = ProseParagraph.all(in: blocks, of: page)
            inventories[block.index] = SectionInventory(blocks: blocks, in: page)
        }
        self.prose = prose
        self.inventories = inventories
    }

    /// Whether these facts were made from this page's parse.
    func describes(_ page: Page) -> Bool {
        page.document.map(document.isSameParse) ?? false
    }

    /// `ProseParagraph.all(in:of:)`.
    func prose(in blocks: [Block], of page: Page) -> [ProseParagraph] {
        var result: [ProseParagraph] = []
        for block in blocks {
            result += prose[block.node] ?? ProseParagraph.all(in: [block], of: page)
        }
        return result
    }

    /// `SectionInventory(blocks:in:)`.
    func inventory(of blocks: [Block], in page: Page) -> SectionInventory {
        SectionInventory(merging: blocks.map { inventories[$0.node] ?? SectionInventory(blocks: [$0], in: page) })
    }

    /// One kind of item of `SectionInventory(blocks:in:)`, without gathering the other kinds.
    func items(_ kind: KeyPath<SectionInventory, [SectionInventory.Item]>, of blocks: [Block], in page: Page) -> [SectionInventory.Item] {
        var result: [SectionInventory.Item] = []
        for block in blocks {
            result += (inventories[block.node] ?? SectionInventory(blocks: [block], in: page))[keyPath: kind]
        }
        return result
    }
}
