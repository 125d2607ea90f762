import TriglotLowLevel
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

    /// What a diagnostic holds, kept in one shared box (see `storage`).
    @usableFromInline
    struct Fields: Sendable, Hashable, Codable {
        @usableFromInline var id: String
        @usableFromInline var severity: Severity
        @usableFromInline var summary: String
        @usableFromInline var explanation: String?
        @usableFromInline var path: String
        @usableFromInline var range: SourceRange?
        @usableFromInline var notes: [Note]
        @usableFromInline var fixIts: [FixIt]
    }

    /// Tens of thousands of findings are moved between arrays, merged, sorted and printed at the
    /// end of every check, on one core: from one shared box (see `SharedFields`), a copy of a
    /// finding is one retain.
    @usableFromInline var storage: SharedFields<Fields>

    @inlinable public var id: String {
        _read { yield storage.fields.id }
        set { update { $0.id = newValue } }
    }

    @inlinable public var severity: Severity {
        _read { yield storage.fields.severity }
        set { update { $0.severity = newValue } }
    }

    @inlinable public var summary: String {
        _read { yield storage.fields.summary }
        set { update { $0.summary = newValue } }
    }

    @inlinable public var explanation: String? {
        _read { yield storage.fields.explanation }
        set { update { $0.explanation = newValue } }
    }

    /// The file, relative to the content folder where there is one.
    @inlinable public var path: String {
        _read { yield storage.fields.path }
        set { update { $0.path = newValue } }
    }

    @inlinable public var range: SourceRange? {
        _read { yield storage.fields.range }
        set { update { $0.range = newValue } }
    }

    @inlinable public var notes: [Note] {
        _read { yield storage.fields.notes }
        set { update { $0.notes = newValue } }
    }

    @inlinable public var fixIts: [FixIt] {
        _read { yield storage.fields.fixIts }
        set { update { $0.fixIts = newValue } }
    }

    public init(
        id: String, severity: Severity, summary: String, explanation: String? = nil,
        path: String, range: SourceRange?, notes: [Note] = [], fixIts: [FixIt] = []
    ) {
        storage = SharedFields(Fields(id: id, severity: severity, summary: summary, explanation: explanation,
                                      path: path, range: range, notes: notes, fixIts: fixIts))
    }

    @usableFromInline
    mutating func update(_ change: (inout Fields) -> Void) {
        storage = storage.updated(change)
    }

    public static func == (left: Diagnostic, right: Diagnostic) -> Bool {
        left.storage === right.storage || left.storage.fields == right.storage.fields
    }

    public func hash(into hasher: inout Hasher) {
        storage.fields.hash(into: &hasher)
    }

    /// The same JSON as the fields had when they were the struct's own.
    public init(from decoder: any Decoder) throws {
        storage = SharedFields(try Fields(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        try storage.fields.encode(to: encoder)
    }
}

extension Diagnostic {
    /// Orders diagnostics the way people read them: by file, then position, then id, then
    /// summary; diagnostics alike in all four keep the order they came in.
    ///
    /// A large site has hundreds of thousands, and sorting them by comparing paths moved large
    /// values about on one core for a quarter of a second. Each file gets a rank once (findings
    /// come file by file, so a path is looked up only where it changes), and small keys of ranks
    /// and positions are sorted instead; ids and summaries are compared only between findings at
    /// the same place.
    public static func sortedForDisplay(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        displayOrder(of: diagnostics).map { diagnostics[$0] }
    }

    /// The indices of `diagnostics` in the order `sortedForDisplay` puts them, for callers that
    /// pick from the sorted sequence without a sorted copy of it.
    public static func displayOrder(of diagnostics: [Diagnostic]) -> [Int] {
        // What the checks hand out is sorted already; printing it only has to confirm that.
        guard diagnostics.count > 1, !isInDisplayOrder(diagnostics) else { return Array(diagnostics.indices) }
        var fileOfPath: [String: Int] = [:]
        var paths: [String] = []
        var keys: [DisplayKey] = []
        keys.reserveCapacity(diagnostics.count)
        var previousPath: String?
        var previousFile = 0
        for (index, diagnostic) in diagnostics.enumerated() {
            if diagnostic.path != previousPath {
                if let known = fileOfPath[diagnostic.path] {
                    previousFile = known
                } else {
                    previousFile = paths.count
                    fileOfPath[diagnostic.path] = previousFile
                    paths.append(diagnostic.path)
                }
                previousPath = diagnostic.path
            }
            let start = diagnostic.range?.lowerBound ?? SourceLocation(line: 0, column: 0)
            keys.append(DisplayKey(file: previousFile, line: start.line, column: start.column, index: index))
        }
        var rankOfFile = [Int](repeating: 0, count: paths.count)
        for (rank, file) in paths.indices.sorted(by: { paths[$0] < paths[$1] }).enumerated() { rankOfFile[file] = rank }
        for index in keys.indices { keys[index].file = rankOfFile[keys[index].file] }
        keys.sort { lhs, rhs in
            if lhs.file != rhs.file { return lhs.file < rhs.file }
            if lhs.line != rhs.line { return lhs.line < rhs.line }
            if lhs.column != rhs.column { return lhs.column < rhs.column }
            let (left, right) = (diagnostics[lhs.index], diagnostics[rhs.index])
            if left.id != right.id { return left.id < right.id }
            if left.summary != right.summary { return left.summary < right.summary }
            return lhs.index < rhs.index
        }
        return keys.map(\.index)
    }

    /// Whether no diagnostic sorts before the one ahead of it, in one walk: paths are compared
    /// only where they change, which in sorted findings is once a file.
    static func isInDisplayOrder(_ diagnostics: [Diagnostic]) -> Bool {
        isInDisplayOrder(diagnostics, partSize: orderCheckPartSize)
    }

    /// Findings per task of `isInDisplayOrder`: a large site's tens of thousands are confirmed
    /// on every core, where one core walked them all while the others waited to print them.
    static let orderCheckPartSize = 4096

    /// `isInDisplayOrder` in parts of `partSize` findings, each on any core, each also comparing
    /// its first finding with the one before it; one part when there are few.
    static func isInDisplayOrder(_ diagnostics: [Diagnostic], partSize: Int) -> Bool {
        // Through a span, so that each finding is read in place rather than copied out of the
        // array with a retain of each of its Strings and arrays.
        guard diagnostics.count > 2 * partSize else { return isInDisplayOrder(diagnostics.span) }
        let parts = Array(stride(from: 0, to: diagnostics.count, by: partSize))
        let inOrder = ParallelMap.map(parts) { start in
            isInDisplayOrder(diagnostics.span.extracting(max(start - 1, 0) ..< min(start + partSize, diagnostics.count)))
        }
        return !inOrder.contains(false)
    }

    static func isInDisplayOrder(_ diagnostics: Span<Diagnostic>) -> Bool {
        let nowhere = SourceLocation(line: 0, column: 0)
        for index in diagnostics.indices.dropFirst() {
            let (left, right) = (diagnostics[index - 1], diagnostics[index])
            if left.path != right.path {
                if left.path < right.path { continue }
                return false
            }
            let (leftStart, rightStart) = (left.range?.lowerBound ?? nowhere, right.range?.lowerBound ?? nowhere)
            if leftStart.line != rightStart.line {
                if leftStart.line < rightStart.line { continue }
                return false
            }
            if leftStart.column != rightStart.column {
                if leftStart.column < rightStart.column { continue }
                return false
            }
            if left.id != right.id {
                if left.id < right.id { continue }
                return false
            }
            if right.summary < left.summary { return false }
        }
        return true
    }

    /// A diagnostic's place in the display order: its file (numbered, then ranked), its
    /// position, and where it came in.
    private struct DisplayKey {
        var file: Int
        var line: Int
        var column: Int
        var index: Int
    }
}
