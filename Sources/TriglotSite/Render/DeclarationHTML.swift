import TriglotMarkup
import TriglotModel

/// The declaration as the reader sees it: each syntax token in a class the stylesheet colours,
/// and type names linked to their pages when the site documents them.
enum DeclarationHTML {
    static func render(_ declaration: Declaration, linkSymbol: (String) -> String?) -> String {
        let escape = HTMLEscaping.escape
        var html = "<pre class=\"declaration\"><code class=\"language-\(escape(declaration.language))\">"
        for token in declaration.tokens {
            let text = escape(token.text)
            switch token.kind {
            case .text, .punctuation:
                html += text
            case .typeIdentifier:
                if let href = linkSymbol(token.text) {
                    html += "<a class=\"tok-type\" href=\"\(escape(href))\">\(text)</a>"
                } else {
                    html += "<span class=\"tok-type\">\(text)</span>"
                }
            default:
                html += "<span class=\"tok-\(cssName(token.kind))\">\(text)</span>"
            }
        }
        return html + "</code></pre>\n"
    }

    private static func cssName(_ kind: Declaration.Token.Kind) -> String {
        switch kind {
        case .keyword: return "keyword"
        case .identifier: return "identifier"
        case .typeIdentifier: return "type"
        case .label: return "label"
        case .parameterName: return "param"
        case .attribute: return "attribute"
        case .number: return "number"
        case .string: return "string"
        case .punctuation, .text: return "text"
        }
    }
}
