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

    /// `kind.tag`, read in place: for the many tests that need only what a node is.
    public var kindTag: MarkupKind.Tag {
        document.rows.span[index].tag
    }
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
        let end = rows[index].subtreeEnd
        // Walk the siblings twice, counting first: the array is then allocated once, at its
        // size, instead of regrowing at the first, second, fourth … child.
        var count = 0
        var child = index + 1
        while child < end {
            count += 1
            child = rows[child].nextSibling
            if child < 0 { break }
        }
        var result: [MarkupNode] = []
        result.reserveCapacity(count)
        child = index + 1
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
        // The rows once, read in place: copying a row out costs a reference count per string in it.
        let rows = document.rows.span
        let range = index..<rows[index].subtreeEnd
        // Every block of every page is read here. Measure first: a block of one text run
        // (most headings and short paragraphs) shares that run's storage instead of copying
        // it, and any other is made at its final size once, instead of growing run by run.
        var pieces = 0
        var byteCount = 0
        var onlyPiece = ""
        for position in range {
            guard let piece = rows[position].kind.plainTextPiece else { continue }
            pieces += 1
            byteCount += piece.utf8.count
            onlyPiece = piece
        }
        if pieces <= 1 { return onlyPiece }
        // Appending keeps the runs' bytes as they are; building the String from bytes would
        // check them all again as UTF-8, which costs more than the appends.
        var result = ""
        result.reserveCapacity(byteCount)
        for position in range {
            if let piece = rows[position].kind.plainTextPiece { result += piece }
        }
        return result
    }

    /// The source text the node was parsed from.
    public var sourceText: String { document.source.text(in: range) }
}
