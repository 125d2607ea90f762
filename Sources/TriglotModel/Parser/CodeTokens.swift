/// The lexemes of a code block that a translation must keep, for comparing an English code block
/// with its translated copy: translators rightly translate comments, the text a template shows
/// and string literals, and re-indent or re-wrap freely. Nothing here is a parser; it is the
/// highlighter's lexer (`LexedCode`) with whitespace and comments set aside.
public enum CodeTokens {
    public struct Token: Sendable, Equatable {
        public enum Kind: Sendable, Equatable {
            /// A word, number or punctuation: must match.
            case code
            /// A string literal: may be translated.
            case string
            /// A word outside the Latin script (a template's text, translated): may differ.
            case text
        }

        public var kind: Kind
        public var text: String
        /// The 0-based line of `code` the token starts on.
        public var line: Int
    }

    /// The significant tokens of `code` as `language` (a Markdown info string's first word) lexes
    /// it: no whitespace, no comments (`//`, `/* */`, `#` where the language has them, `<!-- -->`
    /// in markup).
    public static func significant(_ code: String, language: String) -> [Token] {
        let name = language.lowercased()
        var rules = CodeTokenizer.Rules.of(name)
        if hashCommentLanguages.contains(name) { rules.hashComments = true; rules.slashComments = false }
        let markup = markupLanguages.contains(name)
        let lexed = LexedCode(markup ? withoutMarkupComments(code) : code, rules: rules)
        var tokens: [Token] = []
        var line = 0
        for lexeme in lexed.lexemes {
            defer { line += lexeme.text.utf8.reduce(0) { $0 + ($1 == 10 ? 1 : 0) } }
            switch lexeme.kind {
            case .space, .comment:
                continue
            case .string:
                tokens.append(Token(kind: .string, text: lexeme.text, line: line))
            default:
                let isText = lexeme.kind == .word && lexeme.text.unicodeScalars.contains { $0.value > 0x24F && $0.properties.isAlphabetic }
                tokens.append(Token(kind: isText ? .text : .code, text: lexeme.text, line: line))
            }
        }
        return tokens
    }

    /// `code` with each `<!-- … -->` blanked out, its line breaks kept so lines still count.
    static func withoutMarkupComments(_ code: String) -> String {
        var result = ""
        var rest = Substring(code)
        while let open = rest.range(of: "<!--") {
            result += rest[..<open.lowerBound]
            let close = rest[open.upperBound...].range(of: "-->")
            let comment = rest[open.lowerBound ..< (close?.upperBound ?? rest.endIndex)]
            result += String(repeating: "\n", count: comment.utf8.reduce(0) { $0 + ($1 == 10 ? 1 : 0) })
            result += " "
            rest = rest[(close?.upperBound ?? rest.endIndex)...]
        }
        return result + rest
    }

    /// Languages whose comments start with `#` and that the highlighter reads as generic code.
    static let hashCommentLanguages: Set<String> = [
        "yaml", "yml", "toml", "ini", "properties", "dockerfile", "makefile", "make", "conf", "cmake", "r", "ruby", "rb",
        "perl", "pl", "nginx", "gitignore", "powershell", "ps1",
    ]

    /// Languages whose comments are `<!-- -->` and whose text between tags is prose.
    package static let markupLanguages: Set<String> = ["html", "htm", "xml", "vue", "svelte", "svg", "xhtml", "markdown", "md", "vue-html", "astro"]
}
