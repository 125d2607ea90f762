import Foundation

/// A reviewer's hand-made list of the real divergences between English pages and their
/// translations (`Tests/Fixtures/vue-labels/labels.tsv`), and how `triglot check`'s findings
/// score against it.
struct LabelledDivergences {
    struct Label: Equatable {
        var page: String
        var language: String
        var lines: ClosedRange<Int>
        var severity: String
        var note: String
    }

    /// One finding as `triglot check --format json` reports it.
    struct Finding {
        var id: String
        var severity: String
        var page: String
        var language: String
        var lines: ClosedRange<Int>
        var summary: String
    }

    var labels: [Label]

    init(tsv: String) throws {
        var labels: [Label] = []
        for (number, line) in tsv.split(separator: "\n").enumerated() where number > 0 && !line.hasPrefix("#") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count >= 7, let lines = Self.range(fields[2]) else {
                throw CocoaError(.fileReadCorruptFile, userInfo: [NSLocalizedDescriptionKey: "labels.tsv:\(number + 1): malformed label"])
            }
            labels.append(Label(page: fields[0], language: fields[1], lines: lines, severity: fields[4], note: fields[6]))
        }
        self.labels = labels
    }

    static func range(_ text: String) -> ClosedRange<Int>? {
        let parts = text.split(separator: "-").compactMap { Int($0) }
        guard let first = parts.first else { return nil }
        return first ... max(first, parts.last ?? first)
    }

    /// The page pairs labelled, as "language/page".
    var pairs: Set<String> { Set(labels.map { $0.language + "/" + $0.page }) }

    /// Real divergences: errors and warnings.
    var divergences: [Label] { labels.filter { $0.severity != "allowed" } }

    struct Score {
        /// Findings (errors and warnings, outdated-tracking aside) on the labelled pairs.
        var findings: [Finding]
        /// Those at the lines of a labelled divergence.
        var correct: [Finding]
        /// Labelled errors with a finding at their lines.
        var errorsFound: Int
        var errors: Int
        /// Divergences (errors and warnings) with a finding at their lines.
        var divergencesFound: Int

        var precision: Double { findings.isEmpty ? 1 : Double(correct.count) / Double(findings.count) }
        var recall: Double { errors == 0 ? 1 : Double(errorsFound) / Double(errors) }
        var findingsPerDivergence: Double { divergencesFound == 0 ? 0 : Double(correct.count) / Double(divergencesFound) }
    }

    /// How findings score: a finding is correct when its lines meet a labelled error's or
    /// warning's lines in the same page and language.
    func score(_ all: [Finding]) -> Score {
        let findings = all.filter { pairs.contains($0.language + "/" + $0.page) && $0.id != "translation.outdated"
            && ($0.severity == "error" || $0.severity == "warning") }
        func meets(_ finding: Finding, _ label: Label) -> Bool {
            finding.page == label.page && finding.language == label.language && finding.lines.overlaps(label.lines)
        }
        let correct = findings.filter { finding in divergences.contains { meets(finding, $0) } }
        let found = divergences.filter { label in findings.contains { meets($0, label) } }
        return Score(findings: findings, correct: correct, errorsFound: found.filter { $0.severity == "error" }.count,
                     errors: divergences.filter { $0.severity == "error" }.count, divergencesFound: found.count)
    }

    /// The findings of `triglot check --format json`, with paths read as "language/page".
    static func findings(json: Data) throws -> [Finding] {
        let root = try JSONSerialization.jsonObject(with: json) as? [String: Any]
        let diagnostics = root?["diagnostics"] as? [[String: Any]] ?? []
        return diagnostics.compactMap { item in
            guard let path = item["path"] as? String, let line = item["line"] as? Int else { return nil }
            let parts = path.split(separator: "/")
            guard parts.count >= 2 else { return nil }
            return Finding(id: item["id"] as? String ?? "", severity: item["severity"] as? String ?? "", page: String(parts[parts.count - 1]),
                           language: String(parts[parts.count - 2]), lines: line ... max(line, item["endLine"] as? Int ?? line),
                           summary: item["summary"] as? String ?? "")
        }
    }
}
