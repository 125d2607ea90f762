/// Highlight tokens for code in any language the info string names, by a simple class per token.
///
/// A lexer with a small rule set per language family, not a parser: it must take any text a page
/// holds (half a statement, prose, broken quotes) in one pass without failing. There is no token
/// kind for comments, so a comment is a `.text` token, like whitespace, and shows unhighlighted.
/// Parameter names come from `ForeignDeclaration`'s reading of the same lexemes, so the names
/// highlighted are the names the model lists.
enum CodeTokenizer {
    /// Concatenating the tokens' texts gives `code` back exactly (every byte, whitespace included: whitespace and newlines are `.text` tokens).
    static func tokens(_ code: String, language: String) -> [Declaration.Token] {
        let lexed = LexedCode(code, rules: .of(language))
        let rules = lexed.rules
        var reader = ForeignDeclaration.Reader(lexed)
        let marks = reader.read() == nil ? [:] : reader.marks
        var tokens: [Declaration.Token] = []
        tokens.reserveCapacity(lexed.lexemes.count)
        // The significant lexeme before this one on the same line: `:` and `->` make the next word a type.
        var previous = ""
        // Python's brackets, innermost last: a `:` inside `{}` or `[]` is a dict's or a slice's.
        var openers: [String] = []
        for (index, lexeme) in lexed.lexemes.enumerated() {
            let kind: Declaration.Token.Kind
            switch lexeme.kind {
            case .space, .comment: kind = .text
            case .string: kind = .string
            case .number: kind = .number
            case .punctuation: kind = .punctuation
            case .directive: kind = .keyword
            case .lifetime: kind = .typeIdentifier
            case .attribute: kind = rules.atKeywords.contains(String(lexeme.text.dropFirst())) ? .keyword : .attribute
            case .word:
                kind = marks[index] ?? wordKind(lexeme.text, after: previous, inCollection: openers.last.map { $0 != "(" } ?? false, rules)
            }
            tokens.append(Declaration.Token(kind: kind, text: lexeme.text))
            if lexeme.breaksLine {
                previous = ""
            } else if lexeme.kind != .space, lexeme.kind != .comment {
                previous = lexeme.text
            }
            if rules.family == .python, lexeme.kind == .punctuation {
                if ["(", "[", "{"].contains(lexeme.text) { openers.append(lexeme.text) }
                if [")", "]", "}"].contains(lexeme.text), !openers.isEmpty { openers.removeLast() }
            }
        }
        return tokens
    }

    private static func wordKind(_ word: String, after previous: String, inCollection: Bool, _ rules: Rules) -> Declaration.Token.Kind {
        if rules.keywords.contains(word) { return .keyword }
        if rules.types.contains(word) { return .typeIdentifier }
        if rules.typedColon, previous == ":", !(rules.family == .python && inCollection) { return .typeIdentifier }
        if rules.arrowTypes, previous == "->" { return .typeIdentifier }
        if rules.uppercaseTypes, word.unicodeScalars.first?.properties.isUppercase == true { return .typeIdentifier }
        return .identifier
    }
}

/// Code cut into lexemes, with what the declaration reader asks of them answered in constant time.
/// Positions (`p`) count the significant lexemes only: not whitespace, not comments.
struct LexedCode {
    enum Kind { case space, comment, word, number, string, punctuation, attribute, directive, lifetime }

    struct Lexeme {
        var kind: Kind
        var text: String
        /// Whitespace or a comment holding a line break.
        var breaksLine: Bool
    }

    let rules: CodeTokenizer.Rules
    private(set) var lexemes: [Lexeme]
    /// Indices in `lexemes` of the significant lexemes.
    private(set) var significant: [Int] = []
    /// Whether a line break comes before each significant lexeme (true for the first).
    private(set) var startsLine: [Bool] = []
    /// For a bracket, the position of its partner; -1 for anything else or an unbalanced bracket.
    private var partners: [Int] = []

    init(_ code: String, rules: CodeTokenizer.Rules) {
        self.rules = rules
        var scanner = Scanner(scalars: Array(code.unicodeScalars), rules: rules)
        lexemes = scanner.lexemes()
        // One pass with a stack pairs the brackets, so the reader skips any group without counting again.
        var open: [(position: Int, closer: String)] = []
        var lineBreak = true
        for (index, lexeme) in lexemes.enumerated() {
            if lexeme.kind == .space || lexeme.kind == .comment {
                lineBreak = lineBreak || lexeme.breaksLine
                continue
            }
            let p = significant.count
            significant.append(index)
            startsLine.append(lineBreak)
            partners.append(-1)
            lineBreak = false
            guard lexeme.kind == .punctuation else { continue }
            switch lexeme.text {
            case "(": open.append((p, ")"))
            case "[": open.append((p, "]"))
            case "{": open.append((p, "}"))
            case ")", "]", "}":
                if let top = open.last, top.closer == lexeme.text {
                    open.removeLast()
                    partners[top.position] = p
                    partners[p] = top.position
                }
            default: break
            }
        }
    }

    var count: Int { significant.count }

    /// The text at `p`; "" past either end, so look-ahead needs no bounds checks.
    func text(_ p: Int) -> String { p >= 0 && p < count ? lexemes[significant[p]].text : "" }
    func kind(_ p: Int) -> Kind? { p >= 0 && p < count ? lexemes[significant[p]].kind : nil }
    func isWord(_ p: Int) -> Bool { kind(p) == .word }
    func lexemeIndex(_ p: Int) -> Int { significant[p] }

    /// The closing partner of the opening bracket at `p`.
    func partner(_ p: Int) -> Int? { p >= 0 && p < count && partners[p] > p ? partners[p] : nil }
    /// The position a group or lexeme at `p` ends at.
    func last(_ p: Int) -> Int { partner(p) ?? p }

    /// Nothing, not even a space, between `p` and the next position.
    func adjacent(_ p: Int) -> Bool { p >= 0 && p + 1 < count && significant[p + 1] == significant[p] + 1 }

    /// The source from position `from` through `through`, as written but for line breaks, which become one space.
    func source(_ from: Int, _ through: Int) -> String {
        guard from >= 0, from <= through, through < count else { return "" }
        var text = ""
        for lexeme in lexemes[significant[from]...significant[through]] {
            text += lexeme.kind == .space && lexeme.breaksLine ? " " : lexeme.text
        }
        return text
    }
}
