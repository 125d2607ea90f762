import TriglotMarkup
import TriglotModel

/// Triglot's diagnostics as the protocol's `Diagnostic` objects.
enum DiagnosticConversion {
    /// How a file a diagnostic or note names is found: its URI, and the text its positions count
    /// in (nil when that text is unknown: positions are then taken as ASCII).
    typealias Locate = (_ displayPath: String) -> (uri: String, source: SourceText?)

    /// Error, warning, information: Triglot's notes are findings worth reading, not hints
    /// (which editors show faintly or not at all).
    static func severity(_ severity: Diagnostic.Severity) -> Int {
        switch severity {
        case .error: return 1
        case .warning: return 2
        case .note: return 3
        }
    }

    static func range(_ range: SourceRange?, in source: SourceText?) -> LSPRange {
        guard let range else { return LSPRange(LSPPosition(line: 0, character: 0), LSPPosition(line: 0, character: 0)) }
        if let source { return TextPositions.range(of: range, in: source) }
        func position(_ location: SourceLocation) -> LSPPosition {
            LSPPosition(line: max(location.line - 1, 0), character: max(location.column - 1, 0))
        }
        return LSPRange(position(range.lowerBound), position(range.upperBound))
    }

    /// `diagnostic`, found in the text `source`: the explanation follows the summary, and each
    /// note that names a place is related information there; a note that names none is added to
    /// the message, since related information must have a place.
    static func convert(_ diagnostic: Diagnostic, source: SourceText?, locate: Locate) -> LSPAny {
        var message = diagnostic.summary
        if let explanation = diagnostic.explanation, !explanation.isEmpty { message += "\n\n" + explanation }
        var related: [LSPAny] = []
        for note in diagnostic.notes {
            guard note.path != nil || note.range != nil else {
                message += "\n\nnote: " + note.message
                continue
            }
            let (uri, noteSource): (String, SourceText?)
            if let path = note.path, path != diagnostic.path {
                (uri, noteSource) = locate(path)
            } else {
                (uri, noteSource) = (locate(diagnostic.path).uri, source)
            }
            related.append(["location": ["uri": .string(uri), "range": range(note.range, in: noteSource).json],
                            "message": .string(note.message)])
        }
        var result: [String: LSPAny] = [
            "range": range(diagnostic.range, in: source).json,
            "severity": .integer(severity(diagnostic.severity)),
            "code": .string(diagnostic.id),
            "source": "triglot",
            "message": .string(message),
        ]
        if !related.isEmpty { result["relatedInformation"] = .array(related) }
        return .object(result)
    }
}
