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

    @Test func writesWhatTheEncoderWroteForAContent() throws {
        let content = TestContent.inMemory(GoodTrio.files)
        var diagnostics = CheckRunner().run(content)
        diagnostics.append(Diagnostic(id: "extra", severity: .warning, summary: "s", path: content.allPages[0].displayPath, range: SourceRange(line: 1)))
        #expect(try JSONReport.render(diagnostics, sources: content.sources) == JSONReport.renderWithEncoder(diagnostics, sources: content.sources))
    }
}
