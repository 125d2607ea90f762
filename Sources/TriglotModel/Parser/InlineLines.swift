import TriglotMarkup

/// The visible lines of a paragraph (split at soft and hard breaks), each with its range.
package enum InlineLines {
    package struct Line {
        package var text: String
        package var range: SourceRange
    }

    package static func of(_ paragraph: MarkupNode) -> [Line] {
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
        // The descendants by position, without an array of nodes (each holding the document),
        // and a node's kind copied out only for the text and code whose strings are read.
        let document = paragraph.document
        for position in (paragraph.index + 1)..<paragraph.subtreeEnd {
            let node = MarkupNode(document: document, index: position)
            switch node.kindTag {
            case .softBreak, .lineBreak:
                flush()
            case .text, .code:
                switch node.kind {
                case .text(let value), .code(let value): text += value
                default: continue
                }
                let range = node.range
                if start == nil { start = range.lowerBound }
                end = range.upperBound
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
