import Testing
@testable import TriglotChecks
import TriglotMarkup
import TriglotModel

/// Findings of several checks over the same text are one finding with the others as notes.
@Suite("Follow-on findings")
struct FollowOnFindingsTests {
    static let checks: Set<String> = [
        "translation.parameters", "model.parameters-vs-declaration", "translation.blocks", "translation.links", "links.relative",
        "translation.structure", "translation.heading-ids", "translation.outdated", "translation.numbers", "translation.negation",
    ]

    private static func finding(_ id: String, line: Int = 5, columns: Range<Int> = 1 ..< 9, severity: Diagnostic.Severity = .error,
                                path: String = "ja/a.md") -> Diagnostic {
        Diagnostic(id: id, severity: severity, summary: "\(id) says so", path: path,
                   range: SourceRange(SourceLocation(line: line, column: columns.lowerBound), SourceLocation(line: line, column: columns.upperBound)))
    }

    private static func fold(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        FollowOnFindings(checks: checks).fold(diagnostics)
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var ids: [String]
        var root: String
        var testDescription: String { name }
    }

    @Test(arguments: [
        Case(name: "a comparison with the English names the dropped parameter",
             ids: ["model.parameters-vs-declaration", "translation.parameters"], root: "translation.parameters"),
        Case(name: "a broken link rather than a link that differs", ids: ["links.relative", "translation.links"], root: "links.relative"),
        Case(name: "an added section rather than its unknown id",
             ids: ["translation.heading-ids", "translation.structure"], root: "translation.structure"),
        Case(name: "anything rather than a missing block", ids: ["translation.blocks", "translation.numbers"], root: "translation.numbers"),
    ])
    func foldsIntoTheRoot(_ example: Case) throws {
        let folded = Self.fold(example.ids.map { Self.finding($0) })
        #expect(folded.count == 1)
        let root = try #require(folded.first)
        #expect(root.id == example.root)
        let others = example.ids.filter { $0 != example.root }
        #expect(root.notes.map(\.message) == others.map { "also \($0) says so [\($0)]" })
    }

    @Test func theRootTakesTheHighestSeverity() {
        let folded = Self.fold([Self.finding("links.relative", severity: .warning), Self.finding("translation.links")])
        #expect(folded.map(\.id) == ["links.relative"])
        #expect(folded.first?.severity == .error)
    }

    @Test func findingsAtOtherPlacesStayApart() {
        let diagnostics = [
            Self.finding("translation.numbers", columns: 1 ..< 9), Self.finding("translation.negation", columns: 1 ..< 40),
            Self.finding("translation.links", line: 6), Self.finding("links.relative", path: "zh-Hans/a.md"),
        ]
        #expect(Self.fold(diagnostics).count == 4)
    }

    @Test func trackingParsingAndNotesNeverFold() {
        let diagnostics = [
            Self.finding("translation.outdated", severity: .warning), Self.finding("model.pathological-input"),
            Self.finding("translation.numbers", severity: .note), Self.finding("translation.links"),
        ]
        #expect(Self.fold(diagnostics).count == 4)
    }

    @Test func findingsOfOneCheckStayApart() {
        #expect(Self.fold([Self.finding("translation.links"), Self.finding("translation.links")]).count == 2)
    }

    /// A finding about a missing English element takes the missing blocks inside that element.
    @Test(arguments: [(28, 30, true), (27, 31, true), (30, 34, false), (40, 41, false)])
    func takesTheBlocksInsideWhatItReportsMissing(englishStart: Int, englishEnd: Int, folds: Bool) {
        var parameter = Self.finding("translation.parameters", line: 23)
        parameter.notes = [Diagnostic.Note("the English parameter", path: "en/a.md", range: SourceRange(line: 27, endLine: 31))]
        var blocks = Self.finding("translation.blocks", line: 30)
        blocks.notes = [Diagnostic.Note("the English blocks", path: "en/a.md", range: SourceRange(line: englishStart, endLine: englishEnd))]
        let folded = Self.fold([parameter, blocks])
        #expect(folded.count == (folds ? 1 : 2))
        #expect(folded[0].notes.contains { $0.message.hasSuffix("[translation.blocks]") } == folds)
    }
}
