import TriglotLowLevel

/// The bytes of one source file with an index of where each line starts, so byte positions from
/// cmark can be shown as lines, characters and excerpts without scanning the file again.
public struct SourceText: Sendable, Equatable {
    public let bytes: [UInt8]
    /// Byte offset of the first byte of each line; line N starts at `lineStarts[N - 1]`.
    public let lineStarts: [Int]

    public init(bytes: [UInt8]) {
        self.bytes = bytes
        lineStarts = Self.lineStarts(bytes)
    }

    /// For a reader that found the line starts in a pass of its own over the bytes: they must be
    /// exactly those `init(bytes:)` finds (the page reader's tests hold the two to each other).
    package init(bytes: [UInt8], lineStarts: [Int]) {
        self.bytes = bytes
        self.lineStarts = lineStarts
    }

    private static func lineStarts(_ bytes: [UInt8]) -> [Int] {
        var starts = [0]
        var index = 0
        let count = bytes.count
        while index < count {
            // Lines are long and line endings few: straight to the next byte at or below 0x0D.
            index = ByteScan.firstIndex(below: 0x0E, in: bytes, from: index)
            guard index < count else { break }
            let byte = bytes[index]
            // Neither line ending is above 0x0D: one compare passes over most bytes.
            if byte <= 0x0D {
                if byte == 0x0A {
                    starts.append(index + 1)
                } else if byte == 0x0D {
                    // A lone CR ends a line too (cmark does the same); CRLF counts once.
                    if index + 1 < count, bytes[index + 1] == 0x0A { index += 1 }
                    starts.append(index + 1)
                }
            }
            index += 1
        }
        return starts
    }

    public init(_ string: String) {
        self.init(bytes: Array(string.utf8))
    }

    public var lineCount: Int { lineStarts.count }

    /// The bytes of a line without its line ending; empty for a line outside the file.
    public func lineBytes(_ line: Int) -> ArraySlice<UInt8> {
        guard line >= 1, line <= lineStarts.count else { return [] }
        let start = lineStarts[line - 1]
        var end = line < lineStarts.count ? lineStarts[line] : bytes.count
        while end > start, bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { end -= 1 }
        return bytes[start..<end]
    }

    public func line(_ line: Int) -> String {
        String(decoding: lineBytes(line), as: UTF8.self)
    }

    /// The 1-based column in characters (grapheme clusters) of a 1-based UTF-8 byte column.
    public func characterColumn(of location: SourceLocation) -> Int {
        let line = lineBytes(location.line)
        let prefixLength = min(max(location.column - 1, 0), line.count)
        let prefix = line.prefix(prefixLength)
        // Within a line every ASCII byte is a Character (line breaks are not in it): skip decoding.
        if prefix.allSatisfy({ $0 < 0x80 }) { return prefix.count + 1 }
        return String(decoding: prefix, as: UTF8.self).count + 1
    }

    /// The byte offset of a location, clamped to the file.
    public func offset(of location: SourceLocation) -> Int {
        guard location.line >= 1 else { return 0 }
        guard location.line <= lineStarts.count else { return bytes.count }
        return min(lineStarts[location.line - 1] + max(location.column - 1, 0), bytes.count)
    }

    /// The location of a byte offset.
    public func location(ofOffset offset: Int) -> SourceLocation {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return SourceLocation(line: low + 1, column: offset - lineStarts[low] + 1)
    }

    public func text(in range: SourceRange) -> String {
        let start = offset(of: range.lowerBound)
        let end = max(start, offset(of: range.upperBound))
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
