import Testing
@testable import TriglotModel
import TriglotTestSupport

/// The severity counts every command prints last, and that its exit status depends on.
@Suite("Severity counts")
struct SeverityCountsTests {
    @Test(arguments: [1, 2, 3, 4, 5])
    func countsEachSeverityAsFilteringWould(seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        let diagnostics = DiagnosticOrderTests.shuffled(seed: seed).map { diagnostic in
            var diagnostic = diagnostic
            diagnostic.severity = Diagnostic.Severity.allCases[Int(generator.next() % 3)]
            return diagnostic
        }
        let counts = Diagnostic.SeverityCounts(of: diagnostics)
        #expect(counts.errors == diagnostics.filter { $0.severity == .error }.count)
        #expect(counts.warnings == diagnostics.filter { $0.severity == .warning }.count)
        #expect(counts.notes == diagnostics.filter { $0.severity == .note }.count)
        #expect(counts.errors > 0 && counts.warnings > 0 && counts.notes > 0)
    }

    @Test func noFindingsCountNothing() {
        #expect(Diagnostic.SeverityCounts(of: []) == Diagnostic.SeverityCounts())
    }
}
