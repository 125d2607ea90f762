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
    /// Without `paragraphs`: no check reads them, and they are most of an inventory's cost.
    private let inventories: [Int: SectionInventory]

    public init?(page: Page) {
        self.init(page: page, sharedAcrossPairs: false)
    }

    /// `sharedAcrossPairs`: the page is the English side of several translation pairs, so what
    /// the pair checks read from its paragraphs is worked out here once (`SharedProseFacts`).
    init?(page: Page, sharedAcrossPairs: Bool) {
        guard let document = page.document else { return nil }
        self.document = document
        let topLevel = document.root.children
        var prose: [Int: [ProseParagraph]] = [:]
        var inventories: [Int: SectionInventory] = [:]
        prose.reserveCapacity(topLevel.count)
        inventories.reserveCapacity(topLevel.count)
        let language = page.language
        for block in topLevel {
            // Only the node of a block is read; making its text would cost what this saves.
            let blocks = [Block(kind: .other, text: "", range: block.range, node: block.index)]
            var paragraphs = ProseParagraph.all(in: blocks, document: document)
            if sharedAcrossPairs {
                for index in paragraphs.indices { paragraphs[index].shared = SharedProseFacts(paragraphs[index], in: language) }
            }
            prose[block.index] = paragraphs
            inventories[block.index] = SectionInventory(blocks: blocks, document: document, includingParagraphs: false)
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
        SectionInventory(merging: blocks.map { block in
            guard var known = inventories[block.node] else { return SectionInventory(blocks: [block], in: page) }
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
            result += (inventories[block.node] ?? SectionInventory(blocks: [block], in: page)).items(kind)
        }
        return result
    }
}
