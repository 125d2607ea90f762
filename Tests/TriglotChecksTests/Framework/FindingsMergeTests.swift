import Testing
@testable import TriglotChecks
import TriglotMarkup
import TriglotModel
import TriglotTestSupport

/// `FindingsMerge` sorts group by group and merges file by file: it must give exactly what
/// sorting all the findings together gave (`CheckRunner.uniqueSortedForDisplay` of the groups
/// joined), ties and duplicates included.
@Suite("Merging findings in display order")
struct FindingsMergeTests {
    static let paths = ["en/b.md", "en/a.md", "ja/a.md", "zh-Hans/a.md", "site.yml", "en/a/b.md"]
    static let ids = ["translation.numbers", "translation.negation", "structure.missing"]

    /// Findings drawn from a small pool of places, ids, summaries and notes, so that equal and
    /// nearly equal diagnostics (same key, other notes or severity) come up often.
    static func randomDiagnostic(using generator: inout some RandomNumberGenerator) -> Diagnostic {
        let line = Int.random(in: 0...3, using: &generator)
        let range = line == 0 ? nil : SourceRange(SourceLocation(line: line, column: Int.random(in: 1...2, using: &generator)),
                                                  SourceLocation(line: line, column: 9))
        return Diagnostic(id: ids.randomElement(using: &generator)!, severity: Bool.random(using: &generator) ? .warning : .error,
                          summary: ["one", "two"].randomElement(using: &generator)!, path: paths.randomElement(using: &generator)!,
                          range: range, notes: Bool.random(using: &generator) ? [] : [.init("a note")])
    }

    static func randomGroups(seed: UInt64) -> [[Diagnostic]] {
        var generator = SplitMix64(seed: seed)
        // Sometimes more groups than one task takes, and one file with more pieces than are merged by heads.
        let groupCount = Int.random(in: 0...(seed % 4 == 0 ? 150 : 12), using: &generator)
        return (0..<groupCount).map { _ in
            let size = Int.random(in: 0...8, using: &generator)
            let group = (0..<size).map { _ in randomDiagnostic(using: &generator) }
            // Most groups come sorted, as most checks hand them out.
            return Bool.random(using: &generator) ? Diagnostic.sortedForDisplay(group) : group
        }
    }

    @Test(arguments: 0..<60)
    func givesWhatSortingThemAllTogetherGave(seed: Int) {
        let groups = Self.randomGroups(seed: UInt64(seed))
        let merged = FindingsMerge.uniqueSorted(groups)
        #expect(merged == CheckRunner.uniqueSortedForDisplay(Array(groups.joined())))
    }

    @Test(arguments: 0..<20)
    func dropsWhatIsSwitchedOffAndAppliesWerrorFirst(seed: Int) {
        let groups = Self.randomGroups(seed: UInt64(seed) + 1000)
        let merged = FindingsMerge.uniqueSorted(groups, keep: { $0.id != "translation.negation" }, warningsAsErrors: true)
        var expected = groups.joined().filter { $0.id != "translation.negation" }
        for index in expected.indices where expected[index].severity == .warning { expected[index].severity = .error }
        #expect(merged == CheckRunner.uniqueSortedForDisplay(expected))
    }

    @Test func aWarningAndAnErrorAlikeOtherwiseAreBothKeptUnlessWerrorMakesThemOne() {
        let warning = Diagnostic(id: "x.one", severity: .warning, summary: "same", path: "a.md", range: nil)
        var error = warning
        error.severity = .error
        #expect(FindingsMerge.uniqueSorted([[warning], [error]]) == [warning, error])
        #expect(FindingsMerge.uniqueSorted([[error], [warning]]) == [error, warning])
        #expect(FindingsMerge.uniqueSorted([[warning], [error]], warningsAsErrors: true) == [error])
    }
}
