/// A container's closing fence right under raw HTML (`</details>`, then `:::` on the next line)
/// is to cmark a line of the HTML block, which runs to the next blank line, so the container
/// never closed and took the rest of the page. markdown-it-container finds the closing fence
/// before it reads what is inside, and closes the container there. These rows split such a
/// block at the fence: the HTML before it, the break that stands for it, the HTML after.
enum HTMLBlockFences {
    static func split(_ rows: [MarkupDocument.Row], closes: Set<Int>, body: SourceText) -> [MarkupDocument.Row] {
        guard !closes.isEmpty else { return rows }
        var fencesByRow: [Int: [Int]] = [:]
        for index in rows.indices where rows[index].tag == .htmlBlock {
            let fences = fenceLines(in: rows[index], closes: closes)
            if !fences.isEmpty { fencesByRow[index] = fences }
        }
        guard !fencesByRow.isEmpty else { return rows }
        var writer = RowWriter(capacity: rows.count + 8)
        var open: [Int] = []
        for index in rows.indices {
            while let end = open.last, end <= index {
                open.removeLast()
                writer.exit()
            }
            let row = rows[index]
            if let fences = fencesByRow[index], case .htmlBlock(let html) = row.kind {
                writePieces(of: html, range: row.range, splitAt: fences, body: body, into: &writer)
                continue
            }
            writer.enter(row.kind, range: row.range)
            if row.subtreeEnd == index + 1 { writer.exit() } else { open.append(row.subtreeEnd) }
        }
        return writer.finish()
    }

    /// The closing-fence lines inside an HTML block row, where its text has the `***` that
    /// `DialectSource` wrote for the fence.
    private static func fenceLines(in row: MarkupDocument.Row, closes: Set<Int>) -> [Int] {
        guard case .htmlBlock(let html) = row.kind else { return [] }
        let first = row.range.lowerBound.line
        let lines = html.split(separator: "\n", omittingEmptySubsequences: false)
        return (first + 1...max(first + 1, row.range.upperBound.line)).filter { line in
            closes.contains(line) && line - first < lines.count && lines[line - first].trimmingCharacters(in: [" ", "\t", "\r"]) == "***"
        }
    }

    private static func writePieces(of html: String, range: SourceRange, splitAt fences: [Int], body: SourceText, into writer: inout RowWriter) {
        let first = range.lowerBound.line
        let lines = html.split(separator: "\n", omittingEmptySubsequences: false)
        var start = first
        func writeHTML(through last: Int) {
            guard last >= start else { return }
            let text = lines[(start - first)...(last - first)].joined(separator: "\n") + "\n"
            let lower = start == first ? range.lowerBound : SourceLocation(line: start, column: 1)
            let upper = last == range.upperBound.line ? range.upperBound : SourceLocation(line: last, column: body.lineBytes(last).count + 1)
            writer.leaf(.htmlBlock(text), range: SourceRange(lower, upper))
        }
        for fence in fences {
            writeHTML(through: fence - 1)
            let indent = body.lineBytes(fence).prefix { $0 == 0x20 || $0 == 0x09 }.count
            writer.leaf(.thematicBreak, range: SourceRange(SourceLocation(line: fence, column: indent + 1), SourceLocation(line: fence, column: indent + 4)))
            start = fence + 1
        }
        // The literal ends with the newline after its last line: no line is left after it.
        let lastLine = min(range.upperBound.line, first + lines.count - 1)
        if lines.last == "" { writeHTML(through: min(lastLine, first + lines.count - 2)) } else { writeHTML(through: lastLine) }
    }
}
