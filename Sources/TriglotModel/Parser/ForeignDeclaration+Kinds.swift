/// What an introducing keyword (`function`, `val`, `interface`, `typedef`…) declares.
extension ForeignDeclaration.Reader {
    mutating func callable(_ kind: Declaration.Kind, _ introducer: String, _ start: Int, _ end: Int) -> Reading? {
        var j = start
        var kind = kind
        if rules.family == .go, code.text(j) == "(" { j = code.last(j) + 1 }  // a method's receiver
        if code.text(j) == "*" || code.text(j) == "!" { j += 1 }
        if code.text(j) == "<", let close = angleEnd(j, limit: end) { j = close + 1 }
        var name = kind == .initializer ? introducer : ""
        // The last word before the parameters: `fun <T> List<T>.second()` declares `second`.
        while kind != .initializer, code.isWord(j) {
            name = code.text(j)
            j += 1
            if code.text(j) == "<", let close = angleEnd(j, limit: end) { j = close + 1 }
            guard code.text(j) == "." || code.text(j) == "::", code.isWord(j + 1) else { break }
            j += 1
        }
        guard !name.isEmpty else { return nil }
        if rules.family == .go, code.text(j) == "[" { j = code.last(j) + 1 }  // type parameters
        if code.text(j) == "?" || code.text(j) == "!" { j += 1 }
        if kind == .macro, code.text(j) != "(" || (introducer == "#define" && !code.adjacent(j - 1)) {
            return Reading(declaration: ForeignDeclaration(.macro, name))
        }
        guard code.text(j) == "(", let list = parameters(j, typedHead: rules.family == .go) else { return nil }
        if rules.family == .python, name == "__init__" { kind = .initializer }
        let returnType = returnClause(list.close + 1, end).text
        return Reading(declaration: ForeignDeclaration(kind, name, list.parameters, returnType: returnType))
    }

    mutating func variable(_ introducedKind: Declaration.Kind, _ start: Int, _ end: Int) -> Reading? {
        var kind = introducedKind
        var j = start
        if !rules.namesBeforeTypes, rules.family != .go {
            // `@property (nonatomic) UIWindow *window`, `readonly attribute DOMString name`: type first.
            if rules.family == .objectiveC, code.text(j) == "(" { j = code.last(j) + 1 }
            guard let reading = bare(j, end, []), [.variable, .constant].contains(reading.declaration.kind) else { return nil }
            return Reading(declaration: ForeignDeclaration(kind, reading.declaration.name, returnType: reading.declaration.returnType))
        }
        if code.text(j) == "mut" {
            kind = .variable
            j += 1
        }
        guard code.isWord(j) else { return nil }  // destructuring names no one symbol
        var name = code.text(j)
        j += 1
        while code.text(j) == ".", code.isWord(j + 1) {  // Kotlin's extension properties
            name = code.text(j + 1)
            j += 2
        }
        if code.text(j) == "?" || code.text(j) == "!" { j += 1 }
        var type: (text: String?, end: Int) = (nil, j)
        if code.text(j) == ":" {
            type = typeExtent(j + 1, end)
            // `const name: (a: A) => R` declares something to call.
            if code.text(j + 1) == "(", let close = code.partner(j + 1), code.text(close + 1) == "=>",
               let list = parameters(j + 1, typedHead: false) {
                let returnType = typeExtent(close + 2, end).text
                return Reading(declaration: ForeignDeclaration(.function, name, list.parameters, returnType: returnType))
            }
        } else if rules.family == .go, j < end, code.text(j) != "=" {
            type = typeExtent(j, end)
        }
        // `const f = async (a: A): R => …`, `const f = function (a) {…}`
        var k = type.end + 1
        if code.text(type.end) == "=", [.typeScript, .javaScript].contains(rules.family) {
            if code.text(k) == "async" { k += 1 }
            let isFunction = code.text(k) == "function"
            if isFunction { k += code.isWord(k + 1) ? 2 : 1 }
            if code.text(k) == "(", let close = code.partner(k), isFunction || ["=>", ":"].contains(code.text(close + 1)),
               let list = parameters(k, typedHead: false) {
                let returnType = code.text(close + 1) == ":" ? typeExtent(close + 2, end, stopAtArrow: true).text : nil
                return Reading(declaration: ForeignDeclaration(.function, name, list.parameters, returnType: returnType))
            }
        }
        return Reading(declaration: ForeignDeclaration(kind, name, returnType: type.text))
    }

    mutating func type(_ introducedKind: Declaration.Kind, _ introducer: String, _ i: Int, _ start: Int, _ end: Int,
                       _ modifiers: Set<String>) -> Reading? {
        var kind = rules.family == .kotlin && modifiers.contains("enum") ? .enumeration : introducedKind
        var j = start
        if introducer == "typedef" { return typedef(j, end) }
        if introducer == "impl" {
            if code.text(j) == "<", let close = angleEnd(j, limit: end) { j = close + 1 }
            var k = j
            while k < end, code.text(k) != "{", code.text(k) != "where" {
                if code.text(k) == "for" { j = k + 1 }
                k = code.last(k) + 1
            }
            return j < k ? Reading(declaration: ForeignDeclaration(.extension, code.source(j, k - 1))) : nil
        }
        if code.text(j) == "mixin" {
            kind = .protocol
            j += 1
        }
        guard code.isWord(j), !rules.keywords.contains(code.text(j)) else { return nil }
        var name = code.text(j)
        j += 1
        while code.text(j) == "." || code.text(j) == "::", code.isWord(j + 1) {
            name += code.text(j) + code.text(j + 1)
            j += 2
        }
        // `struct timeval *now(void)` declares a function returning a struct.
        if [.c, .cpp, .objectiveC].contains(rules.family), ["struct", "union", "enum", "class"].contains(introducer),
           !(j >= end || ["{", ";", ":"].contains(code.text(j))) {
            return bare(i, end, modifiers)
        }
        if code.text(j) == "<", let close = angleEnd(j, limit: end) { j = close + 1 }
        if rules.family == .go, code.text(j) == "[" { j = code.last(j) + 1 }  // type parameters
        if rules.family == .go, code.text(j) == "struct" { kind = .structure }
        if rules.family == .go, code.text(j) == "interface" { kind = .protocol }
        if introducer == "type", rules.family == .typeScript || rules.family == .javaScript, code.text(j) != "=" { return nil }
        if introducer == "@interface", code.text(j) == "(" { kind = .extension }
        var list: [Declaration.Parameter] = []
        if code.text(j) == "(", rules.family != .python, kind != .extension {  // primary constructors, records
            list = parameters(j, typedHead: false)?.parameters ?? []
        }
        // An interface whose body declares one member stands for that member (`interface App { mount(…) }`).
        if introducer == "interface", [.typeScript, .javaScript, .idl].contains(rules.family), !readingMembers {
            var k = j
            while k < end, code.text(k) != "{" { k = code.last(k) + 1 }
            if let close = code.partner(k), let member = singleMember(k, close) { return member }
        }
        return Reading(declaration: ForeignDeclaration(kind, name, list))
    }

    /// `typedef … Name;`, `typedef void (*Name)(int);`, `typedef NS_ENUM(NSInteger, Name)`.
    private func typedef(_ start: Int, _ end: Int) -> Reading? {
        let word = code.text(start)
        if word.hasSuffix("_ENUM") || word.hasSuffix("_OPTIONS"), let close = code.partner(start + 1), code.isWord(close - 1) {
            return Reading(declaration: ForeignDeclaration(.enumeration, code.text(close - 1)))
        }
        var name: String?, lastWord: String?  // `typedef unsigned long size_t;` names a built-in type
        var k = start
        while k < end {
            let text = code.text(k)
            if text == "(", ["*", "^"].contains(code.text(k + 1)), code.isWord(k + 2) {
                name = code.text(k + 2)
                break
            }
            if code.isWord(k), !rules.keywords.contains(text) {
                lastWord = text
                if !rules.types.contains(text) { name = text }
            }
            k = code.last(k) + 1
        }
        return (name ?? lastWord).map { Reading(declaration: ForeignDeclaration(.typeAlias, $0)) }
    }

    /// The one member an interface body declares, overloads counted once; nil for none or several.
    private mutating func singleMember(_ open: Int, _ close: Int) -> Reading? {
        let saved = marks
        readingMembers = true
        defer { readingMembers = false }
        var first: Reading?
        var names: Set<String> = []
        var k = open + 1
        while k < close {
            if code.text(k) == ";" || code.text(k) == "," {
                k += 1
                continue
            }
            let end = statementEnd(k, limit: close, commaEnds: true)
            let member = statement(k, end)
            names.insert(member?.declaration.name ?? "\u{0}\(k)")
            if first == nil { first = member }
            k = end
        }
        guard names.count == 1, var first else {
            marks = saved
            return nil
        }
        first.callForm = false
        return first
    }
}
