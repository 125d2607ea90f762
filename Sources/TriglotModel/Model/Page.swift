import TriglotMarkup

/// One page in one language: a symbol page or an article, as the reader sees its structure.
public struct Page: Sendable, Equatable, Codable {
    public enum Kind: String, Sendable, Codable {
        case symbol, article
    }

    public struct Title: Sendable, Equatable, Codable {
        public var text: String
        public var range: SourceRange
    }

    /// The path relative to the language folder: the page's identity across languages.
    public var path: String
    public var language: Language
    public var kind: Kind
    public var title: Title?
    public var abstract: [Block]
    public var availability: [Availability]
    public var declaration: Declaration?
    public var parameters: [Parameter]
    public var returnValue: [Block]
    public var discussion: [Block]
    public var callouts: [Callout]
    public var seeAlso: [SeeAlsoGroup]
    /// Every heading below the title, in order.
    public var sections: [Section]
    public var lifecycleBlocks: [LifecycleBlock]
    public var orderedLists: [OrderedListClaim]
    /// Blocks between the title and the first section other than the abstract and availability.
    public var preamble: [Block]
    public var frontMatter: FrontMatter
    /// The Markdown tree the model points into; not part of the JSON.
    public var document: MarkupDocument?

    public init(path: String, language: Language, kind: Kind = .article) {
        self.path = path
        self.language = language
        self.kind = kind
        title = nil
        abstract = []
        availability = []
        declaration = nil
        parameters = []
        returnValue = []
        discussion = []
        callouts = []
        seeAlso = []
        sections = []
        lifecycleBlocks = []
        orderedLists = []
        preamble = []
        frontMatter = .empty
        document = nil
    }

    enum CodingKeys: String, CodingKey {
        case path, language, kind, title, abstract, availability, declaration, parameters
        case returnValue, discussion, callouts, seeAlso, sections, lifecycleBlocks, orderedLists, preamble, frontMatter
    }

    /// Sections by id; where two share one, the first wins (the heading-id check reports the rest).
    public func section(withID id: String) -> Section? {
        sections.first { $0.id == id }
    }

    /// The symbol a symbol page documents: the declaration's symbol, else the title.
    public var symbolName: String? {
        guard kind == .symbol else { return nil }
        return title?.text ?? declaration?.symbol
    }
}
