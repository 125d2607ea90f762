import Testing
@testable import TriglotMarkup

/// Rows keep their positions and row numbers in 32 bits: what goes in must come out, and the
/// tree of every real page must read as the 64-bit rows gave it (parents, siblings, subtrees and
/// ranges that agree with each other and with cmark's nesting).
@Suite("Compact tree rows")
struct RowStorageTests {
    @Test(arguments: [
        (SourceRange(line: 1, column: 1, endLine: 1, endColumn: 1), -1, 1, -1, 0),
        (SourceRange(line: 0, column: 0, endLine: 0, endColumn: 1), 0, 2, 5, 1),
        (SourceRange(line: 250_000, column: 9_999_999, endLine: 1_000_000, endColumn: 10_485_761), 123_456, 2_000_000, 1_999_999, 25_000),
    ])
    func storesWhatItIsGiven(range: SourceRange, parent: Int, subtreeEnd: Int, nextSibling: Int, depth: Int) {
        var row = MarkupDocument.Row(kind: .text("x"), range: range, parent: parent, subtreeEnd: subtreeEnd,
                                     nextSibling: nextSibling, depth: depth)
        #expect(row.range == range && row.startsOnLine == range.lowerBound.line)
        #expect(row.parent == parent && row.subtreeEnd == subtreeEnd && row.nextSibling == nextSibling && row.depth == depth)
        row.parent = parent + 1
        row.subtreeEnd = subtreeEnd + 1
        row.nextSibling = nextSibling + 1
        row.range = SourceRange(line: 7, column: 3, endLine: 8, endColumn: 2)
        #expect(row.parent == parent + 1 && row.subtreeEnd == subtreeEnd + 1 && row.nextSibling == nextSibling + 1)
        #expect(row.range == SourceRange(line: 7, column: 3, endLine: 8, endColumn: 2) && row.depth == depth)
        #expect(row.kind == .text("x"))
    }

    /// The tag kept beside each kind is the kind's own, and keeping it costs no memory.
    @Test func tagsAreTheKindsTags() {
        #expect(MemoryLayout<MarkupDocument.Row>.stride == 72)
        for page in ContentPages.all() {
            let document = MarkupDocument(parsing: page.bytes)
            for index in document.rows.indices {
                #expect(document.rows[index].tag == document.rows[index].kind.tag)
                #expect(MarkupNode(document: document, index: index).kindTag == document.rows[index].kind.tag)
            }
        }
    }

    @Test func realPagesReadAsATree() throws {
        let pages = ContentPages.all()
        #expect(!pages.isEmpty)
        for page in pages {
            let document = MarkupDocument(parsing: page.bytes)
            let rows = document.rows
            for index in rows.indices {
                let row = rows[index]
                #expect(row.range.lowerBound <= row.range.upperBound)
                #expect(row.range.lowerBound.line >= 1, "\(page.path) node \(index)")
                #expect(row.subtreeEnd > index && row.subtreeEnd <= rows.count)
                if index == 0 {
                    #expect(row.parent == -1 && row.depth == 0 && row.subtreeEnd == rows.count)
                    continue
                }
                let parent = rows[row.parent]
                #expect(row.parent < index && parent.subtreeEnd >= row.subtreeEnd && row.depth == parent.depth + 1)
                if row.nextSibling >= 0 {
                    #expect(row.nextSibling == row.subtreeEnd && rows[row.nextSibling].parent == row.parent)
                }
            }
        }
    }
}
