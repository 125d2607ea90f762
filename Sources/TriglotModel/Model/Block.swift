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
    /// The text a reader sees, for search, checks and the JSON model.
    public var text: String
    public var range: SourceRange
    /// The index of the block's node in the page's Markdown tree.
    public var node: Int

    public init(kind: Kind, text: String, range: SourceRange, node: Int) {
        self.kind = kind
        self.text = text
        self.range = range
        self.node = node
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
    }
}
