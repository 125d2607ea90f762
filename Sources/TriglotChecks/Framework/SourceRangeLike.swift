import TriglotMarkup

/// Lets diagnostics be placed with a range or a bare line.
public protocol SourceRangeLike {
    var sourceRange: SourceRange { get }
}

extension SourceRange: SourceRangeLike {
    public var sourceRange: SourceRange { self }
}

/// A whole line, for facts that only know their line.
public struct LineOnly: SourceRangeLike {
    public var line: Int

    public init(_ line: Int) {
        self.line = line
    }

    public var sourceRange: SourceRange { SourceRange(line: line) }
}
