import TriglotMarkup

/// An aside such as `> **Important**`: its kind, the words that named it, and its content.
public struct Callout: Sendable, Equatable, Codable {
    public enum Kind: String, Sendable, Codable, CaseIterable {
        case important, note, warning, tip, experiment, deprecated, danger
    }

    /// How the page wrote it, which says what of its content is the label.
    public enum Form: String, Sendable, Codable {
        /// `> **Note:**` or `> **Important**`: a bold label opens the quote.
        case labelled
        /// `{: .prompt-tip }` ends the quote.
        case kramdown
        /// `> [!NOTE]`, a GitHub alert: the marker line opens the quote.
        case alert
        /// `::: tip Title` … `:::`: the whole container; its title, if any, is the label.
        case container
        /// `> Note: text`, DocC's aside: the words before the colon are the label.
        case aside
    }

    public var kind: Kind
    public var form: Form = .labelled
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
