/// A node of a `MarkupDocument`: a cheap handle (the document is shared, not copied).
public struct MarkupNode: Sendable, Equatable {
    public let document: MarkupDocument
    public let index: Int

    public init(document: MarkupDocument, index: Int) {
        self.document = document
        self.index = index
    }

    public static func == (lhs: MarkupNode, rhs: MarkupNode) -> Bool {
        lhs.index == rhs.index && (lhs.document.isSameParse(as: rhs.document) || lhs.document == rhs.document)
    }

    private var row: MarkupDocument.Row { document.rows[index] }

    public var kind: MarkupKind { row.kind }
    public var range: SourceRange { row.range }
    public var depth: Int { row.depth }

    /// One past the index of the node's last descendant: the subtree is `index ..< subtreeEnd`
    /// in `document`, so a walk over it needs no array of nodes.
    public var subtreeEnd: Int { document.rows[index].subtreeEnd }

    public var parent: MarkupNode? {
        row.parent < 0 ? nil : MarkupNode(document: document, index: row.parent)
    }

    public var children: [MarkupNode] {
        let rows = document.rows
        var result: [MarkupNode] = []
        var child = index + 1
        let end = rows[index].subtreeEnd
        while child < end {
            result.append(MarkupNode(document: document, index: child))
            child = rows[child].nextSibling
            if child < 0 { break }
        }
        return result
    }

    public var firstChild: MarkupNode? {
        index + 1 < row.subtreeEnd ? MarkupNode(document: document, index: index + 1) : nil
    }

    public var nextSibling: MarkupNode? {
        row.nextSibling < 0 ? nil : MarkupNode(document: document, index: row.nextSibling)
    }

    /// The node and all its descendants, in document order.
    public var subtree: [MarkupNode] {
        (index..<row.subtreeEnd).map { MarkupNode(document: document, index: $0) }
    }

    public var descendants: ArraySlice<MarkupNode> { subtree.dropFirst() }

    /// The text a reader sees: text, code and break nodes of the subtree, joined.
    /// Soft breaks become a space (or nothing between two CJK characters, as browsers join them).
    public var plainText: String {
        // The rows once: reading them through the document costs a reference count per node.
        let rows = document.rows
        var result = ""
        for position in index..<rows[index].subtreeEnd {
            switch rows[position].kind {
            case .text(let text), .code(let text):
                result += text
            case .softBreak, .lineBreak:
                result += " "
            case .codeBlock(_, let code):
                result += code
            default:
                break
            }
        }
        return result
    }

    /// The source text the node was parsed from.
    public var sourceText: String { document.source.text(in: range) }
}
