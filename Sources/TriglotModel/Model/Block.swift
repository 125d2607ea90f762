import TriglotMarkup

/// A block of prose (paragraph, list, code block, quote …) in a page's model.
///
/// The block points into the page's Markdown tree instead of copying it, so the model stays
/// flat (no recursive values to build or free) and the renderer works from the same nodes.
public struct Block: Sendable, Equatable, Codable {
    public enum Kind: String, Sendable, Codable {
        case paragraph, list, orderedList, codeBlock, blockQuote, heading, thematicBreak, html, table, container, other
    }

    public var kind: Kind
    /// Whether `text` is its node's `plainText`, as for nearly every block: a page kept without
    /// those texts (`Page.withoutNodeTexts`) can take them again from its tree. Not in the JSON.
    public var textIsNodeText: Bool
    /// The text a reader sees, for search, checks and the JSON model.
    public var text: String
    public var range: SourceRange
    /// The index of the block's node in the page's Markdown tree.
    public var node: Int

    /// A block whose text is made from its node's (`textIsNodeText` is false).
    public init(kind: Kind, text: String, range: SourceRange, node: Int) {
        self.kind = kind
        self.textIsNodeText = false
        self.text = text
        self.range = range
        self.node = node
    }

    /// Blocks are equal when they hold the same: where the text came from is not part of it,
    /// and a block read back from JSON (which leaves that out) equals the one written.
    public static func == (lhs: Block, rhs: Block) -> Bool {
        lhs.kind == rhs.kind && lhs.text == rhs.text && lhs.range == rhs.range && lhs.node == rhs.node
    }

    private enum CodingKeys: String, CodingKey {
        case kind, text, range, node
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(kind: try container.decode(Kind.self, forKey: .kind), text: try container.decode(String.self, forKey: .text),
                  range: try container.decode(SourceRange.self, forKey: .range), node: try container.decode(Int.self, forKey: .node))
    }

    public init(_ markup: MarkupNode) {
        let kind: Kind
        switch markup.kind {
        case .paragraph: kind = .paragraph
        case .list(let ordered, _, _): kind = ordered ? .orderedList : .list
        case .codeBlock: kind = .codeBlock
        case .blockQuote: kind = .blockQuote
        case .heading: kind = .heading
        case .thematicBreak: kind = .thematicBreak
        case .htmlBlock: kind = .html
        case .table: kind = .table
        case .container: kind = .container
        default: kind = .other
        }
        self.init(kind: kind, text: markup.plainText, range: markup.range, node: markup.index)
        textIsNodeText = true
    }
}
