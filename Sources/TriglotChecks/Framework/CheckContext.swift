import TriglotContent
import TriglotLowLevel
import TriglotMarkup
import TriglotModel

/// What every check sees: the content and indexes built once (symbols by name, pages by path),
/// so no check does quadratic work.
public struct CheckContext: Sendable {
    public struct TranslationPair: Sendable {
        public var source: LoadedPage
        public var translation: LoadedPage
    }

    public internal(set) var content: ContentSet
    /// `content.allPages`, worked out once: every check over the whole content walks it.
    public internal(set) var allPages: [LoadedPage]
    /// For each language, the path of the page documenting each symbol (`makeKeyAndVisible()` → path).
    public let symbolPages: [Language: [String: String]]
    /// `symbolPages` with the short selector forms keyed too, for `pagePath(forSymbol:in:)`.
    let symbolLookups: [Language: SymbolLookup]
    /// Whether the site's symbols are Swift's: some declaration is Swift, or none says otherwise.
    /// Only then are code spans such as `makeKeyAndVisible()` read as selectors, which should
    /// have a page and be well formed; on a TypeScript site they are calls and expressions.
    public let hasSwiftDeclarations: Bool
    /// Whether any declaration is Swift. With none at all (React's reference writes its
    /// signatures as code spans in headings), `useContext()` in prose is a call, not a selector
    /// that should have a page.
    let hasSwiftDeclarationBlocks: Bool
    /// How links compare across languages (their locale segments), from site.yml.
    public let linkEquivalence: LinkEquivalence
    /// How links, code and numbers compare, with the differences site.yml allows.
    public let linkComparison: LinkComparison
    /// Which page a site-absolute link leads to, under `links.root`.
    let siteAbsoluteLinks: SiteAbsoluteLinks
    public let codeComparison: CodeComparison
    public var allowances: SiteConfiguration.Allowances { content.configuration.checks.allow }
    /// Every translation with its English page, in a stable order.
    public internal(set) var translationPairs: [TranslationPair]
    /// The lifecycle scenarios of the content, decoded and run once.
    public let scenarios: ScenarioLibrary
    /// Each page's prose and inventory by top-level block, by display path.
    var blockFacts: ShardedDictionary<String, BlockFacts>
    /// The prose runs of the Chinese and Japanese pages, which the typography rules read.
    var textRuns: TextRunIndex
    /// Page-by-page results of the checks over the whole content, shared with the contexts
    /// made after this one from a little-changed content (see `PageMemo`).
    let memo: PageMemo
    /// Each translation pair's aligned stretches, by the translation's display path.
    var stretches: ShardedDictionary<String, PairStretches>
    /// Each page's place in `allPages`, by display path.
    let placeOfPage: [String: Int]
    /// Each translation pair's two places in `allPages`, in the order of `translationPairs`.
    let pairPlaces: [PairPlaces]
    /// The batch this context is checking, in a batched run (`enter(_:facts:)`).
    var batch: Batch?
    /// Which context this is: findings made over it name it (see `CheckRunner.findings`).
    let identity = Identity()
    /// The context this one took its list of pages from whole, when a save added, removed and
    /// renamed none: its pages and pairs are at the same places here.
    let samePlacesAs: Identity?

    /// Tells contexts apart, however alike their content.
    final class Identity: Sendable {}

    /// Where a translation pair's two pages are in `allPages`.
    struct PairPlaces: Sendable {
        var source: Int
        var translation: Int
    }

    /// The stretches of one pair, and the section alignment they follow, with the parses they
    /// were made from.
    struct PairStretches: Sendable {
        var source: MarkupDocument
        var translation: MarkupDocument
        /// `SectionAlignment.counterparts` of the pages' sections.
        var counterparts: [Int?]
        var stretches: [AlignedStretch]
        /// The leaf blocks of each stretch, paired (`BlockAlignment`), in the order of `stretches`.
        var blocks: [AlignedBlocks]
    }

    public init(content: ContentSet) {
        self.init(content: content, reusingFactsFrom: nil)
    }

    /// A context for content that changed a little since `previous` was made: the facts of every
    /// page whose parse is the same are taken over instead of worked out again. When the pages
    /// are the same list as `previous`'s (a save, not a page added or renamed), the indexes are
    /// taken over whole and only the changed pages' entries replaced.
    public init(content: ContentSet, reusingFactsFrom previous: CheckContext?) {
        self.init(content: content, reusingFactsFrom: previous, makesFacts: true)
    }

    /// `makesFacts` false: no page's block facts are worked out and no pair is aligned, for a run
    /// that checks a batch of pages at a time (`enter(_:facts:)`), whose memo trusts places.
    init(content: ContentSet, reusingFactsFrom previous: CheckContext?, makesFacts: Bool) {
        self.content = content
        let pages = content.allPages
        allPages = pages
        // `allPages` holds each language's pages together, sorted by path, in `languages` order:
        // the indexes below are read from it by language, on one core, and looking each page up
        // again by language and path (hashing both, copying the page out) cost more than that.
        let languagePages = Self.languageSlices(of: content)
        let changed = previous.flatMap { Self.changedPlaces(pages, since: $0.allPages) }
        let changedSet = Set(changed ?? [])
        if let previous, let changed,
           changed.allSatisfy({ SymbolContribution(pages[$0]) == SymbolContribution(previous.allPages[$0]) }) {
            (symbolLookups, symbolPages, hasSwiftDeclarations, hasSwiftDeclarationBlocks)
                = (previous.symbolLookups, previous.symbolPages, previous.hasSwiftDeclarations, previous.hasSwiftDeclarationBlocks)
        } else {
            let index = Self.symbolIndex(pages, languagePages)
            (symbolLookups, symbolPages, hasSwiftDeclarations, hasSwiftDeclarationBlocks)
                = (index.lookups, index.lookups.mapValues(\.pages), index.hasSwift, index.swiftCount > 0)
        }
        linkEquivalence = LinkEquivalence(configuration: content.configuration)
        linkComparison = LinkComparison(equivalence: linkEquivalence, allowances: content.configuration.checks.allow)
        codeComparison = CodeComparison(allowances: content.configuration.checks.allow)
        var pairs: [TranslationPair] = []
        let source = content.sourceLanguage
        // The source language's pages by path, as places in `pages`.
        var sourcePlaces: [String: Int] = [:]
        if let sourceRange = languagePages.first(where: { $0.language == source })?.range {
            sourcePlaces.reserveCapacity(sourceRange.count)
            for place in sourceRange { sourcePlaces[pages[place].path] = place }
        }
        // Each pair's two places in `pages`: the facts of its pages are found by place below,
        // not by hashing their paths again, and the parallel work reads each pair's pages there
        // (mapping over the pairs or pages themselves copies every one it hands over).
        var pairPlaces: [PairPlaces] = []
        for (language, range) in languagePages where language != source {
            for place in range {
                guard let sourcePlace = sourcePlaces[pages[place].path] else { continue }
                pairs.append(TranslationPair(source: pages[sourcePlace], translation: pages[place]))
                pairPlaces.append(PairPlaces(source: sourcePlace, translation: place))
            }
        }
        translationPairs = pairs
        self.pairPlaces = pairPlaces
        samePlacesAs = changed != nil ? previous?.identity : nil
        if let previous, changed != nil {
            placeOfPage = previous.placeOfPage
        } else {
            var places = [String: Int](minimumCapacity: pages.count)
            for place in pages.indices { places[pages[place].displayPath] = place }
            placeOfPage = places
        }
        // The same pages under the same rules lead links to the same places.
        if let previous, changed != nil, previous.content.configuration == content.configuration {
            siteAbsoluteLinks = previous.siteAbsoluteLinks
        } else {
            siteAbsoluteLinks = SiteAbsoluteLinks(content: content)
        }
        scenarios = ScenarioLibrary(content.scenarios)
        textRuns = TextRunIndex(pages: pages, previous: previous?.textRuns, changed: changed)
        // Kept only while nothing else a page's results depend on changed: the configuration
        // (house styles, link rules) and the glossary (how sections align).
        let sameRules = previous.map { $0.content.configuration == content.configuration && $0.content.glossary == content.glossary } ?? false
        if let previous, sameRules {
            memo = previous.memo
        } else {
            memo = PageMemo(trustsPlaces: !makesFacts)
        }
        blockFacts = ShardedDictionary()
        stretches = ShardedDictionary()
        guard makesFacts else { return }
        if let previous, let changed {
            blockFacts = previous.blockFacts
            makeFacts(changed, previous: previous)
        } else {
            makeFacts(Array(pages.indices), previous: previous)
        }
        // Every pair check walks the stretches of every pair; aligning them once saves doing it
        // per check. A pair neither of whose pages changed keeps the stretches `previous` had,
        // unless the glossary (which aligns sections) changed.
        if let previous, changed != nil, sameRules {
            stretches = previous.stretches
            align(pairPlaces.indices.filter { changedSet.contains(pairPlaces[$0].source) || changedSet.contains(pairPlaces[$0].translation) },
                  previous: previous)
        } else {
            align(Array(pairPlaces.indices), previous: sameRules ? previous : nil)
        }
    }

    /// Works out the facts of the pages at these places of `allPages`: a page whose parse
    /// `previous` read keeps them.
    mutating func makeFacts(_ places: [Int], previous: CheckContext?) {
        let pages = allPages
        let source = content.sourceLanguage
        let facts = ParallelMap.map(places) { place -> BlockFacts? in
            guard let document = pages[place].page.document else { return nil }
            if let known = previous?.blockFacts[pages[place].displayPath], known.describes(document) { return known }
            let language = pages[place].language
            return BlockFacts(document: document, language: language, sharedAcrossPairs: language == source)
        }
        // By place: a `zip` of pages or pairs copies every page it passes.
        for (place, pageFacts) in zip(places, facts) { blockFacts[pages[place].displayPath] = pageFacts }
    }

    /// Aligns the pairs at these places of `translationPairs`, each with its pages' facts as
    /// this context has them; a pair whose two parses `previous` aligned keeps its stretches.
    mutating func align(_ pairIndices: [Int], previous: CheckContext?) {
        let pages = allPages
        let aligned = Self.align(pairIndices.map { pairPlaces[$0] }, of: pages, glossary: content.glossary, languages: content.languages,
                                 links: linkComparison, code: codeComparison, previous: previous)
        for (index, pairStretches) in zip(pairIndices, aligned) {
            let path = translationPairs[index].translation.displayPath
            guard var pairStretches else {
                stretches[path] = nil
                continue
            }
            let pairFacts = PairFacts(source: blockFacts[pages[pairPlaces[index].source].displayPath],
                                      translation: blockFacts[pages[pairPlaces[index].translation].displayPath])
            for stretch in pairStretches.stretches.indices { pairStretches.stretches[stretch].facts = pairFacts }
            stretches[path] = pairStretches
        }
    }

    public var sourceLanguage: Language { content.sourceLanguage }

    /// Each of `content.languages` with where its pages are in `content.allPages`, which lists
    /// them language by language in that order.
    static func languageSlices(of content: ContentSet) -> [(language: Language, range: Range<Int>)] {
        var start = 0
        return content.languages.map { language in
            let count = content.pages[language]?.count ?? 0
            defer { start += count }
            return (language, start ..< start + count)
        }
    }

    /// The facts of a page, when the context has them for this page's parse: a check that reads
    /// several blocks of a page finds them once.
    func facts(of page: LoadedPage) -> BlockFacts? {
        guard let facts = blockFacts[page.displayPath], facts.describes(page.page) else { return nil }
        return facts
    }

    /// The page documenting a symbol in a language, accepting the short selector form
    /// (`applicationDidBecomeActive` for `applicationDidBecomeActive(_:)`).
    public func pagePath(forSymbol symbol: String, in language: Language) -> String? {
        symbolLookups[language]?.path(forSymbol: symbol)
    }

    /// `pagePath(forSymbol:in:)` in one language's `symbolPages`, as it was first written: the
    /// reference `SymbolLookup` is held to.
    static func pagePath(forSymbol symbol: String, in index: [String: String]) -> String? {
        if let path = index[symbol] { return path }
        // On bytes: String.contains(String) goes through Foundation, and every code span on
        // every rendered page asks.
        if !symbol.utf8.contains(UInt8(ascii: "(")), let path = index[symbol + "(_:)"] { return path }
        return nil
    }
}
