/// What a declaration in a language other than Swift declares, read from its tokens.
///
/// Not a parser: the first statement of the block (after imports, decorators and preprocessor
/// lines) is matched against the shapes declarations take across languages, and anything else
/// gives nil. Every step moves forward over positions or jumps a bracket group by its
/// precomputed partner, so reading is linear and never recursive, whatever the input.
///
/// A bare call is a declaration (MDN writes `appendChild(aChild)`), unless every argument is a
/// literal: `app.mount('#app')` is an example, while `createApp(App)` names a parameter.
struct ForeignDeclaration: Equatable {
    var kind: Declaration.Kind
    var name: String
    var symbol: String
    var parameters: [Declaration.Parameter]
    var returnType: String?

    init?(code: String, language: String) {
        var reader = Reader(LexedCode(code, rules: .of(language)))
        guard let read = reader.read() else { return nil }
        self = read
    }

    init(_ kind: Declaration.Kind, _ name: String, _ parameters: [Declaration.Parameter] = [], returnType: String? = nil) {
        self.kind = kind
        self.name = name
        self.parameters = parameters
        self.returnType = returnType
        let callable = [.function, .initializer, .subscript].contains(kind) || (kind == .macro && !parameters.isEmpty)
        symbol = callable ? name + "()" : name
    }
}

extension ForeignDeclaration {
    struct Reader {
        let code: LexedCode
        let rules: CodeTokenizer.Rules
        /// Highlighting the reading found for words, by lexeme index: parameter names and selector labels.
        var marks: [Int: Declaration.Token.Kind] = [:]
        /// Set while an interface's members are read, so a member is never read as an interface again.
        var readingMembers = false

        init(_ code: LexedCode) {
            self.code = code
            rules = code.rules
        }

        struct Reading {
            var declaration: ForeignDeclaration
            /// No types, modifiers or return type: a line of an MDN-style syntax box.
            var callForm = false
        }

        mutating func read() -> ForeignDeclaration? {
            var p = skipPreamble()
            guard p < code.count else { return nil }
            let isMethod = rules.family == .objectiveC && (code.text(p) == "-" || code.text(p) == "+")
            var end = isMethod ? p : statementEnd(p, limit: code.count)
            while isMethod, end < code.count, code.text(end) != ";", code.text(end) != "{" { end += 1 }
            guard var first = isMethod ? objectiveCMethod(p, end) : statement(p, end) else { return nil }
            guard first.callForm else { return first.declaration }
            // MDN lists the forms of one call on separate lines; together they name every parameter.
            var names = Set(first.declaration.parameters.map(\.name))
            p = end
            while p < code.count {
                if code.text(p) == ";" {
                    p += 1
                    continue
                }
                let next = statementEnd(p, limit: code.count)
                let saved = marks
                guard let form = statement(p, next), form.callForm else {
                    marks = saved
                    break
                }
                if form.declaration.name == first.declaration.name {
                    for parameter in form.declaration.parameters where names.insert(parameter.name).inserted {
                        first.declaration.parameters.append(parameter)
                    }
                }
                p = next
            }
            return first.declaration
        }

        // MARK: Statements

        /// Imports, decorators, annotations and preprocessor lines say nothing of what is declared.
        private func skipPreamble() -> Int {
            var p = 0
            while p < code.count {
                let text = code.text(p)
                if code.kind(p) == .attribute, !isAtKeyword(p) {
                    p += 1
                    if code.text(p) == "(", code.adjacent(p - 1), let close = code.partner(p) { p = close + 1 }
                } else if code.kind(p) == .directive, !text.hasSuffix("define") {
                    p += 1
                    while p < code.count, !code.startsLine[p] { p += 1 }
                } else if code.isWord(p), Self.imports[text]?.contains(rules.family) ?? false, !(text == "using" && code.text(p + 2) == "=") {
                    p = statementEnd(p, limit: code.count)
                } else if text == "template", rules.family == .cpp, code.text(p + 1) == "<", let close = angleEnd(p + 1, limit: code.count) {
                    p = close + 1
                } else if text == ";" {
                    p += 1
                } else if text == "[", rules.family == .cSharp || rules.family == .idl, let close = code.partner(p) {
                    p = close + 1
                } else {
                    break
                }
            }
            return p
        }

        /// The words that start an import in each family; elsewhere they may be names (`use(plugin)`).
        private static let imports: [String: Set<CodeTokenizer.Family>] = [
            "import": [.typeScript, .javaScript, .objectiveC, .kotlin, .java, .python, .go, .swift, .generic],
            "package": [.java, .kotlin, .go, .generic], "use": [.rust], "from": [.python], "using": [.cpp, .cSharp],
        ]

        /// Where the statement at `p` ends: its `;`, or the next line that does not continue it.
        func statementEnd(_ p: Int, limit: Int, commaEnds: Bool = false) -> Int {
            var k = p
            while k < limit {
                if k > p, code.startsLine[k], !continues(k) { return k }
                if code.text(k) == ";" || (commaEnds && code.text(k) == ",") { return max(k, p + 1) }
                k = min(code.last(k), limit - 1) + 1
            }
            return limit
        }

        private static let continuingEnds: Set<String> = [",", "|", "&", ":", "=", "=>", "->", ".", "?", "<", "(", "["]
        private static let continuingStarts: Set<String> = [
            "|", "&", ".", "?.", "=>", "->", "{", ":", "=", "?", ")", "extends", "implements", "throws", "where",
        ]

        private func continues(_ k: Int) -> Bool {
            let before = code.text(k - 1)
            return Self.continuingEnds.contains(before) || Self.continuingStarts.contains(code.text(k))
                || (code.isWord(k - 1) && (rules.modifiers.contains(before) || rules.introducers[before] != nil))
        }

        mutating func statement(_ start: Int, _ end: Int) -> Reading? {
            var i = start
            var modifiers: Set<String> = []
            while i < end {
                let text = code.text(i)
                if code.isWord(i), rules.modifiers.contains(text),
                   code.isWord(i + 1) || code.kind(i + 1) == .attribute || code.text(i + 1) == "<" || text == "pub" {
                    modifiers.insert(text)
                    i += 1
                    if text == "pub", code.text(i) == "(" { i = code.last(i) + 1 }
                    if text == "extern", code.kind(i) == .string { i += 1 }
                } else if code.kind(i) == .attribute, !isAtKeyword(i) {
                    i += 1
                    if code.text(i) == "(", code.adjacent(i - 1) { i = code.last(i) + 1 }
                } else {
                    break
                }
            }
            guard i < end else { return nil }
            var key = code.text(i)
            if code.kind(i) == .directive { key = String(key.filter { $0 != " " && $0 != "\t" }) }
            let next = code.text(i + 1)
            if let kind = rules.introducers[key], code.kind(i) != .punctuation, code.kind(i) != .string,
               code.isWord(i + 1) || ["<", "*", "!", "{"].contains(next) || (next == "(" && [.function, .initializer, .variable].contains(kind)) {
                return introduced(kind, key, i, end, modifiers)
            }
            return bare(i, end, modifiers)
        }

        /// `introducer` as the tables spell it: `#define` for `#  define`.
        private mutating func introduced(_ introducedKind: Declaration.Kind, _ introducer: String, _ i: Int, _ end: Int,
                                         _ modifiers: Set<String>) -> Reading? {
            var kind = introducedKind
            var j = i + 1
            // `const enum`, `const fn`, `fun interface`: the second introducer says what is declared.
            if introducer != "typedef", code.isWord(j), let second = rules.introducers[code.text(j)],
               code.isWord(j + 1) || code.text(j + 1) == "(" {
                kind = second
                j += 1
            }
            switch kind {
            case .function, .initializer, .subscript, .macro: return callable(kind, introducer, j, end)
            case .variable, .constant: return variable(kind, j, end)
            default: return type(kind, introducer, i, j, end, modifiers)
            }
        }
    }
}
