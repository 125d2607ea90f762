import TriglotMarkup
import TriglotModel

/// The inventory side of a page's facts: code spans, links, images, code blocks, list items and
/// raw HTML of some blocks, read from the columns `BlockFacts` gathered once.
extension BlockFacts {
    /// `SectionInventory(blocks:in:)`.
    func inventory(of blocks: [Block], in page: Page) -> SectionInventory {
        var inventory = SectionInventory()
        inventory.codeSpans = Array(items(.codeSpans, of: blocks, in: page))
        inventory.links = Array(items(.links, of: blocks, in: page))
        inventory.images = Array(items(.images, of: blocks, in: page))
        inventory.codeBlocks = Array(items(.codeBlocks, of: blocks, in: page))
        inventory.listItemCounts = Array(items(.listItemCounts, of: blocks, in: page))
        inventory.paragraphs = SectionInventory.paragraphs(of: blocks, in: page)
        inventory.rawHTML = Array(items(.rawHTML, of: blocks, in: page))
        return inventory
    }

    /// One kind of item of `SectionInventory(blocks:in:)`, without gathering the other kinds.
    func items(_ kind: KeyPath<SectionInventory, [SectionInventory.Item]>, of blocks: [Block], in page: Page) -> [SectionInventory.Item] {
        guard let itemKind = SectionInventory.ItemKind(kind) else {
            return blocks.flatMap { SectionInventory(blocks: [$0], in: page)[keyPath: kind] }
        }
        return Array(items(itemKind, of: blocks, in: page))
    }

    /// The same by kind: a slice of the page's items of that kind when the blocks are side by
    /// side, as a stretch's are.
    func items(_ kind: SectionInventory.ItemKind, of blocks: [Block], in page: Page) -> ArraySlice<SectionInventory.Item> {
        if kind == .paragraphs { return SectionInventory.paragraphs(of: blocks, in: page)[...] }
        let document = page.document
        var gathering = ElementGathering(storage.inventory.items(kind))
        gather(Column(kind), of: blocks, into: &gathering) { block in
            document.map { SectionInventory(blocks: [block], document: $0, includingParagraphs: false).items(kind) } ?? []
        }
        return gathering.result
    }

    /// One kind of item of one block.
    func items(_ kind: SectionInventory.ItemKind, of block: Block, in page: Page) -> ArraySlice<SectionInventory.Item> {
        if kind == .paragraphs { return SectionInventory.paragraphs(of: [block], in: page)[...] }
        guard let place = place(of: block.node) else { return SectionInventory(blocks: [block], in: page).items(kind)[...] }
        return storage.inventory.items(kind)[range(Column(kind), ofPlace: place)]
    }

    /// One kind of item of the whole page, in document order (the document node itself holds
    /// none); nil for paragraphs, which these facts leave out.
    func items(_ kind: SectionInventory.ItemKind) -> [SectionInventory.Item]? {
        if kind == .paragraphs { return nil }
        return storage.inventory.items(kind)
    }
}
