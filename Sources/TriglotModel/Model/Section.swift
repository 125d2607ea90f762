import TriglotMarkup

/// A heading and the blocks under it, up to the next heading of any level.
public struct Section: Sendable, Equatable, Codable {
    /// What the heading names, recognised through the per-language vocabulary.
    public enum Kind: String, Sendable, Codable {
        case declaration, parameters, returnValue, discussion, seeAlso, overview, topics
        case relationships, mentionedIn, relatedDocumentation, custom
    }

    public var kind: Kind
    public var level: Int
    /// The heading as shown, without any `{#id}`.
    public var title: String
    /// The explicit id (`{#cold-url}`) or, failing that, a slug of the title.
    public var id: String
    public var hasExplicitID: Bool
    /// The heading words for each language the heading was written in (bilingual headings have two).
    public var headingLanguages: [String]
    public var headingRange: SourceRange
    public var blocks: [Block]
    /// From the heading to the last block of the section.
    public var range: SourceRange
    /// The node of the heading in the page's Markdown tree.
    public var node: Int

    public init(
        kind: Kind, level: Int, title: String, id: String, hasExplicitID: Bool,
        headingLanguages: [String], headingRange: SourceRange, blocks: [Block], range: SourceRange, node: Int
    ) {
        self.kind = kind
        self.level = level
        self.title = title
        self.id = id
        self.hasExplicitID = hasExplicitID
        self.headingLanguages = headingLanguages
        self.headingRange = headingRange
        self.blocks = blocks
        self.range = range
        self.node = node
    }
}
