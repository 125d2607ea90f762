/// Gives inline nodes a source range when cmark left them without one.
enum InlineRanges {
    static func fill(_ rows: inout [MarkupDocument.Row], source: SourceText) {
        for index in rows.indices where rows[index].startsOnLine == 0 {
            let parent = rows[index].parent
            rows[index].range = parent >= 0 ? rows[parent].range : SourceRange(line: 1)
        }
    }
}
