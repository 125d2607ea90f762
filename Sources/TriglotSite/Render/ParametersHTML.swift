import TriglotMarkup

/// The Parameters list as a definition list: each name (the item's leading code span) as a term,
/// the rest of the item as its description.
enum ParametersHTML {
    static func render(list: MarkupNode, renderer: HTMLRenderer) -> String {
        var html: [UInt8] = []
        render(list: list, renderer: renderer, into: &html)
        return String(decoding: html, as: UTF8.self)
    }

    /// `render` written onto the end of a page's bytes.
    static func render(list: MarkupNode, renderer: HTMLRenderer, into html: inout [UInt8]) {
        html.append(literal: "<dl class=\"parameters\">\n")
        for item in list.children {
            let blocks = item.children
            guard let first = blocks.first, case .paragraph = first.kind,
                  let nameIndex = first.children.firstIndex(where: { !isBlank($0) }),
                  case .code(let name) = first.children[nameIndex].kind else {
                // An item the model could not read still shows, as written.
                html.append(literal: "<dd>")
                renderer.render(blocks, into: &html)
                html.append(literal: "</dd>\n")
                continue
            }
            html.append(literal: "<dt><code>")
            HTMLEscaping.append(escaping: name, to: &html)
            html.append(literal: "</code></dt>\n<dd>")
            html += InlineTrimming.paragraph(first, from: nameIndex + 1, renderer: renderer).utf8
            renderer.render(Array(blocks.dropFirst()), into: &html)
            html.append(literal: "</dd>\n")
        }
        html.append(literal: "</dl>\n")
    }

    private static func isBlank(_ node: MarkupNode) -> Bool {
        if case .text(let text) = node.kind { return text.allSatisfy(\.isWhitespace) }
        return false
    }
}
