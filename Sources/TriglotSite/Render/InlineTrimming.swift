import TriglotMarkup

/// Renders part of a paragraph: its inline children from a given one on, with a separator the
/// writer put after a label (`: `, `— `, `：`) taken off the front.
enum InlineTrimming {
    static func paragraph(_ paragraph: MarkupNode, from first: Int, renderer: HTMLRenderer, dropLastLine: Bool = false) -> String {
        var inlines = Array(paragraph.children.dropFirst(first))
        if dropLastLine, let breakIndex = inlines.lastIndex(where: { $0.kind == .softBreak || $0.kind == .lineBreak }) {
            inlines = Array(inlines[..<breakIndex])
        } else if dropLastLine {
            inlines = []
        }
        var html = renderer.render(inlines)
        while let character = html.first, [":", "：", "-", "–", "—"].contains(character) || character.isWhitespace {
            html.removeFirst()
        }
        return html.isEmpty ? "" : "<p>" + html + "</p>\n"
    }
}
