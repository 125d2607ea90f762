import Testing
@testable import TriglotMarkup

@Suite("Source text: lines, columns, offsets")
struct SourceTextTests {
    @Test(arguments: [
        ("a\nb\nc", 3), ("a\r\nb\r\nc", 3), ("a\rb\rc", 3), ("a\n", 2), ("", 1), ("- a\n- b\r\n- c\r- d", 4),
    ])
    func countsLinesForEveryLineEnding(text: String, lines: Int) {
        #expect(SourceText(text).lineCount == lines)
    }

    /// Line starts as the byte-by-byte scan found them, before it skipped eight bytes at a time.
    private static func referenceLineStarts(_ bytes: [UInt8]) -> [Int] {
        var starts = [0]
        var index = 0
        while index < bytes.count {
            if bytes[index] == 0x0A {
                starts.append(index + 1)
            } else if bytes[index] == 0x0D {
                if index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
                starts.append(index + 1)
            }
            index += 1
        }
        return starts
    }

    /// Every line ending, and the bytes just below and above them, at every offset of a word.
    @Test(arguments: [[0x0A], [0x0D], [0x0D, 0x0A], [0x0A, 0x0D], [0x0D, 0x0D], [0x0C], [0x0E], [0x00], [0x09], [0x8A], [0xE3, 0x80, 0x82]] as [[UInt8]])
    func findsEveryLineStart(inserted: [UInt8]) {
        for length in [0, 1, 7, 8, 9, 15, 16, 17, 24] {
            for position in 0...length {
                var bytes = [UInt8](repeating: UInt8(ascii: "x"), count: length)
                bytes.insert(contentsOf: inserted, at: position)
                bytes += inserted + Array("tail\n\r".utf8)
                #expect(SourceText(bytes: bytes).lineStarts == Self.referenceLineStarts(bytes), "\(inserted) at \(position) of \(length)")
            }
        }
    }

    @Test func lineTextDropsTheLineEnding() {
        let source = SourceText("first\r\nsecond\n")
        #expect(source.line(1) == "first")
        #expect(source.line(2) == "second")
        #expect(source.line(9) == "")
    }

    @Test(arguments: [
        (1, 1),
        (4, 2),   // after "你" (three bytes)
        (7, 3),   // after "你好"
        (8, 4),   // after "你好a"
    ])
    func convertsByteColumnsToCharacterColumns(byteColumn: Int, characterColumn: Int) {
        let source = SourceText("你好a")
        #expect(source.characterColumn(of: SourceLocation(line: 1, column: byteColumn)) == characterColumn)
    }

    @Test func offsetsAndLocationsRoundTrip() {
        let source = SourceText("ab\ncd\nef")
        for offset in 0..<8 {
            #expect(source.offset(of: source.location(ofOffset: offset)) == offset)
        }
        #expect(source.location(ofOffset: 4) == SourceLocation(line: 2, column: 2))
    }
}
