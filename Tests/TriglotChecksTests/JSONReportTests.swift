import Testing
@testable import TriglotChecks
import TriglotMarkup
import TriglotModel

/// `JSONReport.render` writes its text itself; it must be byte for byte what `JSONEncoder`
/// wrote for the same report (`renderWithEncoder`), for every kind of value a report holds.
@Suite("JSON report")
struct JSONReportTests {
    static let awkward: String = {
        var text = "quote \" backslash \\ slash / tab \t CR \r LF \n "
        for value in 0..<0x20 { text.unicodeScalars.append(Unicode.Scalar(value)!) }
        return text + "\u{7F}\u{85}\u{A0}\u{2028}\u{2029}\u{FEFF} 中文 e\u{301} 👍🏽 `code` {braces} [brackets]"
    }()

    static let reports: [[Diagnostic]] = [
        [],
        [Diagnostic(id: "a.b", severity: .error, summary: "plain", path: "en/a.md", range: nil)],
        [Diagnostic(id: "a.b", severity: .warning, summary: awkward, explanation: awkward, path: "zh-Hans/文档.md",
                    range: SourceRange(line: 3, column: 5, endLine: 4, endColumn: 2),
                    notes: [Diagnostic.Note(awkward), Diagnostic.Note("with path", path: "en/a.md"),
                            Diagnostic.Note("with both", path: "en/a.md", range: SourceRange(line: 1)), Diagnostic.Note("range only", range: SourceRange(line: 2))],
                    fixIts: [Diagnostic.FixIt(range: SourceRange(line: 2, column: 1, endLine: 2, endColumn: 9), replacement: awkward)]),
         Diagnostic(id: "c", severity: .note, summary: "", explanation: "", path: "", range: SourceRange(line: 0, column: 0)),
         Diagnostic(id: "d", severity: .error, summary: "x", path: "en/b.md", range: SourceRange(line: 99, column: 1000)),
         Diagnostic(id: "e", severity: .warning, summary: "negative", path: "en/b.md", range: SourceRange(line: -12_345, column: -7))],
    ]

    @Test(arguments: reports.indices)
    func writesWhatTheEncoderWrote(index: Int) throws {
        let sources = ["zh-Hans/文档.md": SourceText("第一行\n\t二 \(Self.awkward)\n三三三三\n四\n"), "en/b.md": SourceText("short\n")]
        let diagnostics = Self.reports[index]
        #expect(try JSONReport.render(diagnostics, sources: sources) == JSONReport.renderWithEncoder(diagnostics, sources: sources))
    }

    /// The word-at-a-time test for bytes to escape, against the byte-by-byte one, at every offset.
    @Test(arguments: 0..<128)
    func findsEveryByteToEscape(byte: Int) {
        for length in [1, 7, 8, 9, 16, 23] {
            for position in 0..<length {
                var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                bytes[position] = UInt8(byte)
                let expected = bytes.contains { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }
                #expect(bytes.withUnsafeBufferPointer(PrettyJSON.needsEscaping) == expected, "\(byte) at \(position) of \(length)")
            }
        }
        var high = [UInt8](repeating: 0xE4, count: 16)
        high[5] = UInt8(byte)
        #expect(high.withUnsafeBufferPointer(PrettyJSON.needsEscaping) == (byte < 0x20 || byte == 0x22 || byte == 0x5C))
    }

    @Test func writesWhatTheEncoderWroteForAContent() throws {
        let content = TestContent.inMemory(GoodTrio.files)
        var diagnostics = CheckRunner().run(content)
        diagnostics.append(Diagnostic(id: "extra", severity: .warning, summary: "s", path: content.allPages[0].displayPath, range: SourceRange(line: 1)))
        #expect(try JSONReport.render(diagnostics, sources: content.sources) == JSONReport.renderWithEncoder(diagnostics, sources: content.sources))
    }
}
