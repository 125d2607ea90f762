import Testing
import TriglotModel
@testable import TriglotSite

/// The report's error count, read in place, is the count of the diagnostics that are errors.
@Suite("Build report")
struct BuildReportTests {
    static func diagnostic(_ severity: Diagnostic.Severity, _ index: Int) -> Diagnostic {
        Diagnostic(id: "test.\(index)", severity: severity, summary: "problem \(index)", path: "Content/en/\(index).md", range: nil,
                   notes: [.init("note")])
    }

    @Test(arguments: [
        [], [.error], [.warning, .note], [.error, .warning, .error, .note, .error], Array(repeating: .warning, count: 9),
    ] as [[Diagnostic.Severity]])
    func errorCountIsTheErrors(severities: [Diagnostic.Severity]) {
        let diagnostics = severities.enumerated().map { Self.diagnostic($1, $0) }
        let report = SiteBuilder.Report(content: MemoryContent.make([:]), diagnostics: diagnostics, timings: [])
        #expect(report.errorCount == diagnostics.filter { $0.severity == .error }.count)
    }
}
