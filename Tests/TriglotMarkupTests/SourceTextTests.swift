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
