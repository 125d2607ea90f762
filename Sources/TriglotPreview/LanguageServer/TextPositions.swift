import TriglotMarkup

/// A place in a document as the protocol counts: 0-based line, 0-based character offset in
/// UTF-16 code units (the encoding every client supports; the server announces it).
public struct LSPPosition: Hashable, Comparable, Sendable {
    public var line: Int
    public var character: Int

    public init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    public static func < (lhs: LSPPosition, rhs: LSPPosition) -> Bool {
        (lhs.line, lhs.character) < (rhs.line, rhs.character)
    }

    public var json: LSPAny { ["line": .integer(line), "character": .integer(character)] }

    public init?(json: LSPAny) {
        guard let line = json["line"].int, let character = json["character"].int else { return nil }
        self.init(line: line, character: character)
    }
}

public struct LSPRange: Hashable, Sendable {
    public var start: LSPPosition
    public var end: LSPPosition

    public init(_ start: LSPPosition, _ end: LSPPosition) {
        self.start = start
        self.end = end
    }

    public var json: LSPAny { ["start": start.json, "end": end.json] }

    public init?(json: LSPAny) {
        guard let start = LSPPosition(json: json["start"]), let end = LSPPosition(json: json["end"]) else { return nil }
        self.init(start, end)
    }

    /// Whether the two share a position; an empty range (a cursor) touches what it sits at
    /// either end of, as editors ask for code actions at the cursor.
    public func touches(_ other: LSPRange) -> Bool {
        start <= other.end && other.start <= end
    }
}

/// Conversions between Triglot's places (1-based line, 1-based column in UTF-8 bytes, as cmark
/// reports them) and the protocol's, over the text the places were found in. Both sides count
/// lines the same way: `\n`, `\r\n` and a lone `\r` each end one (`SourceText.lineStarts`).
public enum TextPositions {
    /// The protocol position of a Triglot location. A column past its line's end (a range that
    /// runs to the line break) is the line's end; a line past the text's end is the text's end.
    public static func position(of location: SourceLocation, in source: SourceText) -> LSPPosition {
        guard location.line >= 1 else { return LSPPosition(line: 0, character: 0) }
        guard location.line <= source.lineCount else {
            let last = source.lineCount
            return LSPPosition(line: last - 1, character: utf16Count(source.lineBytes(last)))
        }
        let line = source.lineBytes(location.line)
        let prefix = line.prefix(min(max(location.column - 1, 0), line.count))
        return LSPPosition(line: location.line - 1, character: utf16Count(prefix))
    }

    public static func range(of range: SourceRange, in source: SourceText) -> LSPRange {
        LSPRange(position(of: range.lowerBound, in: source), position(of: range.upperBound, in: source))
    }

    /// The byte offset in `source.bytes` of a protocol position. A character past the line's
    /// end means the line's end (the protocol says so); one inside a surrogate pair, the start
    /// of that character; a line past the end, the end of the text.
    public static func offset(of position: LSPPosition, in source: SourceText) -> Int {
        guard position.line >= 0 else { return 0 }
        guard position.line < source.lineCount else { return source.bytes.count }
        let line = source.lineBytes(position.line + 1)
        var units = 0
        var index = line.startIndex
        while index < line.endIndex, units < position.character {
            let lead = line[index]
            let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
            // Four-byte sequences are the characters outside the Basic Multilingual Plane: two
            // UTF-16 units (a surrogate pair); every shorter one is one unit.
            let width = length == 4 ? 2 : 1
            if units + width > position.character { break }
            units += width
            index = min(index + length, line.endIndex)
        }
        return index
    }

    /// UTF-16 code units in a run of UTF-8 bytes; bytes that are not UTF-8 count as U+FFFD, as
    /// the editor shows them.
    static func utf16Count(_ bytes: ArraySlice<UInt8>) -> Int {
        if bytes.allSatisfy({ $0 < 0x80 }) { return bytes.count }
        return String(decoding: bytes, as: UTF8.self).utf16.count
    }
}
