import TriglotContent
import TriglotModel

/// A page's prose paragraphs and inventory items, read from the facts the context worked out
/// once for the page's parse, or made on the spot when it has none.
extension CheckContext {
    /// The prose paragraphs of some top-level blocks of a page (`ProseParagraph.all(in:of:)`).
    public func prose(in blocks: [Block], of page: LoadedPage) -> ArraySlice<ProseParagraph> {
        guard let facts = facts(of: page) else { return ProseParagraph.all(in: blocks, of: page.page)[...] }
        return facts.prose(in: blocks, of: page.page)
    }

    /// Every prose paragraph of a page outside its availability block (`ProseParagraph.all(of:)`).
    public func prose(of page: LoadedPage) -> ArraySlice<ProseParagraph> {
        guard let facts = facts(of: page) else { return ProseParagraph.all(of: page.page)[...] }
        // List by list, and the sections by place: joining the lists of blocks first copied
        // every block, and walking the sections copied every section. The paragraphs are copied
        // once, where the availability block leaves a gap among them.
        var gathering = facts.proseGathering()
        facts.gather(page.page.abstract, into: &gathering, page: page.page)
        facts.gather(page.page.preamble, into: &gathering, page: page.page)
        for index in page.page.sections.indices { facts.gather(page.page.sections[index].blocks, into: &gathering, page: page.page) }
        return gathering.result
    }

    /// The inventory of some top-level blocks of a page (`SectionInventory(blocks:in:)`).
    public func inventory(of blocks: [Block], in page: LoadedPage) -> SectionInventory {
        guard let facts = facts(of: page) else { return SectionInventory(blocks: blocks, in: page.page) }
        return facts.inventory(of: blocks, in: page.page)
    }

    /// One kind of item of a stretch's inventory (`SectionInventory(blocks:in:)[keyPath: kind]`).
    public func items(_ kind: KeyPath<SectionInventory, [SectionInventory.Item]>, of blocks: [Block], in page: LoadedPage) -> [SectionInventory.Item] {
        guard let facts = facts(of: page) else { return SectionInventory(blocks: blocks, in: page.page)[keyPath: kind] }
        return facts.items(kind, of: blocks, in: page.page)
    }

    /// `items` for the kinds the pair checks read, named without a key path.
    func items(_ kind: SectionInventory.ItemKind, of blocks: [Block], in page: LoadedPage) -> ArraySlice<SectionInventory.Item> {
        guard let facts = facts(of: page) else { return SectionInventory(blocks: blocks, in: page.page).items(kind)[...] }
        return facts.items(kind, of: blocks, in: page.page)
    }

    /// One kind of item of a whole page, in document order; nil when the context has no facts
    /// for this page's parse, or for paragraphs (the caller then walks the page itself).
    func items(_ kind: SectionInventory.ItemKind, ofWholePage page: LoadedPage) -> [SectionInventory.Item]? {
        facts(of: page)?.items(kind)
    }
}
