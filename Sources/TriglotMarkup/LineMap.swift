/// Where each line of generated Markdown came from, for text Triglot rewrites before parsing
/// (plain-text pages): positions in the tree are then reported against the file as written.
public struct LineMap: Sendable, Equatable {
    public struct Origin: Sendable, Equatable {
        /// The line in the original file.
        public var line: Int
        /// Bytes the generated line adds before the original text (`## `, `- `…).
        public var addedPrefix: Int

        public init(line: Int, addedPrefix: Int) {
            self.line = line
            self.addedPrefix = addedPrefix
        }
    }

    /// `origins[n - 1]` is where generated line n came from.
    public var origins: [Origin]

    public init(origins: [Origin]) {
        self.origins = origins
    }

    func map(_ location: SourceLocation) -> SourceLocation {
        guard location.line >= 1, location.line <= origins.count else { return location }
        let origin = origins[location.line - 1]
        return SourceLocation(line: origin.line, column: max(1, location.column - origin.addedPrefix))
    }
}

extension MarkupDocument {
    /// Parses generated Markdown (with the extensions of `dialect`), then reports every
    /// position through `lineMap` against `original`.
    public init(parsing bytes: [UInt8], lineMap: LineMap, original: SourceText, checkedUTF8: Bool = false,
                dialect: MarkupDialect = .commonMark) {
        // Inline positions are found in the text that was parsed, then moved.
        var rows = MarkupDocument(parsing: bytes, source: SourceText(bytes: bytes), checkedUTF8: checkedUTF8, dialect: dialect).rows
        for index in rows.indices {
            rows[index].range = SourceRange(lineMap.map(rows[index].range.lowerBound), lineMap.map(rows[index].range.upperBound))
        }
        self.init(rows: rows, source: original)
    }
}
