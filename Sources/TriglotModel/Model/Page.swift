import TriglotMarkup

/// One page in one language: a symbol page or an article, as the reader sees its structure.
///
/// A value like any other, but its fields live in one shared, immutable box: a page holds some
/// twenty strings and arrays, and a copy of it (the checks and renderers make several per page)
/// would retain and later release every one of them; a copy now retains the box alone. Fields
/// are read in place from the box, and setting one makes a new box, so the parser builds its
/// page as plain `Fields` and boxes it once.
public struct Page: Sendable, Equatable, Codable {
    public enum Kind: String, Sendable, Codable {
        case symbol, article
    }

    public struct Title: Sendable, Equatable, Codable {
        public var text: String
        public var range: SourceRange
        /// The id of the `# ` heading, made as the page's other headings' are (generators give
        /// the page title one too, and pages link to it); nil for a title from front matter.
        /// A section with the same id keeps it.
        public var id: String?

        public init(text: String, range: SourceRange, id: String? = nil) {
            self.text = text
            self.range = range
            self.id = id
        }
    }

    @usableFromInline var storage: SharedFields<Fields>

    init(fields: Fields) {
        storage = SharedFields(fields)
    }

    @usableFromInline mutating func update(_ change: (inout Fields) -> Void) {
        storage = storage.updated(change)
    }

    /// The path relative to the language folder: the page's identity across languages.
    @inlinable public var path: String {
        _read { yield storage.fields.path }
        set { update { $0.path = newValue } }
    }

    @inlinable public var language: Language {
        _read { yield storage.fields.language }
        set { update { $0.language = newValue } }
    }

    @inlinable public var kind: Kind {
        _read { yield storage.fields.kind }
        set { update { $0.kind = newValue } }
    }

    @inlinable public var title: Title? {
        _read { yield storage.fields.title }
        set { update { $0.title = newValue } }
    }

    @inlinable public var abstract: [Block] {
        _read { yield storage.fields.abstract }
        set { update { $0.abstract = newValue } }
    }

    @inlinable public var availability: [Availability] {
        _read { yield storage.fields.availability }
        set { update { $0.availability = newValue } }
    }

    @inlinable public var declaration: Declaration? {
        _read { yield storage.fields.declaration }
        set { update { $0.declaration = newValue } }
    }

    @inlinable public var parameters: [Parameter] {
        _read { yield storage.fields.parameters }
        set { update { $0.parameters = newValue } }
    }

    @inlinable public var returnValue: [Block] {
        _read { yield storage.fields.returnValue }
        set { update { $0.returnValue = newValue } }
    }

    @inlinable public var discussion: [Block] {
        _read { yield storage.fields.discussion }
        set { update { $0.discussion = newValue } }
    }

    @inlinable public var callouts: [Callout] {
        _read { yield storage.fields.callouts }
        set { update { $0.callouts = newValue } }
    }

    @inlinable public var seeAlso: [SeeAlsoGroup] {
        _read { yield storage.fields.seeAlso }
        set { update { $0.seeAlso = newValue } }
    }

    /// Every heading below the title, in order.
    @inlinable public var sections: [Section] {
        _read { yield storage.fields.sections }
        set { update { $0.sections = newValue } }
    }

    @inlinable public var lifecycleBlocks: [LifecycleBlock] {
        _read { yield storage.fields.lifecycleBlocks }
        set { update { $0.lifecycleBlocks = newValue } }
    }

    @inlinable public var orderedLists: [OrderedListClaim] {
        _read { yield storage.fields.orderedLists }
        set { update { $0.orderedLists = newValue } }
    }

    /// The API entries of a page that documents several (each with its fields); empty for none.
    public var entries: [Entry] {
        get { storage.fields.entries ?? [] }
        set { update { $0.entries = newValue.isEmpty ? nil : newValue } }
    }

    /// Blocks between the title and the first section other than the abstract and availability.
    @inlinable public var preamble: [Block] {
        _read { yield storage.fields.preamble }
        set { update { $0.preamble = newValue } }
    }

    @inlinable public var frontMatter: FrontMatter {
        _read { yield storage.fields.frontMatter }
        set { update { $0.frontMatter = newValue } }
    }

    /// The Markdown tree the model points into; not part of the JSON.
    @inlinable public var document: MarkupDocument? {
        _read { yield storage.fields.document }
        set { update { $0.document = newValue } }
    }

    public init(path: String, language: Language, kind: Kind = .article) {
        self.init(fields: Fields(path: path, language: language, kind: kind))
    }

    public init(from decoder: any Decoder) throws {
        self.init(fields: try Fields(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        try storage.fields.encode(to: encoder)
    }

    public static func == (lhs: Page, rhs: Page) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
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
