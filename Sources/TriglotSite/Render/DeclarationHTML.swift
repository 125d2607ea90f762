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
        html += "<pre class=\"declaration\"><code class=\"language-".utf8
        HTMLEscaping.append(escaping: declaration.language, to: &html)
        html += "\">".utf8
        for token in declaration.tokens {
            switch token.kind {
            case .text, .punctuation:
                HTMLEscaping.append(escaping: token.text, to: &html)
            case .typeIdentifier:
                if let href = linkSymbol(token.text) {
                    html += "<a class=\"tok-type\" href=\"".utf8
                    HTMLEscaping.append(escaping: href, to: &html)
                    html += "\">".utf8
                    HTMLEscaping.append(escaping: token.text, to: &html)
                    html += "</a>".utf8
                } else {
                    html += "<span class=\"tok-type\">".utf8
                    HTMLEscaping.append(escaping: token.text, to: &html)
                    html += "</span>".utf8
                }
            default:
                html += "<span class=\"tok-".utf8
                html += cssName(token.kind).utf8
                html += "\">".utf8
                HTMLEscaping.append(escaping: token.text, to: &html)
                html += "</span>".utf8
            }
        }
        html += "</code></pre>\n".utf8
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
