extension LexedCode {
    /// One pass over the scalars; each step takes at least one scalar, and nothing looks back.
    struct Scanner {
        let scalars: [Unicode.Scalar]
        let rules: CodeTokenizer.Rules
        var i = 0

        init(scalars: [Unicode.Scalar], rules: CodeTokenizer.Rules) {
            self.scalars = scalars
            self.rules = rules
        }

        private static let operators: [[Unicode.Scalar]] = ["...", "=>", "->", "::", "?.", "**"].map { Array($0.unicodeScalars) }

        mutating func lexemes() -> [Lexeme] {
            var result: [Lexeme] = []
            var lineStart = true
            while i < scalars.count {
                let start = i
                let kind = next(lineStart: lineStart)
                i = max(i, start + 1)
                let piece = scalars[start..<i]
                let breaks = (kind == .space || kind == .comment) && piece.contains(where: Self.isLineBreak)
                result.append(Lexeme(kind: kind, text: String(String.UnicodeScalarView(piece)), breaksLine: breaks))
                if breaks { lineStart = true } else if kind != .space, kind != .comment { lineStart = false }
            }
            return result
        }

        private func at(_ k: Int) -> Unicode.Scalar? { k < scalars.count ? scalars[k] : nil }

        private mutating func next(lineStart: Bool) -> Kind {
            let c = scalars[i], n = at(i + 1)
            if Self.isSpace(c) {
                while let x = at(i), Self.isSpace(x) { i += 1 }
                return .space
            }
            if (rules.hashComments && c == "#") || (rules.slashComments && c == "/" && n == "/") {
                while let x = at(i), !Self.isLineBreak(x) { i += 1 }
                return .comment
            }
            if rules.slashComments, c == "/", n == "*" {
                blockComment()
                return .comment
            }
            if c == "#", rules.directives, lineStart {
                i += 1
                while at(i) == " " || at(i) == "\t" { i += 1 }
                word()
                return .directive
            }
            if c == "#", rules.family == .rust, n == "[" || (n == "!" && at(i + 2) == "[") {
                rustAttribute()
                return .attribute
            }
            if c == "@", n == "\"" {
                i += 2
                _ = quoted(by: "\"", length: 1, escapes: true, multiline: false)
                return .string
            }
            if c == "@", let n, Self.isWordStart(n) {
                i += 1
                word()
                while at(i) == ".", let m = at(i + 1), Self.isWordStart(m) {
                    i += 1
                    word()
                }
                return .attribute
            }
            if c == "\"" || c == "'" || c == "`" { return quote(c) }
            if Self.isDigit(c) || (c == "." && n.map(Self.isDigit) == true) {
                number()
                return .number
            }
            if Self.isWordStart(c) {
                let start = i
                word()
                if let q = at(i), q == "\"" || q == "'",
                   rules.stringPrefixes.contains(String(String.UnicodeScalarView(scalars[start..<i]))) {
                    _ = quote(q)
                    return .string
                }
                return .word
            }
            for op in Self.operators where scalars[i...].starts(with: op) {
                i += op.count
                return .punctuation
            }
            i += 1
            return .punctuation
        }

        private mutating func quote(_ q: Unicode.Scalar) -> Kind {
            if q == "`" {
                let start = i
                i += 1
                switch rules.backtick {
                case .template: _ = quoted(by: q, length: 1, escapes: true, multiline: true)
                case .raw: _ = quoted(by: q, length: 1, escapes: false, multiline: true)
                case .line: _ = quoted(by: q, length: 1, escapes: true, multiline: false)
                case .identifier:
                    if quoted(by: q, length: 1, escapes: false, multiline: false) { return .word }
                    i = start + 1
                    return .punctuation
                }
                return .string
            }
            if rules.tripleQuotes, at(i + 1) == q, at(i + 2) == q {
                i += 3
                _ = quoted(by: q, length: 3, escapes: true, multiline: true)
                return .string
            }
            // Rust's `'a` is a lifetime unless a quote closes it at once (`'a'`).
            if q == "'", rules.family == .rust, let n = at(i + 1), Self.isWordStart(n) {
                let start = i
                i += 1
                word()
                if at(i) == "'" {
                    i += 1
                    return .string
                }
                i = max(i, start + 2)
                return .lifetime
            }
            i += 1
            _ = quoted(by: q, length: 1, escapes: true, multiline: false)
            return .string
        }

        /// Moves past the closing quote; false, having stopped at the line's end or the input's, when there is none.
        private mutating func quoted(by q: Unicode.Scalar, length: Int, escapes: Bool, multiline: Bool) -> Bool {
            while let x = at(i) {
                if escapes, x == "\\" {
                    i = min(i + 2, scalars.count)
                    continue
                }
                if !multiline, Self.isLineBreak(x) { return false }
                if x == q, length == 1 || (at(i + 1) == q && at(i + 2) == q) {
                    i += length
                    return true
                }
                i += 1
            }
            return false
        }

        private mutating func blockComment() {
            i += 2
            var depth = 1
            while i < scalars.count {
                if scalars[i] == "*", at(i + 1) == "/" {
                    i += 2
                    depth -= 1
                    if depth == 0 { return }
                } else if rules.nestedComments, scalars[i] == "/", at(i + 1) == "*" {
                    i += 2
                    depth += 1
                } else {
                    i += 1
                }
            }
        }

        /// `#[derive(Debug)]` to its closing bracket, or to the line's end when it has none.
        private mutating func rustAttribute() {
            var depth = 0
            while let x = at(i), !Self.isLineBreak(x) {
                i += 1
                if x == "[" { depth += 1 }
                if x == "]" {
                    depth -= 1
                    if depth == 0 { return }
                }
            }
        }

        private mutating func word() {
            while let x = at(i), Self.isWordStart(x) || Self.isDigit(x) { i += 1 }
        }

        private mutating func number() {
            let hex = scalars[i] == "0" && (at(i + 1) == "x" || at(i + 1) == "X")
            i += 1
            while let x = at(i) {
                if x.isASCII, Self.isDigit(x) || x.properties.isAlphabetic || x == "_" {
                    i += 1
                    let exponent = hex ? (x == "p" || x == "P") : (x == "e" || x == "E")
                    if exponent, at(i) == "+" || at(i) == "-", at(i + 1).map(Self.isDigit) == true { i += 1 }
                } else if x == ".", at(i + 1).map(Self.isDigit) == true {
                    i += 1
                } else {
                    break
                }
            }
        }

        static func isDigit(_ c: Unicode.Scalar) -> Bool { c >= "0" && c <= "9" }

        static func isLineBreak(_ c: Unicode.Scalar) -> Bool {
            c == "\n" || c == "\r" || c == "\u{85}" || c == "\u{2028}" || c == "\u{2029}"
        }

        static func isSpace(_ c: Unicode.Scalar) -> Bool {
            c.isASCII ? (c == " " || c == "\t" || c == "\n" || c == "\r" || c == "\u{B}" || c == "\u{C}") : c.properties.isWhitespace
        }

        /// Letters, `_`, `$`, and any other scalar that is not punctuation, a math symbol or a
        /// separator: names in CJK, with accents or made of emoji stay whole.
        static func isWordStart(_ c: Unicode.Scalar) -> Bool {
            if c.isASCII { return (c >= "a" && c <= "z") || (c >= "A" && c <= "Z") || c == "_" || c == "$" }
            if c.properties.isWhitespace { return false }
            switch c.properties.generalCategory {
            case .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation, .finalPunctuation,
                 .otherPunctuation, .mathSymbol, .control, .lineSeparator, .paragraphSeparator, .spaceSeparator:
                return false
            default:
                return true
            }
        }
    }
}
