import TriglotContent
import TriglotMarkup
import TriglotModel

/// A stretch of an English page and the stretch of its translation that stands for it: first the
/// preamble (abstract and the blocks before the first heading), then every aligned section.
/// Checks that compare "section by section" walk these, so the abstract is compared like any
/// section and every check aligns sections the same way (`SectionAlignment`).
public struct AlignedStretch: Sendable {
    public var sourceBlocks: [Block]
    public var translationBlocks: [Block]
    /// The heading nodes of the sections, or nil for the preamble: the sections themselves are
    /// the pages', and a copy of each in every stretch cost a reference count per string and array
    /// in it whenever a stretch was copied.
    public var sourceSectionNode: Int?
    public var translationSectionNode: Int?
    /// The English section's kind, or nil for the preamble.
    public var sourceSectionKind: Section.Kind?
    /// Where to point when a whole stretch is meant: the section heading, or the title.
    public var sourcePlace: SourceRange
    public var translationPlace: SourceRange
    /// The facts of both pages, attached by the `CheckContext` that aligned the stretch: every
    /// pair check reads both sides of every stretch, and finding them by path cost more than
    /// reading them.
    var facts: PairFacts?

    /// The preamble and every English section that has a counterpart in the translation.
    /// Unmatched sections are `translation.structure`'s finding, not every check's.
    public static func all(_ source: LoadedPage, _ translation: LoadedPage) -> [AlignedStretch] {
        all(Side(source.page), Side(translation.page), counterparts: SectionAlignment.counterparts(source.page.sections, translation.page.sections))
    }

    /// What `all` reads of a page.
    struct Side {
        var preamble: [Block]
        var titlePlace: SourceRange
        var sections: [Section]

        init(_ page: Page) {
            self.init(abstract: page.abstract, preamble: page.preamble, title: page.title, sections: page.sections)
        }

        /// Field by field: a page read out of an array to be handed over whole is copied, every
        /// string and array of it retained.
        init(abstract: [Block], preamble: [Block], title: Page.Title?, sections: [Section]) {
            self.preamble = abstract + preamble
            titlePlace = title?.range ?? SourceRange(line: 1)
            self.sections = sections
        }
    }

    /// `all(source, translation)` from the pages' section alignment (`SectionAlignment.counterparts`),
    /// made already.
    static func all(_ source: Side, _ translation: Side, counterparts: [Int?]) -> [AlignedStretch] {
        var stretches: [AlignedStretch] = []
        stretches.reserveCapacity(counterparts.count + 1)
        stretches.append(AlignedStretch(
            sourceBlocks: source.preamble, translationBlocks: translation.preamble,
            sourceSectionNode: nil, translationSectionNode: nil, sourceSectionKind: nil,
            sourcePlace: source.titlePlace, translationPlace: translation.titlePlace))
        for index in counterparts.indices {
            guard let translated = counterparts[index] else { continue }
            stretches.append(AlignedStretch(
                sourceBlocks: source.sections[index].blocks, translationBlocks: translation.sections[translated].blocks,
                sourceSectionNode: source.sections[index].node, translationSectionNode: translation.sections[translated].node,
                sourceSectionKind: source.sections[index].kind,
                sourcePlace: source.sections[index].headingRange, translationPlace: translation.sections[translated].headingRange))
        }
        return stretches
    }

    /// The page's title, or its first line when it has none.
    public static func titlePlace(of page: Page) -> SourceRange {
        page.title?.range ?? SourceRange(line: 1)
    }

    public func sourceInventory(_ source: LoadedPage) -> SectionInventory {
        SectionInventory(blocks: sourceBlocks, in: source.page)
    }

    public func translationInventory(_ translation: LoadedPage) -> SectionInventory {
        SectionInventory(blocks: translationBlocks, in: translation.page)
    }

    /// The prose paragraphs of each side, in order.
    public func sourceProse(_ source: LoadedPage) -> [ProseParagraph] {
        ProseParagraph.all(in: sourceBlocks, of: source.page)
    }

    public func translationProse(_ translation: LoadedPage) -> [ProseParagraph] {
        ProseParagraph.all(in: translationBlocks, of: translation.page)
    }

    /// The same, from what the context worked out once per page.
    public func sourceProse(_ source: LoadedPage, _ context: CheckContext) -> ArraySlice<ProseParagraph> {
        if let facts = facts?.source(for: source) { return facts.prose(in: sourceBlocks, of: source.page) }
        return context.prose(in: sourceBlocks, of: source)
    }

    public func translationProse(_ translation: LoadedPage, _ context: CheckContext) -> ArraySlice<ProseParagraph> {
        if let facts = facts?.translation(for: translation) { return facts.prose(in: translationBlocks, of: translation.page) }
        return context.prose(in: translationBlocks, of: translation)
    }

    /// One kind of inventory item of each side (`\.links`, `\.codeBlocks` …).
    public func sourceItems(_ kind: KeyPath<SectionInventory, [SectionInventory.Item]>, _ source: LoadedPage, _ context: CheckContext) -> [SectionInventory.Item] {
        if let facts = facts?.source(for: source) { return facts.items(kind, of: sourceBlocks, in: source.page) }
        return context.items(kind, of: sourceBlocks, in: source)
    }

    public func translationItems(_ kind: KeyPath<SectionInventory, [SectionInventory.Item]>, _ translation: LoadedPage, _ context: CheckContext) -> [SectionInventory.Item] {
        if let facts = facts?.translation(for: translation) { return facts.items(kind, of: translationBlocks, in: translation.page) }
        return context.items(kind, of: translationBlocks, in: translation)
    }

    func sourceItems(_ kind: SectionInventory.ItemKind, _ source: LoadedPage, _ context: CheckContext) -> ArraySlice<SectionInventory.Item> {
        if let facts = facts?.source(for: source) { return facts.items(kind, of: sourceBlocks, in: source.page) }
        return context.items(kind, of: sourceBlocks, in: source)
    }

    func translationItems(_ kind: SectionInventory.ItemKind, _ translation: LoadedPage, _ context: CheckContext) -> ArraySlice<SectionInventory.Item> {
        if let facts = facts?.translation(for: translation) { return facts.items(kind, of: translationBlocks, in: translation.page) }
        return context.items(kind, of: translationBlocks, in: translation)
    }
}

/// The `BlockFacts` of the two pages of a translation pair, shared by all its stretches (a class:
/// copying a stretch then costs one reference count for both).
final class PairFacts: Sendable {
    let sourceFacts: BlockFacts?
    let translationFacts: BlockFacts?

    init(source: BlockFacts?, translation: BlockFacts?) {
        sourceFacts = source
        translationFacts = translation
    }

    /// The source page's facts, when they were made from this page's parse.
    func source(for page: LoadedPage) -> BlockFacts? {
        guard let sourceFacts, sourceFacts.describes(page.page) else { return nil }
        return sourceFacts
    }

    func translation(for page: LoadedPage) -> BlockFacts? {
        guard let translationFacts, translationFacts.describes(page.page) else { return nil }
        return translationFacts
    }
}
