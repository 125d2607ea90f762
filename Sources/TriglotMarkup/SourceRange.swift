/// A position in a source file: a 1-based line and a 1-based column counted in UTF-8 bytes,
/// which is what cmark reports. `SourceText.characterColumn(of:)` turns it into what an editor shows.
public struct SourceLocation: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    public var description: String { "\(line):\(column)" }
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
