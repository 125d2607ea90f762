import TriglotMarkup
import TriglotModel

/// An API entry's field list (`- **Type**`, `- **Details**`, `- **Example**`) as a definition
/// list: each label a term, its content the description, and the Type field's declaration
/// highlighted as a symbol page's is.
enum EntryFieldsHTML {
    static func render(_ entry: Entry, list: MarkupNode, renderer: HTMLRenderer, linkSymbol: (String) -> String?, into html: inout [UInt8]) {
        html.append(literal: "<dl class=\"entry-fields\">\n")
        for item in list.children {
            guard let field = entry.fields.first(where: { $0.node == item.index }) else { continue }
            html.append(literal: "<dt class=\"field-")
            HTMLEscaping.append(escaping: field.kind.rawValue, to: &html)
            html.append(literal: "\">")
            HTMLEscaping.append(escaping: field.label, to: &html)
            html.append(literal: "</dt>\n<dd>\n")
            var blocks = item.children
            if let first = blocks.first, first.kindTag == .paragraph {
                // The label's own line: what follows the bold label (a See also link) stays.
                html += InlineTrimming.paragraph(first, from: 1, renderer: renderer).utf8
                blocks.removeFirst()
            }
            for block in blocks {
                if let declaration = entry.declaration, block.kindTag == .codeBlock, block.range == declaration.range {
                    DeclarationHTML.render(declaration, linkSymbol: linkSymbol, into: &html)
                } else {
                    renderer.render(block, into: &html)
                }
            }
            html.append(literal: "</dd>\n")
        }
        html.append(literal: "</dl>\n")
    }
}
