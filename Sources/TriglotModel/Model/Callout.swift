import TriglotMarkup

/// An aside such as `> **Important**`: its kind, the words that named it, and its content.
public struct Callout: Sendable, Equatable, Codable {
    public enum Kind: String, Sendable, Codable, CaseIterable {
        case important, note, warning, tip, experiment, deprecated
    }

    public var kind: Kind
    /// The kind words as written (two for a bilingual `**Important** **重要**`).
    public var labels: [String]
    /// The id of the section the callout sits in.
    public var sectionID: String?
    public var blocks: [Block]
    public var range: SourceRange
    /// The node of the callout's block quote in the page's Markdown tree.
    public var node: Int

    public init(kind: Kind, labels: [String], sectionID: String?, blocks: [Block], range: SourceRange, node: Int) {
        self.kind = kind
        self.labels = labels
        self.sectionID = sectionID
        self.blocks = blocks
        self.range = range
        self.node = node
    }
}
