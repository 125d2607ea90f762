import TriglotLowLevel
import TriglotMarkup

/// Groups of diagnostics packed into a few byte buffers, for a run that keeps hundreds of
/// thousands of findings from its checks until it prints them.
///
/// A `Diagnostic` is a box of strings and arrays, about 400 bytes with its notes, each piece
/// made among the allocations of the pages being checked; kept, they hold on to the memory those
/// pages freed around them. Packed, each distinct string is kept once (a check writes the same
/// summary for thousands of pages) and every number takes a byte or two: about a tenth of the
/// size, in buffers of their own. `groups()` gives back what was appended, equal value for value.
public struct DiagnosticArchive: Sendable {
    /// Each diagnostic as a run of variable-length numbers, in the order `append(_:)` names.
    private var records: [UInt8] = []
    /// The UTF-8 of every distinct string, one after another; string n ends at `stringEnds[n]`.
    private var text: [UInt8] = []
    private var stringEnds: [Int] = []
    /// How many diagnostics each group has, in order.
    private var groupSizes: [Int] = []
    /// Each string's number, while diagnostics are appended; `sealed()` drops it.
    private var numbers: [String: Int] = [:]

    public init() {}

    /// Appended groups of diagnostics, each in its order, sealed.
    public init(_ groups: some Sequence<[Diagnostic]>) {
        for group in groups { append(group) }
        self = sealed()
    }

    /// How many groups were appended.
    public var groupCount: Int { groupSizes.count }

    /// Adds one group of diagnostics after the others.
    public mutating func append(_ group: [Diagnostic]) {
        groupSizes.append(group.count)
        for diagnostic in group { append(diagnostic) }
    }

    /// The archive without the table used to find strings already kept, and without spare room.
    public func sealed() -> DiagnosticArchive {
        var archive = DiagnosticArchive()
        archive.records = records.exactlySized()
        archive.text = text.exactlySized()
        archive.stringEnds = stringEnds.exactlySized()
        archive.groupSizes = groupSizes.exactlySized()
        return archive
    }

    /// Every group, in the order appended. A string kept once comes back as one string, shared
    /// by every diagnostic that has it.
    public func groups() -> [[Diagnostic]] {
        var strings: [String] = []
        strings.reserveCapacity(stringEnds.count)
        var start = 0
        for end in stringEnds {
            strings.append(String(decoding: text[start..<end], as: UTF8.self))
            start = end
        }
        var reader = Reader(bytes: records, strings: strings)
        return groupSizes.map { size in (0..<size).map { _ in reader.diagnostic() } }
    }

    // MARK: Writing

    /// The fields of a diagnostic in the order they are written: id, severity, summary,
    /// explanation (optional), path, range (optional), the notes (message, optional path,
    /// optional range) and the fix-its (range, replacement), each list after its count. An
    /// optional is a 0 for nil, or 1 and the value.
    private mutating func append(_ diagnostic: Diagnostic) {
        write(string: diagnostic.id)
        write(Diagnostic.Severity.allCases.firstIndex(of: diagnostic.severity)!)
        write(string: diagnostic.summary)
        write(optional: diagnostic.explanation) { $0.write(string: $1) }
        write(string: diagnostic.path)
        write(optional: diagnostic.range) { $0.write(range: $1) }
        write(diagnostic.notes.count)
        for note in diagnostic.notes {
            write(string: note.message)
            write(optional: note.path) { $0.write(string: $1) }
            write(optional: note.range) { $0.write(range: $1) }
        }
        write(diagnostic.fixIts.count)
        for fixIt in diagnostic.fixIts {
            write(range: fixIt.range)
            write(string: fixIt.replacement)
        }
    }

    private mutating func write<Value>(optional value: Value?, _ writeValue: (inout DiagnosticArchive, Value) -> Void) {
        guard let value else { return write(0) }
        write(1)
        writeValue(&self, value)
    }

    private mutating func write(range: SourceRange) {
        write(range.lowerBound.line)
        write(range.lowerBound.column)
        write(range.upperBound.line)
        write(range.upperBound.column)
    }

    private mutating func write(string: String) {
        if let number = numbers[string] { return write(number) }
        let number = stringEnds.count
        numbers[string] = number
        text.append(contentsOf: string.utf8)
        stringEnds.append(text.count)
        write(number)
    }

    /// A number as a `VarInt`, after a zigzag turn so that a small negative number is short too.
    private mutating func write(_ number: Int) {
        VarInt.append(UInt(bitPattern: (number << 1) ^ (number >> (Int.bitWidth - 1))), to: &records)
    }

    // MARK: Reading

    /// Reads diagnostics back in the order `append` wrote them.
    private struct Reader {
        let bytes: [UInt8]
        let strings: [String]
        var offset = 0

        mutating func diagnostic() -> Diagnostic {
            let id = string()
            let severity = Diagnostic.Severity.allCases[number()]
            let summary = string()
            let explanation = optional { $0.string() }
            let path = string()
            let place = optional { $0.range() }
            let notes = (0..<number()).map { _ in
                Diagnostic.Note(string(), path: optional { $0.string() }, range: optional { $0.range() })
            }
            let fixIts = (0..<number()).map { _ in Diagnostic.FixIt(range: range(), replacement: string()) }
            return Diagnostic(id: id, severity: severity, summary: summary, explanation: explanation, path: path, range: place,
                              notes: notes, fixIts: fixIts)
        }

        mutating func optional<Value>(_ readValue: (inout Reader) -> Value) -> Value? {
            number() == 0 ? nil : readValue(&self)
        }

        mutating func range() -> SourceRange {
            let lower = SourceLocation(line: number(), column: number())
            return SourceRange(lower, SourceLocation(line: number(), column: number()))
        }

        mutating func string() -> String { strings[number()] }

        mutating func number() -> Int {
            let value = VarInt.read(bytes, at: &offset)
            let magnitude = Int(bitPattern: value >> 1)
            return value & 1 == 0 ? magnitude : ~magnitude
        }
    }
}
