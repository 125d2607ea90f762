import TriglotMarkup
import TriglotModel

/// What every check sees: the content and indexes built once (symbols by name, pages by path),
/// so no check does quadratic work.
public struct CheckContext: Sendable {
    public struct TranslationPair: Sendable {
        public var source: LoadedPage
        public var translation: LoadedPage
    }

    public let content: ContentSet
    /// `content.allPages`, worked out once: every check over the whole content walks it.
    public let allPages: [LoadedPage]
    /// For each language, the path of the page documenting each symbol (`makeKeyAndVisible()` → path).
    public let symbolPages: [Language: [String: String]]
    /// Every translation with its English page, in a stable order.
    public let translationPairs: [TranslationPair]
    /// The lifecycle scenarios of the content, decoded and run once.
    public let scenarios: ScenarioLibrary
    /// Each page's prose and inventory by top-level block, by display path.
    private let blockFacts: [String: BlockFacts]
    /// Each translation pair's aligned stretches, by the translation's display path.
    private let stretches: [String: PairStretches]

    /// The stretches of one pair, with the parses they were made from.
    private struct PairStretches: Sendable {
        var source: MarkupDocument
        var translation: MarkupDocument
        var stretches: [AlignedStretch]
    }

    public init(content: ContentSet) {
        self.init(content: content, reusingFactsFrom: nil)
    }

    /// A context for content that changed a little since `previous` was made: the facts of every
    /// page whose parse is the same are taken over instead of worked out again.
    public init(content: ContentSet, reusingFactsFrom previous: CheckContext?) {
        self.content = content
        let pages = content.allPages
        allPages = pages
        var symbols: [Language: [String: String]] = [:]
        for page in pages where page.page.kind == .symbol {
            for name in SymbolIndex.names(for: page.page) {
                if symbols[page.language]?[name] == nil { symbols[page.language, default: [:]][name] = page.path }
            }
        }
        symbolPages = symbols
        var pairs: [TranslationPair] = []
        let source = content.sourceLanguage
        for language in content.languages where language != source {
            for path in (content.pages[language] ?? [:]).keys.sorted() {
                guard let translation = content.page(path, in: language), let original = content.page(path, in: source) else { continue }
                pairs.append(TranslationPair(source: original, translation: translation))
            }
        }
        translationPairs = pairs
        // Every pair check walks the stretches of every pair; aligning them once saves doing it
        // per check. A pair neither of whose pages changed keeps the stretches `previous` had.
        let aligned = ParallelMap.map(pairs) { pair -> PairStretches? in
            guard let source = pair.source.page.document, let translation = pair.translation.page.document else { return nil }
            if let known = previous?.stretches[pair.translation.displayPath], known.source.isSameParse(as: source),
               known.translation.isSameParse(as: translation) {
                return known
            }
            return PairStretches(source: source, translation: translation, stretches: AlignedStretch.all(pair.source, pair.translation))
        }
        scenarios = ScenarioLibrary(content.scenarios)
        let facts = ParallelMap.map(pages) { page -> BlockFacts? in
            if let known = previous?.blockFacts[page.displayPath], known.describes(page.page) { return known }
            return BlockFacts(page: page.page, sharedAcrossPairs: page.language == source)
        }
        var byPath: [String: BlockFacts] = [:]
        for (page, pageFacts) in zip(pages, facts) { byPath[page.displayPath] = pageFacts }
        blockFacts = byPath
        var stretchesByPath: [String: PairStretches] = [:]
        for (pair, pairStretches) in zip(pairs, aligned) {
            guard var pairStretches else { continue }
            let pairFacts = PairFacts(source: byPath[pair.source.displayPath], translation: byPath[pair.translation.displayPath])
            for index in pairStretches.stretches.indices { pairStretches.stretches[index].facts = pairFacts }
            stretchesByPath[pair.translation.displayPath] = pairStretches
        }
        stretches = stretchesByPath
    }

    public var sourceLanguage: Language { content.sourceLanguage }

    /// `AlignedStretch.all(source, translation)`, aligned once when this context was made.
    public func alignedStretches(_ source: LoadedPage, _ translation: LoadedPage) -> [AlignedStretch] {
        if let known = stretches[translation.displayPath], let sourceDocument = source.page.document,
           let translationDocument = translation.page.document, known.source.isSameParse(as: sourceDocument),
           known.translation.isSameParse(as: translationDocument) {
            return known.stretches
        }
        return AlignedStretch.all(source, translation)
    }

    /// The prose paragraphs of some top-level blocks of a page (`ProseParagraph.all(in:of:)`).
    public func prose(in blocks: [Block], of page: LoadedPage) -> [ProseParagraph] {
        guard let facts = facts(of: page) else { return ProseParagraph.all(in: blocks, of: page.page) }
        return facts.prose(in: blocks, of: page.page)
    }

    /// Every prose paragraph of a page outside its availability block (`ProseParagraph.all(of:)`).
    public func prose(of page: LoadedPage) -> [ProseParagraph] {
        prose(in: page.page.abstract + page.page.preamble + page.page.sections.flatMap(\.blocks), of: page)
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
    func items(_ kind: SectionInventory.ItemKind, of blocks: [Block], in page: LoadedPage) -> [SectionInventory.Item] {
        guard let facts = facts(of: page) else { return SectionInventory(blocks: blocks, in: page.page).items(kind) }
        return facts.items(kind, of: blocks, in: page.page)
    }

    /// One kind of item of a whole page, in document order; nil when the context has no facts
    /// for this page's parse, or for paragraphs (the caller then walks the page itself).
    func items(_ kind: SectionInventory.ItemKind, ofWholePage page: LoadedPage) -> [SectionInventory.Item]? {
        facts(of: page)?.items(kind)
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
        symbolPages[language].flatMap { Self.pagePath(forSymbol: symbol, in: $0) }
    }

    /// `pagePath(forSymbol:in:)` in one language's `symbolPages`, which a check asking for every
    /// code span of a page looks up once rather than once a span.
    static func pagePath(forSymbol symbol: String, in index: [String: String]) -> String? {
        if let path = index[symbol] { return path }
        // On bytes: String.contains(String) goes through Foundation, and every code span on
        // every rendered page asks.
        if !symbol.utf8.contains(UInt8(ascii: "(")), let path = index[symbol + "(_:)"] { return path }
        return nil
    }
}

/// The names a symbol page can be referred to by: its title, its declaration's symbol and,
/// for members written qualified (`UIApplication.LaunchOptionsKey`), the last component.
enum SymbolIndex {
    static func names(for page: Page) -> [String] {
        var names: [String] = []
        if let title = page.title?.text { names.append(title) }
        if let symbol = page.declaration?.symbol, !symbol.isEmpty { names.append(symbol) }
        // Bytes, not `contains(_: StringProtocol)`, which goes through Foundation's substring search.
        for name in names where name.utf8.contains(UInt8(ascii: ".")) && !name.utf8.contains(UInt8(ascii: "(")) {
            if let last = name.split(separator: ".").last { names.append(String(last)) }
        }
        return names
    }
}
