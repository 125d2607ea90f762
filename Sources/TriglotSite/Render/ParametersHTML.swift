import TriglotMarkup

/// The Parameters list as a definition list: each name (the item's leading code span) as a term,
/// the rest of the item as its description.
enum ParametersHTML {
    static func render(list: MarkupNode, renderer: HTMLRenderer) -> String {
        var html = "<dl class=\"parameters\">\n"
        for item in list.children {
            let blocks = item.children
            guard let first = blocks.first, case .paragraph = first.kind,
                  let nameIndex = first.children.firstIndex(where: { !isBlank($0) }),
                  case .code(let name) = first.children[nameIndex].kind else {
                // An item the model could not read still shows, as written.
                html += "<dd>" + renderer.render(blocks) + "</dd>\n"
                continue
            }
            html += "<dt><code>" + HTMLEscaping.escape(name) + "</code></dt>\n<dd>"
            html += InlineTrimming.paragraph(first, from: nameIndex + 1, renderer: renderer)
            html += renderer.render(Array(blocks.dropFirst()))
            html += "</dd>\n"
        }
        return html + "</dl>\n"
    }

    private static func isBlank(_ node: MarkupNode) -> Bool {
        if case .text(let text) = node.kind { return text.allSatisfy(\.isWhitespace) }
        return false
    }
}
