import Foundation
import Testing

/// `triglot check` against a reviewer's hand-made list of the real divergences in 16 page pairs
/// of Vue's API reference (`Tests/Fixtures/vue-labels`): the figures the README publishes.
@Suite("Precision and recall on hand-labelled real translations", .serialized)
struct PrecisionRecallTests {
    static let labelsFile = TriglotProcess.packageRoot.appendingPathComponent("Tests/Fixtures/vue-labels/labels.tsv")

    @Test func labelsAreWellFormed() throws {
        let labels = try LabelledDivergences(tsv: String(contentsOf: Self.labelsFile, encoding: .utf8))
        #expect(labels.pairs.count >= 10)
        #expect(labels.labels.allSatisfy { ["error", "warning", "allowed"].contains($0.severity) && ["ja", "zh-cn"].contains($0.language) })
        for label in labels.labels {
            let page = ForeignDocsTests.vueCorpus.appendingPathComponent(label.language).appendingPathComponent(label.page)
            let lines = ForeignDocsTests.text(page).split(separator: "\n", omittingEmptySubsequences: false).count
            #expect(label.lines.upperBound <= lines, "\(label.language)/\(label.page):\(label.lines)")
        }
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: ForeignDocsTests.vueCorpus.path)))
    func vueFindingsPointAtRealDivergences() throws {
        let labels = try LabelledDivergences(tsv: String(contentsOf: Self.labelsFile, encoding: .utf8))
        let folder = try ForeignDocsTests.copy(ForeignDocsTests.vueCorpus, label: "vue-labels")
        #expect(try TriglotProcess.run(["init"], in: folder).status == 0)
        let checked = try TriglotProcess.run(["check", "--format", "json"], in: folder)
        let findings = try LabelledDivergences.findings(json: Data(checked.standardOutput.utf8))
        #expect(!findings.isEmpty, "\(checked.standardError)")
        let score = labels.score(findings)
        let wrong = score.findings.filter { finding in !score.correct.contains { $0.page == finding.page && $0.language == finding.language && $0.lines == finding.lines && $0.id == finding.id } }
        print("""
            Vue, \(labels.pairs.count) labelled page pairs: \(score.findings.count) findings, \(score.correct.count) at a labelled divergence \
            (precision \(Int((score.precision * 100).rounded()))%); \(score.errorsFound) of \(score.errors) labelled errors found \
            (recall \(Int((score.recall * 100).rounded()))%); \(String(format: "%.2f", score.findingsPerDivergence)) findings per divergence found
            """)
        #expect(score.precision >= 0.9, "findings at no labelled divergence: \(wrong.map { "\($0.language)/\($0.page):\($0.lines.lowerBound) [\($0.id)] \($0.summary)" })")
        #expect(score.recall >= 0.8)
        #expect(score.findingsPerDivergence <= 1.5)
    }

    @Test func scoring() throws {
        let labels = try LabelledDivergences(tsv: """
            page\tlanguage\tlines\tenglish_lines\tseverity\tkind\tnote
            a.md\tja\t10-12\t10-12\terror\tmissing-block\tx
            a.md\tja\t20\t20\twarning\tmeaning-differs\ty
            a.md\tja\t30\t30\tallowed\tcode-differs\tz
            b.md\tja\t5\t5\terror\tcode-differs\tw
            """)
        let findings: [LabelledDivergences.Finding] = [
            .init(id: "translation.blocks", severity: "error", page: "a.md", language: "ja", lines: 12 ... 12, summary: ""),
            .init(id: "translation.links", severity: "error", page: "a.md", language: "ja", lines: 11 ... 11, summary: ""),
            .init(id: "translation.code-blocks", severity: "error", page: "a.md", language: "ja", lines: 30 ... 30, summary: ""),
            .init(id: "translation.outdated", severity: "warning", page: "a.md", language: "ja", lines: 1 ... 1, summary: ""),
            .init(id: "translation.numbers", severity: "error", page: "c.md", language: "ja", lines: 1 ... 1, summary: ""),
        ]
        let score = labels.score(findings)
        #expect(score.findings.count == 3)
        #expect(score.correct.count == 2)
        #expect(score.errorsFound == 1 && score.errors == 2)
        #expect(score.findingsPerDivergence == 2)
    }
}
