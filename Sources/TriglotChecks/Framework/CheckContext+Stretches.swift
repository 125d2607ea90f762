import TriglotContent
import TriglotLowLevel
import TriglotMarkup
import TriglotModel

/// Each translation pair's aligned stretches: made once when a context is made (`align`), and
/// read by the pair checks.
extension CheckContext {
    /// The stretches of each pair (nil for a pair with a page that has no parse), aligned in
    /// parallel; a pair whose two parses `previous` aligned keeps its stretches.
    static func align(_ pairPlaces: [PairPlaces], of pages: [LoadedPage], glossary: Glossary, languages: [Language],
                      links: LinkComparison, code: CodeComparison, previous: CheckContext?) -> [PairStretches?] {
        @Sendable func side(_ place: Int) -> AlignedStretch.Side {
            AlignedStretch.Side(abstract: pages[place].page.abstract, preamble: pages[place].page.preamble, title: pages[place].page.title,
                                sections: pages[place].page.sections)
        }
        // Each language's glossary terms, read once rather than for every pair.
        let glossaries = Dictionary(languages.map { ($0, SectionEvidence.glossary(glossary, language: $0)) }) { first, _ in first }
        let reused = pairPlaces.map { places -> PairStretches? in
            guard let known = previous?.stretches[pages[places.translation].displayPath],
                  let source = pages[places.source].page.document, let translation = pages[places.translation].page.document,
                  known.source.isSameParse(as: source), known.translation.isSameParse(as: translation) else { return nil }
            return known
        }
        let pageNames = LinkPageNames(links)
        let sourceLeaves = PageLeaves.shared(by: pairPlaces.indices.filter { reused[$0] == nil }.map { pairPlaces[$0].source }, of: pages,
                                             pageNames: pageNames)
        return ParallelMap.map(Array(pairPlaces.indices)) { pair -> PairStretches? in
            if let known = reused[pair] { return known }
            let places = pairPlaces[pair]
            // Field by field: a page bound to a name is a copy of all of it.
            guard let source = pages[places.source].page.document, let translation = pages[places.translation].page.document else {
                return nil
            }
            let (sourceSide, translationSide) = (side(places.source), side(places.translation))
            let counterparts = SectionAlignment.counterparts(
                sourceSide.sections, translationSide.sections,
                glossary: glossaries[pages[places.translation].language] ?? [:])
            let stretches = AlignedStretch.all(sourceSide, translationSide, counterparts: counterparts)
            return PairStretches(source: source, translation: translation, counterparts: counterparts, stretches: stretches,
                                 blocks: BlockAlignment.align(stretches, source, translation, links: links, code: code,
                                                              sourceLeaves: sourceLeaves[places.source], pageNames: pageNames))
        }
    }

    /// The alignment made for a pair when this context was made, if it was made from these parses.
    func known(_ source: LoadedPage, _ translation: LoadedPage) -> PairStretches? {
        guard let known = stretches[translation.displayPath], let sourceDocument = source.page.document,
              let translationDocument = translation.page.document, known.source.isSameParse(as: sourceDocument),
              known.translation.isSameParse(as: translationDocument) else { return nil }
        return known
    }

    /// `AlignedStretch.all(source, translation)`, aligned once when this context was made.
    public func alignedStretches(_ source: LoadedPage, _ translation: LoadedPage) -> [AlignedStretch] {
        known(source, translation)?.stretches
            ?? AlignedStretch.all(AlignedStretch.Side(source.page), AlignedStretch.Side(translation.page),
                                  counterparts: sectionCounterparts(source, translation))
    }

    /// The paired leaf blocks of each of `alignedStretches(source, translation)`, in that order.
    public func alignedBlocks(_ source: LoadedPage, _ translation: LoadedPage) -> [AlignedBlocks] {
        if let known = known(source, translation) { return known.blocks }
        guard let sourceDocument = source.page.document, let translationDocument = translation.page.document else { return [] }
        return BlockAlignment.align(alignedStretches(source, translation), sourceDocument, translationDocument,
                                    links: linkComparison, code: codeComparison)
    }

    /// `SectionAlignment.align` of the two pages' sections, made once when this context was made.
    func sectionAlignment(_ source: LoadedPage, _ translation: LoadedPage) -> [SectionAlignment.Pair] {
        SectionAlignment.pairs(source.page.sections, translation.page.sections, counterparts: sectionCounterparts(source, translation))
    }

    /// `SectionAlignment.counterparts` of the two pages' sections, made once when this context was made.
    func sectionCounterparts(_ source: LoadedPage, _ translation: LoadedPage) -> [Int?] {
        known(source, translation)?.counterparts
            ?? SectionAlignment.counterparts(source.page.sections, translation.page.sections, glossary: glossary(for: translation.language))
    }

    /// The glossary's terms in one language, as the section alignment reads them.
    func glossary(for language: Language) -> SectionEvidence.Glossary {
        SectionEvidence.glossary(content.glossary, language: language)
    }
}
