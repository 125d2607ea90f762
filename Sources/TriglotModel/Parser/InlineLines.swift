import TriglotMarkup

/// The visible lines of a paragraph (split at soft and hard breaks), each with its range.
enum InlineLines {
    struct Line {
        var text: String
        var range: SourceRange
    }

    static func of(_ paragraph: MarkupNode) -> [Line] {
        var lines: [Line] = []
        var text = ""
        var start: SourceLocation?
        var end: SourceLocation?
        func flush() {
            if let start, let end { lines.append(Line(text: text, range: SourceRange(start, end))) }
            text = ""
            start = nil
            end = nil
        }
        for node in paragraph.descendants {
            switch node.kind {
            case .softBreak, .lineBreak:
                flush()
            case .text(let value), .code(let value):
                text += value
                if start == nil { start = node.range.lowerBound }
                end = node.range.upperBound
            default:
                continue
            }
        }
        flush()
        return lines
    }

    /// The code spans of a node's subtree, in order, with their ranges.
    static func codeSpans(in node: MarkupNode) -> [(text: String, range: SourceRange)] {
        node.subtree.compactMap { child in
            if case .code(let text) = child.kind { return (text, child.range) }
            return nil
        }
    }
}
