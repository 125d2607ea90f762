import TriglotModel

/// `--format json`: every diagnostic with character columns, plus counts.
public enum JSONReport {
    struct Report: Encodable {
        var diagnostics: [Entry]
        var errors: Int
        var warnings: Int
    }

    struct Entry: Encodable {
        var id: String
        var severity: String
        var summary: String
        var explanation: String?
        var path: String
        var line: Int?
        var column: Int?
        var endLine: Int?
        var endColumn: Int?
        var notes: [Diagnostic.Note]
        var fixIts: [Diagnostic.FixIt]
    }

    public static func render(_ diagnostics: [Diagnostic], sources: [String: TriglotMarkupSource]) throws -> String {
        let entries = diagnostics.map { diagnostic -> Entry in
            let source = sources[diagnostic.path]
            let start = diagnostic.range.map { range in source.map { SingleScalarText.characterColumn(of: range.lowerBound, in: $0) } ?? range.lowerBound.column }
            let end = diagnostic.range.map { range in source.map { SingleScalarText.characterColumn(of: range.upperBound, in: $0) } ?? range.upperBound.column }
            return Entry(id: diagnostic.id, severity: diagnostic.severity.rawValue, summary: diagnostic.summary,
                         explanation: diagnostic.explanation, path: diagnostic.path,
                         line: diagnostic.range?.lowerBound.line, column: start,
                         endLine: diagnostic.range?.upperBound.line, endColumn: end,
                         notes: diagnostic.notes, fixIts: diagnostic.fixIts)
        }
        let report = Report(diagnostics: entries,
                            errors: diagnostics.filter { $0.severity == .error }.count,
                            warnings: diagnostics.filter { $0.severity == .warning }.count)
        return try ModelJSON.encode(report)
    }
}
