/// Declarations without an introducing keyword (`int max(int a, int b)`, `mount(el: Element): App`,
/// `appendChild(aChild)`), Objective-C methods, and the return types that follow signatures.
extension ForeignDeclaration.Reader {
    /// Words a C-family type is built of besides its name.
    static let typeWords: Set<String> = [
        "const", "volatile", "unsigned", "signed", "struct", "enum", "union", "class", "typename", "auto", "restrict",
        "_Nullable", "_Nonnull", "_Null_unspecified", "nullable", "nonnull", "__kindof", "__strong", "__weak", "__block",
    ]
    /// What may follow a signature's parameters; anything else (`to`, `.then`, `+`) makes it prose or an expression.
    private static let tails: Set<String> = [
        "{", ";", "=", ":", "->", "const", "noexcept", "override", "final", "throws", "where", "requires", "volatile",
        "async", "rethrows",
    ]

    /// `[modifiers] [Type] [receiver.]name(…)`, `name: Type`, or `Type name`: a signature, a
    /// property or a variable, told apart by what follows the name.
    mutating func bare(_ start: Int, _ end: Int, _ modifiers: Set<String>) -> Reading? {
        let typedHeads = !rules.namesBeforeTypes && rules.family != .go && rules.family != .shell
        var modifiers = modifiers
        var j = start
        var isNew = false
        var typeStart: Int?
        var chain: Range<Int>?  // the last name, with its receivers: `element.append`
        var typeNames = 0
        var typeKeywords: Set<String> = []
        head: while j < end {
            let text = code.text(j)
            switch code.kind(j) {
            case .word?:
                if text == "new", chain == nil, [.typeScript, .javaScript, .java, .cSharp, .cpp, .generic].contains(rules.family) {
                    isNew = true
                    j += 1
                } else if rules.modifiers.contains(text), chain == nil, typeStart == nil {
                    modifiers.insert(text)
                    j += 1
                } else if rules.keywords.contains(text) || rules.types.contains(text), !isReceiver(j) {
                    // `return x`, `await f()`: statements, not declarations.
                    guard typedHeads, rules.types.contains(text) || Self.typeWords.contains(text) else { return nil }
                    typeStart = typeStart ?? j
                    typeKeywords.insert(text)
                    j += 1
                } else if typedHeads, isMacro(text), code.isWord(j + 1) || (code.text(j + 1) == "(" && code.isWord(code.last(j + 1) + 1)) {
                    j = code.text(j + 1) == "(" ? code.last(j + 1) + 1 : j + 1  // `UIKIT_EXTERN`, `API_AVAILABLE(ios(13))`
                } else {
                    if let previous = chain {
                        guard typedHeads else { return nil }
                        typeNames += 1
                        typeStart = min(typeStart ?? previous.lowerBound, previous.lowerBound)
                    }
                    let first = j
                    j += 1
                    while [".", "::", "?."].contains(code.text(j)), code.isWord(j + 1) { j += 2 }
                    chain = first..<j
                    if code.text(j) == "<", let close = angleEnd(j, limit: end) { j = close + 1 }
                }
            case .attribute?:
                j += 1
                if code.text(j) == "(", code.adjacent(j - 1) { j = code.last(j) + 1 }
            case .punctuation?:
                if ["(", ";", "=", "{", ":"].contains(text) || (text == "?" && !typedHeads) { break head }
                guard typedHeads else { return nil }
                if text == "<", chain == nil, typeStart == nil, let close = angleEnd(j, limit: end) {
                    j = close + 1  // Java's `<T> T max(…)`
                    continue
                }
                guard ["*", "**", "&", "&&", "^", "[", "~", "::", "?"].contains(text), chain != nil || typeStart != nil || text == "~" || text == "::"
                else { return nil }
                j = code.last(j) + 1
            default:
                return nil  // a literal: an expression
            }
        }
        // `void (^handler)(BOOL)`, `int (*compare)(…)`: a variable holding a function.
        if typedHeads, code.text(j) == "(", ["*", "^"].contains(code.text(j + 1)), code.isWord(j + 2), code.text(j + 3) == ")" {
            let from = typeStart ?? chain?.lowerBound ?? j
            return Reading(declaration: ForeignDeclaration(.variable, code.text(j + 2), returnType: code.source(from, end - 1)))
        }
        guard let chain, typeNames <= 1 else { return nil }
        let name = code.text(chain.upperBound - 1)
        let typed = typeStart != nil
        var returnType = typeStart.map { code.source($0, chain.lowerBound - 1) }
        if code.text(j) == "?", code.text(j + 1) == "(" { j += 1 }  // TypeScript's optional methods
        let text = code.text(j)
        if text == "(" {
            guard let list = parameters(j, typedHead: typed) else { return nil }
            var k = list.close + 1
            if !typed || code.text(k) == "->" {
                let clause = returnClause(k, end)
                if let type = clause.text {
                    let from = ["->", ":"].contains(code.text(k)) ? k + 1 : k
                    guard typed || plausibleType(from, clause.end) else { return nil }
                    returnType = type
                }
                k = clause.end
            }
            guard k >= end || Self.tails.contains(code.text(k)) || code.kind(k) == .attribute || isMacro(code.text(k)) else { return nil }
            let callForm = !typed && modifiers.isEmpty && returnType == nil && list.untyped
            guard typed || !list.hasComplex, !callForm || list.namesSomething || !list.hasLiteral else { return nil }
            var kind = Declaration.Kind.function
            if isNew || name == "constructor" || (!typed && !modifiers.isEmpty && [.java, .cSharp, .cpp].contains(rules.family)) {
                kind = .initializer
            }
            return Reading(declaration: ForeignDeclaration(kind, name, list.parameters, returnType: returnType), callForm: callForm)
        }
        guard chain.count == 1 else { return nil }
        if rules.namesBeforeTypes, !typed, text == ":" || (text == "?" && code.text(j + 1) == ":") {  // `name: Type`, `name?: Type`
            let from = text == ":" ? j + 1 : j + 2
            let type = typeExtent(from, end)
            guard let written = type.text, plausibleType(from, type.end), type.end >= end || code.text(type.end) == "=" else { return nil }
            return Reading(declaration: ForeignDeclaration(.variable, name, returnType: written))
        }
        guard typedHeads, typed, j >= end || [";", "=", "{"].contains(text) else { return nil }
        let constant = !modifiers.isDisjoint(with: ["const", "final", "readonly", "constexpr"])
            || code.text(chain.lowerBound - 1) == "const" || (typeKeywords.contains("const") && !(returnType ?? "").contains("*"))
        return Reading(declaration: ForeignDeclaration(constant ? .constant : .variable, name, returnType: returnType))
    }

    /// `- (BOOL)application:(UIApplication *)application willFinishLaunchingWithOptions:(NSDictionary *)launchOptions;`
    mutating func objectiveCMethod(_ start: Int, _ end: Int) -> Reading? {
        var j = start + 1
        var returnType = "id"  // what a method without a written type returns
        if code.text(j) == "(", let close = code.partner(j) {
            returnType = code.source(j + 1, close - 1)
            j = close + 1
        }
        var selector = ""
        var parameters: [Declaration.Parameter] = []
        while j < end, code.isWord(j) {
            let label = code.text(j)
            guard code.text(j + 1) == ":" else {
                if selector.isEmpty { selector = label }
                break
            }
            var k = j + 2
            var type = ""
            if code.text(k) == "(", let close = code.partner(k) {
                type = code.source(k + 1, close - 1)
                k = close + 1
            }
            guard code.isWord(k) else { return nil }
            parameters.append(.init(label: label, name: code.text(k), type: type))
            marks[code.lexemeIndex(k)] = .parameterName
            if !selector.isEmpty { marks[code.lexemeIndex(j)] = .label }
            selector += label + ":"
            j = k + 1
            if code.text(j) == ",", code.text(j + 1) == "..." { j += 2 }
        }
        guard !selector.isEmpty else { return nil }
        var declaration = ForeignDeclaration(.function, selector, parameters, returnType: returnType)
        declaration.symbol = selector
        return Reading(declaration: declaration)
    }

    /// The return type written after the parameters, and where it ends.
    func returnClause(_ start: Int, _ end: Int) -> (text: String?, end: Int) {
        var k = start
        while rules.family == .swift, ["async", "throws", "rethrows"].contains(code.text(k)) { k += 1 }
        if code.text(k) == "->" || (code.text(k) == ":" && [.typeScript, .javaScript, .kotlin, .generic].contains(rules.family)) {
            return typeExtent(k + 1, end)
        }
        if rules.family == .go, k < end, code.text(k) != "{" {
            return code.text(k) == "(" ? (code.source(k, code.last(k)), code.last(k) + 1) : typeExtent(k, end)
        }
        return (nil, k)
    }

    /// A type from `start` up to a body, a default value, a `where` clause or the statement's end.
    func typeExtent(_ start: Int, _ end: Int, stopAtArrow: Bool = false) -> (text: String?, end: Int) {
        var k = start
        var angles = 0  // `impl Iterator<Item = T>`: what is inside `<…>` ends nothing
        if code.text(k) == "{" { k = min(code.last(k), end - 1) + 1 }  // an object type, not a body
        while k < end {
            let text = code.text(k)
            if text == "<" { angles += 1 } else if text == ">", angles > 0 { angles -= 1 }
            if angles == 0, ["{", ";", "=", "where", "throws"].contains(text) || (text == ":" && rules.family == .python)
                || (stopAtArrow && text == "=>") {
                break
            }
            k = min(code.last(k), end - 1) + 1
        }
        return (k > start ? code.source(start, k - 1) : nil, max(k, start))
    }

    /// The `>` closing the `<` at `open`, brackets inside skipped; nil at a `;` or the limit.
    func angleEnd(_ open: Int, limit: Int) -> Int? {
        var depth = 0
        var k = open
        while k < limit {
            let text = code.text(k)
            if text == "<" {
                depth += 1
            } else if text == ">" {
                depth -= 1
                if depth == 0 { return k }
            } else if text == ";" {
                return nil
            }
            k = code.last(k) + 1
        }
        return nil
    }

    /// No two names in a row but after a keyword (`keyof T`): `Note: this is it` is prose.
    func plausibleType(_ start: Int, _ end: Int) -> Bool {
        var k = start
        while k < end {
            if code.isWord(k), k + 1 < end, code.isWord(k + 1), !rules.keywords.contains(code.text(k)) { return false }
            k = code.last(k) + 1
        }
        return end > start && code.text(end - 1) != "."
    }

    /// `str.split(…)`, `string.Join(…)`: a type's or keyword's name before a member is a receiver.
    private func isReceiver(_ p: Int) -> Bool {
        [".", "::", "?."].contains(code.text(p + 1)) && code.isWord(p + 2)
    }

    func isAtKeyword(_ p: Int) -> Bool {
        code.kind(p) == .attribute && rules.atKeywords.contains(String(code.text(p).dropFirst()))
    }

    /// `UIKIT_EXTERN`, `NS_SWIFT_NAME`, `__attribute__`: macros that annotate C declarations.
    func isMacro(_ word: String) -> Bool {
        if word.hasPrefix("__") { return true }
        return word.utf8.count >= 3 && word.contains("_")
            && word.utf8.allSatisfy { ($0 >= 0x41 && $0 <= 0x5A) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x5F }
    }
}
