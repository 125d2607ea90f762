/// A position in a source file: a 1-based line and a 1-based column counted in UTF-8 bytes,
/// which is what cmark reports. `SourceText.characterColumn(of:)` turns it into what an editor shows.
///
/// Kept in 32 bits each: a large build keeps millions of ranges (every heading, see-also link
/// and packed finding of every page), and only a file of 2 GiB could go past 2^31 lines or
/// bytes on a line; a larger number given is clamped.
public struct SourceLocation: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    private var storedLine: Int32
    private var storedColumn: Int32

    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = Int32(clamping: newValue) }
    }

    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = Int32(clamping: newValue) }
    }

    public init(line: Int, column: Int) {
        storedLine = Int32(clamping: line)
        storedColumn = Int32(clamping: column)
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.storedLine, lhs.storedColumn) < (rhs.storedLine, rhs.storedColumn)
    }

    public var description: String { "\(line):\(column)" }

    private enum CodingKeys: String, CodingKey {
        case line, column
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(line: try container.decode(Int.self, forKey: .line), column: try container.decode(Int.self, forKey: .column))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(line, forKey: .line)
        try container.encode(column, forKey: .column)
    }
}

/// A half-open range of source positions: `lowerBound` is the first byte, `upperBound` the
/// position just after the last one (on the same line as the last byte).
public struct SourceRange: Hashable, Sendable, Codable, CustomStringConvertible {
    public var lowerBound: SourceLocation
    public var upperBound: SourceLocation

    public init(_ lowerBound: SourceLocation, _ upperBound: SourceLocation) {
        self.lowerBound = lowerBound
        self.upperBound = max(lowerBound, upperBound)
    }

    public init(line: Int, column: Int = 1, endLine: Int? = nil, endColumn: Int? = nil) {
        let start = SourceLocation(line: line, column: column)
        self.init(start, SourceLocation(line: endLine ?? line, column: endColumn ?? column))
    }

    public func contains(_ location: SourceLocation) -> Bool {
        lowerBound <= location && location < upperBound
    }

    public var description: String { "\(lowerBound)-\(upperBound)" }

    enum CodingKeys: String, CodingKey {
        case lowerBound = "start", upperBound = "end"
    }
}
