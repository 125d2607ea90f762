/// What an MDX file holds besides Markdown that a reader never sees: `import` and `export`
/// statements at the top level (until the blank line that ends them) and `{/* comments */}`.
/// They are blanked before the parse, keeping every line and column, so the page reads as the
/// Markdown around them. Components (`<Tabs>`, `<Aside type="tip">`) stay: the parse reads a
/// tag alone on its line as an HTML block and the Markdown between as Markdown.
enum MDXSource {
    static func blankingScripts(_ bytes: [UInt8]) -> [UInt8] {
        var result = bytes
        var lineStart = 0
        var inESM = false
        var fence: (byte: UInt8, count: Int)?
        var previousBlank = true
        while lineStart < bytes.count {
            let lineEnd = bytes[lineStart...].firstIndex(of: 0x0A) ?? bytes.count
            let line = bytes[lineStart..<lineEnd]
            let isBlank = line.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
            if let open = fence {
                if Self.fenceRun(line).map({ $0.byte == open.byte && $0.count >= open.count }) == true { fence = nil }
            } else if inESM {
                if isBlank { inESM = false } else { blank(lineStart..<lineEnd, in: &result) }
            } else if let run = Self.fenceRun(line) {
                fence = run
            } else if previousBlank, Self.opensStatement(line) {
                inESM = true
                blank(lineStart..<lineEnd, in: &result)
            }
            previousBlank = isBlank
            lineStart = lineEnd + 1
        }
        blankComments(in: &result, outsideFencesOf: bytes)
        return result
    }

    /// `import ` or `export ` at the start of a line (MDX's ES module syntax).
    private static func opensStatement(_ line: ArraySlice<UInt8>) -> Bool {
        for keyword in ["import", "export"] {
            let word = Array(keyword.utf8)
            guard line.count > word.count, line.prefix(word.count).elementsEqual(word) else { continue }
            let next = line[line.startIndex + word.count]
            if next == 0x20 || next == 0x7B || next == 0x2A { return true }  // space, {, *
        }
        return false
    }

    /// A code fence's character and length, for a line that opens or closes one.
    private static func fenceRun(_ line: ArraySlice<UInt8>) -> (byte: UInt8, count: Int)? {
        let indent = line.prefix { $0 == 0x20 }.count
        guard indent <= 3 else { return nil }
        let rest = line.dropFirst(indent)
        guard let byte = rest.first, byte == UInt8(ascii: "`") || byte == UInt8(ascii: "~") else { return nil }
        let count = rest.prefix { $0 == byte }.count
        return count >= 3 ? (byte, count) : nil
    }

    private static func blank(_ range: Range<Int>, in bytes: inout [UInt8]) {
        for index in range where bytes[index] != 0x0A { bytes[index] = 0x20 }
    }

    /// `{/* … */}`, outside code fences and code spans' lines alike: MDX reads them anywhere.
    private static func blankComments(in result: inout [UInt8], outsideFencesOf bytes: [UInt8]) {
        let open = Array("{/*".utf8), close = Array("*/}".utf8)
        var index = 0
        var fence: (byte: UInt8, count: Int)?
        var lineStart = 0
        while lineStart < bytes.count {
            let lineEnd = bytes[lineStart...].firstIndex(of: 0x0A) ?? bytes.count
            if let run = fenceRun(bytes[lineStart..<lineEnd]) {
                if let current = fence { if run.byte == current.byte && run.count >= current.count { fence = nil } } else { fence = run }
                lineStart = lineEnd + 1
                continue
            }
            index = lineStart
            while fence == nil, index + open.count <= lineEnd {
                guard bytes[index..<index + open.count].elementsEqual(open) else { index += 1; continue }
                var end = index + open.count
                while end + close.count <= bytes.count, !bytes[end..<end + close.count].elementsEqual(close) { end += 1 }
                guard end + close.count <= bytes.count else { break }
                blank(index..<end + close.count, in: &result)
                index = end + close.count
            }
            lineStart = max(lineEnd, index) + 1
            // A comment that ran over lines ends inside a later line: continue from there.
            if index > lineEnd { lineStart = (bytes[index...].firstIndex(of: 0x0A) ?? bytes.count) + 1 }
        }
    }
}
