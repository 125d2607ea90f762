import TriglotMarkup
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
        String(decoding: renderUTF8(diagnostics, sources: sources), as: UTF8.self)
    }

    /// `render` as UTF-8, for writing out without making (and checking) a String of megabytes.
    public static func renderUTF8(_ diagnostics: [Diagnostic], sources: [String: TriglotMarkupSource]) -> [UInt8] {
        var json = PrettyJSON(capacity: 800 * diagnostics.count)
        json.openObject()
        json.key("diagnostics")
        json.openArray()
        for diagnostic in diagnostics {
            json.element()
            write(entry(diagnostic, sources: sources), to: &json)
        }
        json.closeArray()
        json.key("errors")
        json.int(diagnostics.filter { $0.severity == .error }.count)
        json.key("warnings")
        json.int(diagnostics.filter { $0.severity == .warning }.count)
        json.closeObject()
        return json.bytes
    }

    /// The report as `JSONEncoder` writes it: what `render` must match byte for byte.
    static func renderWithEncoder(_ diagnostics: [Diagnostic], sources: [String: TriglotMarkupSource]) throws -> String {
        let report = Report(diagnostics: diagnostics.map { entry($0, sources: sources) },
                            errors: diagnostics.filter { $0.severity == .error }.count,
                            warnings: diagnostics.filter { $0.severity == .warning }.count)
        return try ModelJSON.encode(report)
    }

    private static func entry(_ diagnostic: Diagnostic, sources: [String: TriglotMarkupSource]) -> Entry {
        let source = sources[diagnostic.path]
        let start = diagnostic.range.map { range in source.map { SingleScalarText.characterColumn(of: range.lowerBound, in: $0) } ?? range.lowerBound.column }
        let end = diagnostic.range.map { range in source.map { SingleScalarText.characterColumn(of: range.upperBound, in: $0) } ?? range.upperBound.column }
        return Entry(id: diagnostic.id, severity: diagnostic.severity.rawValue, summary: diagnostic.summary,
                     explanation: diagnostic.explanation, path: diagnostic.path,
                     line: diagnostic.range?.lowerBound.line, column: start,
                     endLine: diagnostic.range?.upperBound.line, endColumn: end,
                     notes: diagnostic.notes, fixIts: diagnostic.fixIts)
    }

    /// An entry's members in sorted key order; absent optionals are left out, as the encoder does.
    private static func write(_ entry: Entry, to json: inout PrettyJSON) {
        json.openObject()
        if let column = entry.column { json.key("column"); json.int(column) }
        if let endColumn = entry.endColumn { json.key("endColumn"); json.int(endColumn) }
        if let endLine = entry.endLine { json.key("endLine"); json.int(endLine) }
        if let explanation = entry.explanation { json.key("explanation"); json.string(explanation) }
        json.array("fixIts", entry.fixIts) { json, fix in
            json.openObject()
            json.key("range")
            write(fix.range, to: &json)
            json.key("replacement")
            json.string(fix.replacement)
            json.closeObject()
        }
        json.key("id")
        json.string(entry.id)
        if let line = entry.line { json.key("line"); json.int(line) }
        json.array("notes", entry.notes) { json, note in
            json.openObject()
            json.key("message")
            json.string(note.message)
            if let path = note.path { json.key("path"); json.string(path) }
            if let range = note.range { json.key("range"); write(range, to: &json) }
            json.closeObject()
        }
        json.key("path")
        json.string(entry.path)
        json.key("severity")
        json.string(entry.severity)
        json.key("summary")
        json.string(entry.summary)
        json.closeObject()
    }

    private static func write(_ range: SourceRange, to json: inout PrettyJSON) {
        json.openObject()
        json.key("end")
        write(range.upperBound, to: &json)
        json.key("start")
        write(range.lowerBound, to: &json)
        json.closeObject()
    }

    private static func write(_ location: SourceLocation, to json: inout PrettyJSON) {
        json.openObject()
        json.key("column")
        json.int(location.column)
        json.key("line")
        json.int(location.line)
        json.closeObject()
    }
}
