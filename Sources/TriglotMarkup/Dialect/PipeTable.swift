/// GFM pipe tables read from the lines of a paragraph: cmark (without the GFM extensions)
/// reads a table as a paragraph, so its header, delimiter row and body rows are found again here.
enum PipeTable {
    struct Cell: Equatable {
        /// The cell's Markdown, trimmed, with `\|` read as `|`.
        var text: String
        /// Where the cell stands in its line: 1-based byte columns, half-open.
        var columns: Range<Int>
    }

    /// The column alignments when `line` is a delimiter row (`| --- | :-: | --: |`), else nil.
    static func alignments(_ line: String) -> [TableAlignment]? {
        guard line.contains("|") || line.contains("-") else { return nil }
        let cells = cells(line)
        guard !cells.isEmpty else { return nil }
        var result: [TableAlignment] = []
        for cell in cells {
            let text = cell.text
            let left = text.hasPrefix(":"), right = text.hasSuffix(":") && text.count > 1
            let dashes = text.dropFirst(left ? 1 : 0).dropLast(right ? 1 : 0)
            guard !dashes.isEmpty, dashes.allSatisfy({ $0 == "-" }) else { return nil }
            result.append(left && right ? .center : left ? .left : right ? .right : .none)
        }
        return result
    }

    /// A row's cells: an outer pipe at either end is dropped; `\|` does not split.
    static func cells(_ line: String) -> [Cell] {
        let bytes = Array(line.utf8)
        var start = 0, end = bytes.count
        while start < end, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
        while end > start, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 || bytes[end - 1] == 0x0D { end -= 1 }
        if start < end, bytes[start] == UInt8(ascii: "|") { start += 1 }
        if end > start, bytes[end - 1] == UInt8(ascii: "|"), !(end - 2 >= start && bytes[end - 2] == UInt8(ascii: "\\")) { end -= 1 }
        var cells: [Cell] = []
        var cellStart = start
        var index = start
        while index <= end {
            let atEnd = index == end
            if atEnd || (bytes[index] == UInt8(ascii: "|") && (index == 0 || bytes[index - 1] != UInt8(ascii: "\\"))) {
                cells.append(cell(bytes, cellStart..<index))
                cellStart = index + 1
            }
            index += 1
        }
        return cells
    }

    private static func cell(_ bytes: [UInt8], _ range: Range<Int>) -> Cell {
        var lower = range.lowerBound, upper = range.upperBound
        while lower < upper, bytes[lower] == 0x20 || bytes[lower] == 0x09 { lower += 1 }
        while upper > lower, bytes[upper - 1] == 0x20 || bytes[upper - 1] == 0x09 { upper -= 1 }
        let text = String(decoding: bytes[lower..<upper], as: UTF8.self).replacingOccurrences(of: "\\|", with: "|")
        return Cell(text: text, columns: (lower + 1)..<(upper + 1))
    }
}
