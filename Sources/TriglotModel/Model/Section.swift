import TriglotMarkup

/// A heading and the blocks under it, up to the next heading of any level.
///
/// Kept, like `Page`, in one shared immutable box: the checks and renderers copy sections
/// (alignments, stretches, loops over a page's sections), and a copy then retains the box
/// instead of the section's title, id, languages and blocks. Setting a field makes a new box;
/// the parser builds its sections as plain `Fields`.
public struct Section: Sendable, Equatable, Codable {
    /// What the heading names, recognised through the per-language vocabulary.
    /// What the heading names, by name: the built-in kinds below, or one a site's
    /// configuration adds (`props`, `events`), so a team's own sections are recognised too.
    public struct Kind: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
        public let rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        public init(from decoder: any Decoder) throws {
            rawValue = try decoder.singleValueContainer().decode(String.self)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(rawValue)
        }

        public var description: String { rawValue }

        public static let declaration = Kind(rawValue: "declaration")
        public static let parameters = Kind(rawValue: "parameters")
        public static let returnValue = Kind(rawValue: "returnValue")
        public static let discussion = Kind(rawValue: "discussion")
        public static let seeAlso = Kind(rawValue: "seeAlso")
        public static let overview = Kind(rawValue: "overview")
        public static let topics = Kind(rawValue: "topics")
        public static let relationships = Kind(rawValue: "relationships")
        public static let mentionedIn = Kind(rawValue: "mentionedIn")
        public static let relatedDocumentation = Kind(rawValue: "relatedDocumentation")
        public static let exceptions = Kind(rawValue: "exceptions")
        public static let examples = Kind(rawValue: "examples")
        public static let specifications = Kind(rawValue: "specifications")
        public static let compatibility = Kind(rawValue: "compatibility")
        public static let defaultValue = Kind(rawValue: "defaultValue")
        /// A heading outside the vocabulary.
        public static let custom = Kind(rawValue: "custom")
    }

    @usableFromInline var storage: SharedFields<Fields>

    init(fields: Fields) {
        storage = SharedFields(fields)
    }

    @usableFromInline mutating func update(_ change: (inout Fields) -> Void) {
        storage = storage.updated(change)
    }

    @inlinable public var kind: Kind {
        _read { yield storage.fields.kind }
        set { update { $0.kind = newValue } }
    }

    @inlinable public var level: Int {
        _read { yield storage.fields.level }
        set { update { $0.level = newValue } }
    }

    /// The heading as shown, without any `{#id}`.
    @inlinable public var title: String {
        _read { yield storage.fields.title }
        set { update { $0.title = newValue } }
    }

    /// The explicit id (`{#cold-url}`) or, failing that, a slug of the title.
    @inlinable public var id: String {
        _read { yield storage.fields.id }
        set { update { $0.id = newValue } }
    }

    @inlinable public var hasExplicitID: Bool {
        _read { yield storage.fields.hasExplicitID }
        set { update { $0.hasExplicitID = newValue } }
    }

    /// The heading words for each language the heading was written in (bilingual headings have two).
    @inlinable public var headingLanguages: [String] {
        _read { yield storage.fields.headingLanguages }
        set { update { $0.headingLanguages = newValue } }
    }

    @inlinable public var headingRange: SourceRange {
        _read { yield storage.fields.headingRange }
        set { update { $0.headingRange = newValue } }
    }

    @inlinable public var blocks: [Block] {
        _read { yield storage.fields.blocks }
        set { update { $0.blocks = newValue } }
    }

    /// From the heading to the last block of the section.
    @inlinable public var range: SourceRange {
        _read { yield storage.fields.range }
        set { update { $0.range = newValue } }
    }

    /// The node of the heading in the page's Markdown tree.
    @inlinable public var node: Int {
        _read { yield storage.fields.node }
        set { update { $0.node = newValue } }
    }

    public init(
        kind: Kind, level: Int, title: String, id: String, hasExplicitID: Bool,
        headingLanguages: [String], headingRange: SourceRange, blocks: [Block], range: SourceRange, node: Int
    ) {
        self.init(fields: Fields(
            kind: kind, level: level, title: title, id: id, hasExplicitID: hasExplicitID,
            headingLanguages: headingLanguages, headingRange: headingRange, blocks: blocks, range: range, node: node))
    }

    public init(from decoder: any Decoder) throws {
        self.init(fields: try Fields(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        try storage.fields.encode(to: encoder)
    }

    public static func == (lhs: Section, rhs: Section) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
    }
}
