import Testing
@testable import TriglotChecks
import TriglotMarkup
import TriglotModel

/// `SARIFReport.render` writes its text itself; it must be byte for byte what `JSONEncoder`
/// wrote for the same log (`renderWithEncoder`).
@Suite("SARIF report")
struct SARIFReportTests {
    static let rules: [(id: String, summary: String, severity: Diagnostic.Severity)] =
        [("a.b", JSONReportTests.awkward, .error), ("c", "", .note), ("d", "plain", .warning)]

    @Test(arguments: JSONReportTests.reports.indices)
    func writesWhatTheEncoderWrote(index: Int) throws {
        let sources = ["zh-Hans/文档.md": SourceText("第一行\n\t二 \(JSONReportTests.awkward)\n三三三三\n四\n"), "en/b.md": SourceText("short\n")]
        let diagnostics = JSONReportTests.reports[index]
        for rules in [Self.rules, []] {
            #expect(try SARIFReport.render(diagnostics, rules: rules, sources: sources, toolVersion: "1.2.3 \"dev\"")
                == SARIFReport.renderWithEncoder(diagnostics, rules: rules, sources: sources, toolVersion: "1.2.3 \"dev\""))
        }
    }

    @Test func writesWhatTheEncoderWroteForAContent() throws {
        let content = TestContent.inMemory(GoodTrio.files)
        let diagnostics = CheckRunner().run(content) + [Diagnostic(id: "x", severity: .warning, summary: "s", path: "en/none.md", range: SourceRange(line: 3))]
        #expect(try SARIFReport.render(diagnostics, rules: CheckCatalogue.rules, sources: content.sources, toolVersion: "0")
            == SARIFReport.renderWithEncoder(diagnostics, rules: CheckCatalogue.rules, sources: content.sources, toolVersion: "0"))
    }
}
