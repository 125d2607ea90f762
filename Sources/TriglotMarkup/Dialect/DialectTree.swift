/// The pass over cmark's rows after it has read a page prepared by `DialectSource`: the
/// thematic breaks that stand for container fences become container nodes around the blocks
/// between them, paragraphs that are pipe tables become tables, and the code spans that stand
/// for macros become macro atoms. One walk, no recursion, whatever the depth.
struct DialectTree {
    let rows: [MarkupDocument.Row]
    /// The bytes cmark read, for the lines of table candidates.
    let body: SourceText
    let prepared: DialectSource
    let tables: Bool

    /// The rows unchanged when the page holds nothing of the dialect.
    static func rewrite(_ rows: [MarkupDocument.Row], body: SourceText, prepared: DialectSource, tables: Bool) -> [MarkupDocument.Row] {
        let rows = HTMLBlockFences.split(rows, closes: prepared.closes, body: body)
        let tree = DialectTree(rows: rows, body: body, prepared: prepared, tables: tables)
        let tableRows = tables ? tree.tableParagraphs() : [:]
        if prepared.changedNothing, tableRows.isEmpty { return rows }
        return tree.written(tables: tableRows)
    }

    /// For each container opening (a thematic break on an opening line), the last row its
    /// content reaches: the sibling whose subtree holds the matching closing fence, or its
    /// parent's last child when the fence is never closed.
    private func containerEnds() -> (ends: [Int: Int], closings: Set<Int>) {
        var ends: [Int: Int] = [:]
        var closings: Set<Int> = []
        var open: [Int] = []
        // Each parent's last child, worked out once: thousands of unclosed fences share one parent.
        var lastChildren: [Int: Int] = [:]
        func lastChild(of parent: Int) -> Int {
            if let known = lastChildren[parent] { return known }
            var child = parent + 1, last = parent
            while child >= 0, child < rows[parent].subtreeEnd { last = child; child = rows[child].nextSibling }
            lastChildren[parent] = last
            return last
        }
        for index in rows.indices where rows[index].tag == .thematicBreak {
            let line = rows[index].startsOnLine
            if prepared.opens[line] != nil {
                open.append(index)
            } else if prepared.closes.contains(line) {
                closings.insert(index)
                while let opening = open.popLast() {
                    let parent = rows[opening].parent
                    // The child of the opening's parent that holds this closing fence, if any.
                    var holder = index
                    while holder >= 0, rows[holder].parent != parent { holder = rows[holder].parent }
                    if holder >= 0 {
                        ends[opening] = holder
                        break
                    }
                    ends[opening] = lastChild(of: parent)
                }
            }
        }
        for opening in open { ends[opening] = lastChild(of: rows[opening].parent) }
        return (ends, closings)
    }

    /// Paragraph rows that read as pipe tables, with their lines.
    private func tableParagraphs() -> [Int: [String]] {
        var result: [Int: [String]] = [:]
        for index in rows.indices where rows[index].tag == .paragraph {
            let range = rows[index].range
            let first = range.lowerBound.line, last = range.upperBound.line
            guard last > first, first >= 1, last <= body.lineCount else { continue }
            let lines = (first...last).map { lineText($0, quoted: isQuoted(index)) }
            guard lines[0].contains("|"), let alignments = PipeTable.alignments(lines[1]),
                  PipeTable.cells(lines[0]).count == alignments.count else { continue }
            result[index] = lines
        }
        return result
    }

    private func isQuoted(_ row: Int) -> Bool {
        var parent = rows[row].parent
        while parent >= 0 {
            if rows[parent].tag == .blockQuote { return true }
            parent = rows[parent].parent
        }
        return false
    }

    /// A line of the body without its indentation (and quote markers inside a block quote).
    private func lineText(_ number: Int, quoted: Bool) -> String {
        var text = Substring(String(decoding: body.lineBytes(number), as: UTF8.self))
        while let first = text.first, first == " " || first == "\t" || (quoted && first == ">") { text = text.dropFirst() }
        return String(text)
    }

    private func written(tables tableRows: [Int: [String]]) -> [MarkupDocument.Row] {
        let (ends, closings) = containerEnds()
        // Container openings waiting for the row they end after, innermost last.
        var containersEndingAfter: [Int: Int] = [:]
        for (opening, end) in ends where end != opening { containersEndingAfter[end, default: 0] += 1 }
        var writer = RowWriter(capacity: rows.count + 8)
        var open: [(end: Int, row: Int)] = []
        func finished(_ row: Int) {
            for _ in 0..<(containersEndingAfter[row] ?? 0) { writer.exit() }
        }
        var index = 0
        while index < rows.count {
            while let last = open.last, last.end <= index {
                open.removeLast()
                writer.exit()
                finished(last.row)
            }
            let row = rows[index]
            if row.tag == .thematicBreak, let fence = prepared.opens[row.startsOnLine], ends[index] != nil {
                writer.enter(.container(name: fence.name, title: fence.title), range: row.range)
                if ends[index] == index { writer.exit() }
                finished(index)
                index += 1
                continue
            }
            if closings.contains(index) {
                finished(index)
                index += 1
                continue
            }
            if let lines = tableRows[index] {
                writeTable(lines, range: row.range, into: &writer)
                finished(index)
                index = row.subtreeEnd
                continue
            }
            if case .code(let code) = row.kind, let macros = prepared.macros(forCode: code) {
                for macro in macros { writer.leaf(.macro(macro), range: row.range) }
                finished(index)
                index += 1
                continue
            }
            var kind = row.kind
            switch kind {
            case .htmlBlock(let html): kind = .htmlBlock(prepared.restoringMacros(in: html))
            case .htmlInline(let html): kind = .htmlInline(prepared.restoringMacros(in: html))
            // A macro in a link's address (Hugo's `<{{% param blogPostURL %}}>`) is the page's text.
            case .link(let destination, let title): kind = .link(destination: prepared.restoringMacros(in: destination), title: title)
            case .image(let source, let title): kind = .image(source: prepared.restoringMacros(in: source), title: title)
            default: break
            }
            writer.enter(kind, range: row.range)
            if row.subtreeEnd == index + 1 {
                writer.exit()
                finished(index)
            } else {
                open.append((row.subtreeEnd, index))
            }
            index += 1
        }
        while let last = open.popLast() {
            writer.exit()
            finished(last.row)
        }
        return writer.finish()
    }

    private func writeTable(_ lines: [String], range: SourceRange, into writer: inout RowWriter) {
        guard let alignments = PipeTable.alignments(lines[1]) else { return }
        writer.enter(.table(alignments: alignments), range: range)
        for (offset, line) in lines.enumerated() where offset != 1 {
            let number = range.lowerBound.line + offset
            let lineRange = SourceRange(SourceLocation(line: number, column: 1),
                                        SourceLocation(line: number, column: body.lineBytes(number).count + 1))
            writer.enter(.tableRow(isHeader: offset == 0), range: lineRange)
            let cells = PipeTable.cells(line)
            for column in alignments.indices {
                let cell = column < cells.count ? cells[column] : PipeTable.Cell(text: "", columns: 1..<1)
                let cellRange = SourceRange(SourceLocation(line: number, column: cell.columns.lowerBound),
                                            SourceLocation(line: number, column: cell.columns.upperBound))
                writer.enter(.tableCell(alignment: alignments[column]), range: cellRange)
                writeInlines(of: cell.text, range: cellRange, into: &writer)
                writer.exit()
            }
            writer.exit()
        }
        writer.exit()
    }

    /// A cell's Markdown read by cmark on its own; its paragraph's inlines become the cell's.
    private func writeInlines(of text: String, range: SourceRange, into writer: inout RowWriter) {
        guard !text.isEmpty else { return }
        let bytes = Array(text.utf8)
        let cellRows = CmarkTreeBuilder.rows(for: bytes, source: SourceText(bytes: bytes))
        guard cellRows.count > 2, cellRows[1].tag == .paragraph else { return }
        var open: [Int] = []
        for index in 2..<cellRows[1].subtreeEnd {
            while let end = open.last, end <= index {
                open.removeLast()
                writer.exit()
            }
            if case .code(let code) = cellRows[index].kind, let macros = prepared.macros(forCode: code) {
                for macro in macros { writer.leaf(.macro(macro), range: range) }
                continue
            }
            writer.enter(cellRows[index].kind, range: range)
            if cellRows[index].subtreeEnd == index + 1 { writer.exit() } else { open.append(cellRows[index].subtreeEnd) }
        }
        while open.popLast() != nil { writer.exit() }
    }
}
