/// A parsed Markdown document: an immutable tree stored flat, in document order.
///
/// The tree is a pair of arrays rather than nested values so that neither building it nor
/// freeing it ever recurses: a 25,000-deep blockquote is just 25,000 rows.
public struct MarkupDocument: Sendable, Equatable {
    /// One row per node, in pre-order (a node comes before its descendants).
    ///
    /// Positions and row numbers are kept as 32-bit numbers, read and written as `Int`: every
    /// node of every loaded page has a row, and at 64 bits a row took 104 bytes where 72 do, more
    /// memory than the page's own bytes. cmark counts lines and columns in C `int`s and refuses
    /// buffers past 1 GiB, so none of them is near 2³¹.
    struct Row: Sendable, Equatable {
        let kind: MarkupKind
        /// `kind.tag`, kept beside it: the checks ask what a node is far more often than they
        /// read its values, and the byte fits in the row's padding (the row stays 72 bytes).
        let tag: MarkupKind.Tag
        private var startLine: Int32
        private var startColumn: Int32
        private var endLine: Int32
        private var endColumn: Int32
        private var parentRow: Int32
        private var subtreeEndRow: Int32
        private var nextSiblingRow: Int32
        private var depthValue: Int32

        init(kind: MarkupKind, range: SourceRange, parent: Int, subtreeEnd: Int, nextSibling: Int, depth: Int) {
            self.kind = kind
            tag = kind.tag
            startLine = Int32(range.lowerBound.line)
            startColumn = Int32(range.lowerBound.column)
            endLine = Int32(range.upperBound.line)
            endColumn = Int32(range.upperBound.column)
            parentRow = Int32(parent)
            subtreeEndRow = Int32(subtreeEnd)
            nextSiblingRow = Int32(nextSibling)
            depthValue = Int32(depth)
        }

        var range: SourceRange {
            get {
                // Made field by field: `SourceRange.init` would compare the bounds again.
                var range = SourceRange(line: 1)
                range.lowerBound = SourceLocation(line: Int(startLine), column: Int(startColumn))
                range.upperBound = SourceLocation(line: Int(endLine), column: Int(endColumn))
                return range
            }
            set {
                startLine = Int32(newValue.lowerBound.line)
                startColumn = Int32(newValue.lowerBound.column)
                endLine = Int32(newValue.upperBound.line)
                endColumn = Int32(newValue.upperBound.column)
            }
        }

        /// The line the node starts on, without making its range.
        var startsOnLine: Int { Int(startLine) }

        var parent: Int {
            get { Int(parentRow) }
            set { parentRow = Int32(newValue) }
        }

        /// One past the last descendant: the subtree of row `i` is `i ..< subtreeEnd`.
        var subtreeEnd: Int {
            get { Int(subtreeEndRow) }
            set { subtreeEndRow = Int32(newValue) }
        }

        var nextSibling: Int {
            get { Int(nextSiblingRow) }
            set { nextSiblingRow = Int32(newValue) }
        }

        var depth: Int { Int(depthValue) }
    }

    /// Rows and source live in one shared object: every `MarkupNode` carries its document, and
    /// copying a node then costs one reference count instead of one per array. The object's
    /// identity also tells copies of one parse apart from other parses without comparing rows.
    private let storage: Storage

    private final class Storage: Sendable {
        let rows: [Row]
        let source: SourceText

        init(rows: [Row], source: SourceText) {
            self.rows = rows
            self.source = source
        }
    }

    var rows: [Row] { storage.rows }
    public var source: SourceText { storage.source }

    init(rows: [Row], source: SourceText) {
        storage = Storage(rows: rows, source: source)
    }

    public static func == (lhs: MarkupDocument, rhs: MarkupDocument) -> Bool {
        lhs.storage === rhs.storage || (lhs.rows == rhs.rows && lhs.source == rhs.source)
    }

    /// Whether two values are copies of the same parse (cheap, unlike `==`).
    public func isSameParse(as other: MarkupDocument) -> Bool {
        storage === other.storage
    }

    /// Parses CommonMark from bytes (UTF-8; a BOM and CRLF or CR line endings are accepted).
    public init(parsing bytes: [UInt8]) {
        let source = SourceText(bytes: bytes)
        self.init(rows: CmarkTreeBuilder.rows(for: bytes, source: source), source: source)
    }

    /// Parses `bytes` but reports positions and excerpts against `source`: for a body whose
    /// front matter was blanked out, `source` is the file as written.
    public init(parsing bytes: [UInt8], source: SourceText) {
        self.init(rows: CmarkTreeBuilder.rows(for: bytes, source: source), source: source)
    }

    /// `init(parsing:source:)` for bytes the caller has checked are well-formed UTF-8 without
    /// NUL, as the page reader's encoding scan does for every page: cmark then skips the same
    /// check, which for such bytes changes nothing.
    package init(parsing bytes: [UInt8], source: SourceText, checkedUTF8: Bool) {
        self.init(rows: CmarkTreeBuilder.rows(for: bytes, source: source, checkedUTF8: checkedUTF8), source: source)
    }

    /// Parses with the extensions of `dialect` (tables, containers, macros) around cmark.
    public init(parsing bytes: [UInt8], source: SourceText, checkedUTF8: Bool = false, dialect: MarkupDialect) {
        guard !dialect.isCommonMark else {
            self.init(rows: CmarkTreeBuilder.rows(for: bytes, source: source, checkedUTF8: checkedUTF8), source: source)
            return
        }
        let prepared = DialectSource(bytes, dialect: dialect)
        let rows = CmarkTreeBuilder.rows(for: prepared.bytes, source: source, checkedUTF8: checkedUTF8)
        let body = prepared.changedNothing ? source : SourceText(bytes: prepared.bytes)
        self.init(rows: DialectTree.rewrite(rows, body: body, prepared: prepared, tables: dialect.tables), source: source)
    }

    public init(parsing text: String) {
        self.init(parsing: Array(text.utf8))
    }

    public var root: MarkupNode { MarkupNode(document: self, index: 0) }

    public var nodeCount: Int { rows.count }

    /// Every node in document order.
    public var allNodes: [MarkupNode] { rows.indices.map { MarkupNode(document: self, index: $0) } }

    /// The greatest nesting depth of any node; the document is depth 0.
    public var maximumDepth: Int { rows.reduce(0) { max($0, $1.depth) } }
}
