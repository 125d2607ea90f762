import Testing
import TriglotMarkup
import TriglotModel

/// A packed archive gives back every group of diagnostics it was given, value for value.
@Suite("Diagnostic archive")
struct DiagnosticArchiveTests {
    static let place = SourceRange(line: 3, column: 5, endLine: 4, endColumn: 2)

    /// One of each shape a field can take: optionals present and absent, notes and fix-its,
    /// positions far past a byte or two, below zero and at the ends of `Int`, text beyond ASCII.
    static let shapes: [Diagnostic] = [
        Diagnostic(id: "a.b", severity: .note, summary: "s", path: "en/a.md", range: nil),
        Diagnostic(id: "a.b", severity: .warning, summary: "s", explanation: "why", path: "en/a.md", range: place),
        Diagnostic(id: "translation.negation", severity: .error, summary: "この文は肯定文です「」", explanation: "",
                   path: "ja/长い.md", range: SourceRange(line: 70_000, column: 1_000_000),
                   notes: [Diagnostic.Note("the English sentence", path: "en/a.md", range: place), Diagnostic.Note("bare")],
                   fixIts: [Diagnostic.FixIt(range: place, replacement: "x"), Diagnostic.FixIt(range: place, replacement: "")]),
        Diagnostic(id: "edge", severity: .warning, summary: "", path: "",
                   range: SourceRange(SourceLocation(line: -1, column: Int.min), SourceLocation(line: Int.max, column: Int.max)),
                   notes: [Diagnostic.Note("n", path: nil, range: SourceRange(line: 0, column: 0))]),
    ]

    @Test(arguments: shapes)
    func aDiagnosticComesBackEqual(_ diagnostic: Diagnostic) {
        #expect(DiagnosticArchive([[diagnostic]]).groups() == [[diagnostic]])
    }

    /// Groups keep their order and sizes, empty ones too, and a string every group repeats is
    /// kept once.
    @Test func groupsComeBackInOrderWithTheirSizes() {
        let groups = [[], Self.shapes, [], [Self.shapes[1], Self.shapes[1]], Self.shapes.reversed()]
        let archive = DiagnosticArchive(groups)
        #expect(archive.groupCount == groups.count)
        #expect(archive.groups() == groups)
        #expect(DiagnosticArchive([]).groups().isEmpty)
    }

    /// Appending after a seal, and sealing twice, change nothing that comes back.
    @Test func appendingToASealedArchiveKeepsWhatWasThere() {
        var archive = DiagnosticArchive([Self.shapes])
        archive.append([Self.shapes[0]])
        #expect(archive.sealed().groups() == [Self.shapes, [Self.shapes[0]]])
    }
}
