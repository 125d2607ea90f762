/// Builds a flat tree's rows from enter/exit events, as the cmark walk does: parents, sibling
/// links, subtree ends and depths follow from the order of the calls. The dialect rewrite uses it
/// to wrap, split and replace nodes without ever recursing.
struct RowWriter {
    private(set) var rows: [MarkupDocument.Row] = []
    /// Rows of the nodes entered and not yet exited.
    private var open: [Int] = []
    /// For each open node, its most recent child row (or -1).
    private var lastChild: [Int] = []

    init(capacity: Int = 0) {
        rows.reserveCapacity(capacity)
    }

    var depth: Int { open.count }

    /// Opens a node; its children follow until `exit()`.
    mutating func enter(_ kind: MarkupKind, range: SourceRange) {
        let position = rows.count
        rows.append(MarkupDocument.Row(kind: kind, range: range, parent: open.last ?? -1,
                                       subtreeEnd: position + 1, nextSibling: -1, depth: open.count))
        if let previous = lastChild.last, previous >= 0 { rows[previous].nextSibling = position }
        if !lastChild.isEmpty { lastChild[lastChild.count - 1] = position }
        open.append(position)
        lastChild.append(-1)
    }

    /// Closes the innermost open node. A node made here (a container, a table) reaches as far
    /// as its last child does.
    mutating func exit() {
        guard let row = open.popLast() else { return }
        lastChild.removeLast()
        rows[row].subtreeEnd = rows.count
        if let last = rows.indices.last, last > row, rows[last].range.upperBound > rows[row].range.upperBound {
            var range = rows[row].range
            range.upperBound = rows[last].range.upperBound
            rows[row].range = range
        }
    }

    /// A node without children.
    mutating func leaf(_ kind: MarkupKind, range: SourceRange) {
        enter(kind, range: range)
        exit()
    }

    /// The rows, every node closed.
    mutating func finish() -> [MarkupDocument.Row] {
        while !open.isEmpty { exit() }
        return rows
    }
}
