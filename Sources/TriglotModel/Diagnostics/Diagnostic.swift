import TriglotMarkup

/// A problem found in content: what every parser step and check reports instead of throwing.
///
/// Printed as `path:line:col: severity: summary [id]`; `id` is stable so people can search for
/// it, switch it off, and tools can group by it.
public struct Diagnostic: Sendable, Equatable, Hashable, Codable {
    public enum Severity: String, Sendable, Codable, Comparable, CaseIterable {
        case note, warning, error

        public static func < (lhs: Severity, rhs: Severity) -> Bool {
            allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
        }
    }

    /// A secondary place that helps explain the problem (the English source of a translation, say).
    public struct Note: Sendable, Equatable, Hashable, Codable {
        public var message: String
        public var path: String?
        public var range: SourceRange?

        public init(_ message: String, path: String? = nil, range: SourceRange? = nil) {
            self.message = message
            self.path = path
            self.range = range
        }
    }

    /// A suggested edit: replace the text in `range` of the diagnostic's file with `replacement`.
    public struct FixIt: Sendable, Equatable, Hashable, Codable {
        public var range: SourceRange
        public var replacement: String

        public init(range: SourceRange, replacement: String) {
            self.range = range
            self.replacement = replacement
        }
    }

    public var id: String
    public var severity: Severity
    public var summary: String
    public var explanation: String?
    /// The file, relative to the content folder where there is one.
    public var path: String
    public var range: SourceRange?
    public var notes: [Note]
    public var fixIts: [FixIt]

    public init(
        id: String, severity: Severity, summary: String, explanation: String? = nil,
        path: String, range: SourceRange?, notes: [Note] = [], fixIts: [FixIt] = []
    ) {
        self.id = id
        self.severity = severity
        self.summary = summary
        self.explanation = explanation
        self.path = path
        self.range = range
        self.notes = notes
        self.fixIts = fixIts
    }
}

extension Diagnostic {
    /// Orders diagnostics the way people read them: by file, then position, then id.
    public static func sortedForDisplay(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.sorted { lhs, rhs in
            if lhs.path != rhs.path { return lhs.path < rhs.path }
            let left = lhs.range?.lowerBound ?? SourceLocation(line: 0, column: 0)
            let right = rhs.range?.lowerBound ?? SourceLocation(line: 0, column: 0)
            if left != right { return left < right }
            if lhs.id != rhs.id { return lhs.id < rhs.id }
            return lhs.summary < rhs.summary
        }
    }
}
