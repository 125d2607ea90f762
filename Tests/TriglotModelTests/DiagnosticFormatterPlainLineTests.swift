import Testing
@testable import TriglotModel
import TriglotMarkup

/// A finding quoting a plain line (see `PlainLine`) is written from the line's bytes; it must
/// read exactly as the Character-level path writes it, for every place a range can start and
/// end, in colour and without, and lines that are not plain must be left to that path.
@Suite("Diagnostic formatter: plain lines as the general path prints them")
struct DiagnosticFormatterPlainLineTests {
    static let lines = [
        "", "plain ascii line", "中文的一行：你好。", "mixed 中文 and ｆｕｌｌ width ｶﾀｶﾅ", "日本語のテキスト、カタカナ〜",
        "a long ASCII line, then 中文的一行 in the middle, and more ASCII after it",
        // Runs of CJK and of eight ASCII bytes or more, one after the other, each way round.
        "中文中文中文中文 then an ASCII run longer than eight bytes 和中文ｆｕｌｌ widths once more",
        "日本語abcdefghijklmnop日本語qrstuvwx、カタカナ12345678",
        "〇〆〜 ｡｢｣ ￥￦ edge of the ranges: \u{3000}\u{303F}\u{3040}\u{4000}\u{4DBF}\u{4DC0}\u{4DFF}\u{4E00}\u{FF60}\u{FF61}\u{FFE0}\u{FFE6}\u{FFE7}",
        // Not plain: tabs, controls, combining and voicing marks, emoji, two-byte Latin, four-byte scalars.
        "tab\there", "bell\u{7}", "e\u{301}combining", "ガ\u{3099}", "\u{302A}tone", "ﾊﾞ\u{FF9E}", "emoji 👍🏽 here",
        "Ünïcödé", "\u{FEFF}bom", "\u{200D}joiner", "\u{20000}ext-b", "del\u{7F}",
        // The same, after CJK, inside what would be a run of eight ASCII bytes.
        "中文abcdefg\u{7F}hijklmn", "中文abcdefg\there and more", "中文abcd\u{1}efghijklmnop",
    ]

    static func reference(_ diagnostic: Diagnostic, source: SourceText, colour: Bool) -> [UInt8] {
        let formatter = DiagnosticFormatter(useColour: colour)
        var output: [UInt8] = []
        formatter.appendWithAnyLine(diagnostic, source: source, to: &output)
        var whole: [UInt8] = []
        formatter.append(diagnostic, source: nil, to: &whole)
        // The part after the first line is the same whatever the source: take it from a run without one.
        let tail = whole.drop { $0 != UInt8(ascii: "\n") }
        return output + tail
    }

    @Test(arguments: lines, [false, true])
    func everyStartAndEnd(line: String, colour: Bool) {
        let source = SourceText("before\n" + line + "\nafter\n")
        let count = line.utf8.count
        for start in 0...(count + 2) {
            for end in [start, start + 1, start + 3, count + 1, count + 5] + [-1] {
                let upper = end < 0 ? SourceLocation(line: 3, column: 2) : SourceLocation(line: 2, column: end)
                let diagnostic = Diagnostic(
                    id: "test.id", severity: start % 2 == 0 ? .warning : .error, summary: "summary 中文", explanation: "why",
                    path: "en/page.md", range: SourceRange(SourceLocation(line: 2, column: start), upper),
                    notes: [.init("note", path: "en/other.md", range: SourceRange(SourceLocation(line: 4, column: 1), SourceLocation(line: 4, column: 2)))]
                )
                var output: [UInt8] = []
                DiagnosticFormatter(useColour: colour).append(diagnostic, source: source, to: &output)
                #expect(output == Self.reference(diagnostic, source: source, colour: colour), "start \(start) end \(end)")
            }
        }
    }

    @Test(arguments: [
        ("plain ascii line", true), ("中文：你好。ｆｕｌｌ", true), ("tab\there", false), ("ガ\u{3099}", false), ("e\u{301}", false),
        ("👍", false), ("Ü", false), ("\u{3099}", false), ("\u{FFF0}", false),
    ])
    func plainLines(line: String, isPlain: Bool) {
        let bytes = Array(line.utf8)
        #expect((PlainLine(bytes.span, start: 0, end: nil) != nil) == isPlain)
    }

    @Test func offsetsInsideACharacterAreLeftToTheGeneralPath() {
        let bytes = Array("中文".utf8)
        #expect(PlainLine(bytes.span, start: 1, end: nil) == nil)
        #expect(PlainLine(bytes.span, start: 0, end: 4) == nil)
        let whole = PlainLine(bytes.span, start: 3, end: 6)
        #expect(whole?.startColumn == 2 && whole?.endColumn == 3 && whole?.cellsBeforeStart == 2)
    }

    @Test(arguments: [0, 7, 10, 99, 100, 12_345, -1, -42, Int.max, Int.min])
    func decimals(value: Int) {
        var bytes: [UInt8] = [UInt8(ascii: "x")]
        bytes.appendDecimal(value)
        #expect(bytes == Array("x\(value)".utf8))
    }
}
