import TriglotMarkup
import TriglotModel

/// The declaration as the reader sees it: each syntax token in a class the stylesheet colours,
/// and type names linked to their pages when the site documents them.
enum DeclarationHTML {
    static func render(_ declaration: Declaration, linkSymbol: (String) -> String?) -> String {
        var html: [UInt8] = []
        render(declaration, linkSymbol: linkSymbol, into: &html)
        return String(decoding: html, as: UTF8.self)
    }

    /// `render` written onto the end of a page's bytes.
    static func render(_ declaration: Declaration, linkSymbol: (String) -> String?, into html: inout [UInt8]) {
        html.append(literal: "<pre class=\"declaration\"><code class=\"language-")
        HTMLEscaping.append(escaping: declaration.language, to: &html)
        html.append(literal: "\">")
        for token in declaration.tokens {
            switch token.kind {
            case .text, .punctuation:
                HTMLEscaping.append(escaping: token.text, to: &html)
            case .typeIdentifier:
                if let href = linkSymbol(token.text) {
                    html.append(literal: "<a class=\"tok-type\" href=\"")
                    HTMLEscaping.append(escaping: href, to: &html)
                    html.append(literal: "\">")
                    HTMLEscaping.append(escaping: token.text, to: &html)
                    html.append(literal: "</a>")
                } else {
                    html.append(literal: "<span class=\"tok-type\">")
                    HTMLEscaping.append(escaping: token.text, to: &html)
                    html.append(literal: "</span>")
                }
            default:
                html.append(literal: "<span class=\"tok-")
                html.append(literal: cssName(token.kind))
                html.append(literal: "\">")
                HTMLEscaping.append(escaping: token.text, to: &html)
                html.append(literal: "</span>")
            }
        }
        html.append(literal: "</code></pre>\n")
    }

    private static func cssName(_ kind: Declaration.Token.Kind) -> StaticString {
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
