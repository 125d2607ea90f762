import Testing
import TriglotMarkup
@testable import TriglotPreview

@Suite("LanguageServer: Triglot byte columns and LSP UTF-16 positions")
struct LanguageServerPositionTests {
    /// Line 1 ASCII; line 2 CJK (3 UTF-8 bytes, 1 UTF-16 unit each); line 3 an emoji (4 bytes,
    /// a surrogate pair); line 4 a tab; line 5 after a CRLF; line 6 after a lone CR.
    static let text = "abc def\n日本語のテキスト `x`\nhi 😀 there\n\tindented `y`\r\ncrlf line\rcr line"
    static let source = SourceText(text)

    @Test(arguments: [
        // (line, byte column) → (LSP line, UTF-16 character)
        (1, 1, 0, 0), (1, 5, 0, 4), (1, 8, 0, 7),
        (2, 1, 1, 0), (2, 4, 1, 1), (2, 10, 1, 3), (2, 26, 1, 9),
        (3, 4, 2, 3), (3, 8, 2, 5), (3, 9, 2, 6),
        (4, 1, 3, 0), (4, 2, 3, 1), (4, 11, 3, 10),
        (5, 1, 4, 0), (5, 6, 4, 5),
        (6, 3, 5, 2),
    ])
    func byteColumnsBecomeUTF16Characters(line: Int, column: Int, lspLine: Int, character: Int) {
        let position = TextPositions.position(of: SourceLocation(line: line, column: column), in: Self.source)
        #expect(position == LSPPosition(line: lspLine, character: character))
        // And back: the offset of that position is the byte the column named.
        #expect(TextPositions.offset(of: position, in: Self.source) == Self.source.offset(of: SourceLocation(line: line, column: column)))
    }

    @Test func theCodeSpanAfterCJKTextIsWhereTheEditorShowsIt() {
        // `x` starts after 8 CJK characters and a space: byte column 26, UTF-16 character 9.
        let start = Array(Self.text.utf8).firstIndex(of: UInt8(ascii: "`"))!
        let location = Self.source.location(ofOffset: start)
        #expect(location == SourceLocation(line: 2, column: 26))
        #expect(TextPositions.position(of: location, in: Self.source) == LSPPosition(line: 1, character: 9))
    }

    @Test func columnsAndLinesPastTheEndAreClamped() {
        #expect(TextPositions.position(of: SourceLocation(line: 1, column: 99), in: Self.source) == LSPPosition(line: 0, character: 7))
        #expect(TextPositions.position(of: SourceLocation(line: 99, column: 1), in: Self.source) == LSPPosition(line: 5, character: 7))
        #expect(TextPositions.position(of: SourceLocation(line: 0, column: 0), in: Self.source) == LSPPosition(line: 0, character: 0))
        // The protocol: a character past the line's end is the line's end (before its line break).
        #expect(TextPositions.offset(of: LSPPosition(line: 3, character: 500), in: Self.source)
            == Self.source.offset(of: SourceLocation(line: 4, column: 14)))
        #expect(TextPositions.offset(of: LSPPosition(line: 40, character: 0), in: Self.source) == Self.source.bytes.count)
    }

    @Test func aPositionInsideASurrogatePairIsTheStartOfItsCharacter() {
        // "hi " then 😀 at UTF-16 3...4: character 4 is inside the pair.
        #expect(TextPositions.offset(of: LSPPosition(line: 2, character: 4), in: Self.source)
            == Self.source.offset(of: SourceLocation(line: 3, column: 4)))
    }

    @Test func incrementalChangesCountInTheTextEachLeaves() throws {
        var document = TextDocument(uri: "file:///a.md", version: 1, text: "一二三\nhi 😀 there\n")
        try document.apply([
            // Replace "there" (after the surrogate pair: UTF-16 6..<11) …
            ["range": LSPRange(LSPPosition(line: 1, character: 6), LSPPosition(line: 1, character: 11)).json, "text": "🎉!"],
            // … then insert after 二 on line 0, then join the lines.
            ["range": LSPRange(LSPPosition(line: 0, character: 2), LSPPosition(line: 0, character: 2)).json, "text": "・"],
            ["range": LSPRange(LSPPosition(line: 0, character: 4), LSPPosition(line: 1, character: 0)).json, "text": " "],
        ], version: 2)
        #expect(document.text == "一二・三 hi 😀 🎉!\n")
        #expect(document.version == 2)
        try document.apply([["text": "whole new text"]], version: 3)
        #expect(document.text == "whole new text")
    }

    @Test func aChangeWithoutTextIsRefusedAndLeavesTheBuffer() {
        var document = TextDocument(uri: "file:///a.md", version: 1, text: "keep")
        #expect(throws: TextDocument.ChangeProblem.self) { try document.apply([["range": .null]], version: 2) }
        #expect(document.text == "keep")
        #expect(document.version == 1)
    }
}
