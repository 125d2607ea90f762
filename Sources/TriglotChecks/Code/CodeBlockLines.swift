import TriglotMarkup

/// Maps a line of a code block's content to the file: fenced blocks start their content on the
/// line after the fence, indented ones on their first line.
public enum CodeBlockLines {
    public static func firstContentLine(of range: SourceRange, in source: SourceText) -> Int {
        let line = range.lowerBound.line
        let text = source.line(line).drop { $0 == " " || $0 == "\t" || $0 == ">" }
        return text.hasPrefix("```") || text.hasPrefix("~~~") ? line + 1 : line
    }

    /// The index of the first line where two texts differ, or nil when they are equal.
    public static func firstDifferingLine(_ lhs: String, _ rhs: String) -> Int? {
        let left = lhs.split(separator: "\n", omittingEmptySubsequences: false)
        let right = rhs.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(left.count, right.count) {
            if index >= left.count || index >= right.count || left[index] != right[index] { return index }
        }
        return nil
    }
}
