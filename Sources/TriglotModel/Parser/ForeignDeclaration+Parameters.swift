/// Parameter lists: one parameter between each two commas, in the shapes the languages write.
extension ForeignDeclaration.Reader {
    struct ParameterList {
        var parameters: [Declaration.Parameter] = []
        var close: Int
        var untyped = true
        var hasComplex = false
        var hasLiteral = false
        var namesSomething = false
    }

    private struct Segment {
        enum Shape { case named, literal, destructured, complex, skipped }
        var shape: Shape
        var parameter: Declaration.Parameter?
        var typed = false
        var nameP: Int?
        var labelP: Int?
    }

    /// The parameters in the parentheses at `open`; nil when they do not close. `typedHead`: the
    /// signature has a C-style return type, so a lone word is a type (`f(int)`), not a name.
    mutating func parameters(_ open: Int, typedHead: Bool) -> ParameterList? {
        guard let close = code.partner(open) else { return nil }
        var segments: [[Int]] = [[]]
        var optionalCloses: Set<Int> = []
        var angles = 0
        var k = open + 1
        while k < close {
            let text = code.text(k)
            if text == "[", code.text(k + 1) == ",", let end = code.partner(k) {  // the older MDN form `f(a[, b])`
                optionalCloses.insert(end)
                k += 1
                continue
            }
            if optionalCloses.contains(k) {
                k += 1
                continue
            }
            if text == ",", angles == 0 {
                segments.append([])
                k += 1
                continue
            }
            if text == "<" { angles += 1 } else if text == ">", angles > 0 { angles -= 1 }
            segments[segments.count - 1].append(k)
            k = code.last(k) + 1
        }
        var read = segments.enumerated().map { segment($0.element, typedHead: typedHead, first: $0.offset == 0) }
        if rules.family == .go { groupGoNames(&read, typedHead: typedHead) }
        var list = ParameterList(close: close)
        for item in read {
            switch item.shape {
            case .complex: list.hasComplex = true
            case .literal: list.hasLiteral = true
            case .named, .destructured: list.namesSomething = true
            case .skipped: break
            }
            if item.typed { list.untyped = false }
            guard let parameter = item.parameter else { continue }
            list.parameters.append(parameter)
            if let p = item.nameP { marks[code.lexemeIndex(p)] = .parameterName }
            if let p = item.labelP { marks[code.lexemeIndex(p)] = .label }
        }
        return list
    }

    /// One parameter, from the positions between two commas (a bracket group is one position).
    private func segment(_ items: [Int], typedHead: Bool, first: Bool) -> Segment {
        var a = 0
        var b = 0, angles = 0  // a default value is not part of it; an `=` in `<Item = T>` is
        while b < items.count, code.text(items[b]) != "=" || angles > 0 {
            if code.text(items[b]) == "<" { angles += 1 } else if code.text(items[b]) == ">", angles > 0 { angles -= 1 }
            b += 1
        }
        while a + 1 < b {
            let p = items[a]
            if code.kind(p) == .attribute {
                a += code.text(items[a + 1]) == "(" && code.adjacent(p) ? 2 : 1
            } else if code.isWord(p) && rules.parameterModifiers.contains(code.text(p))
                        || (code.text(p) == "[" && (rules.family == .cSharp || rules.family == .idl)) {
                a += 1
            } else {
                break
            }
        }
        guard a < b else { return Segment(shape: .skipped) }
        func whole(from start: Int) -> String { code.source(items[start], code.last(items[b - 1])) }
        let prefix = code.text(items[a])
        if ["...", "*", "**"].contains(prefix), a + 1 < b, code.isWord(items[a + 1]) {
            a += 1  // rest parameters keep their name: `...args`, `*args`, `**kw`
        } else if b - a == 1, ["...", "*", "/"].contains(prefix) {
            return Segment(shape: .skipped)  // C's varargs, Python's markers
        }
        let p = items[a], word = code.text(p)
        // Receivers are no parameters: Rust's `&mut self`, Python's `self`, TypeScript's `this: Window`.
        var r = a
        while r < b, ["&", "mut"].contains(code.text(items[r])) || code.kind(items[r]) == .lifetime { r += 1 }
        if r < b, r + 1 == b || code.text(items[r + 1]) == ":" {
            let receiver = code.text(items[r])
            if (receiver == "self" && rules.family == .rust) || (["self", "cls"].contains(receiver) && rules.family == .python && first)
                || (receiver == "this" && [.typeScript, .javaScript].contains(rules.family)) {
                return Segment(shape: .skipped)
            }
        }
        if b - a == 1, code.kind(p) == .string || code.kind(p) == .number || CodeTokenizer.literalWords.contains(word) {
            return Segment(shape: .literal)
        }
        if ["{", "["].contains(word) || (word == "(" && b - a >= 3) {  // destructuring: no one name
            guard b - a == 1 || (b - a >= 3 && code.text(items[a + 1]) == ":") else { return Segment(shape: .complex) }
            let type = b - a >= 3 ? whole(from: a + 2) : ""
            return Segment(shape: .destructured, parameter: .init(label: "", name: "", type: type), typed: !type.isEmpty)
        }
        let isName = code.isWord(p)  // or a C-like type in parentheses: WebIDL's `(A or B) options`
        guard isName || (word == "(" && !rules.namesBeforeTypes) else { return Segment(shape: .complex) }
        if isName, rules.namesBeforeTypes || rules.family == .generic, let c = (a..<b).first(where: { code.text(items[$0]) == ":" }) {
            var n = c - 1
            if n > a, ["?", "!"].contains(code.text(items[n])) { n -= 1 }
            guard n >= a, n - a <= 1, code.isWord(items[n]) else { return Segment(shape: .complex) }
            let type = c + 1 < b ? whole(from: c + 1) : ""
            return Segment(shape: .named, parameter: .init(label: code.text(items[a]), name: code.text(items[n]), type: type),
                           typed: true, nameP: items[n], labelP: n > a ? items[a] : nil)
        }
        if b - a == 1 || (b - a == 2 && code.text(items[a + 1]) == "?"), isName {
            if typedHead, rules.family != .go {  // C's `f(int)`, `f(void)`
                guard word != "void" else { return Segment(shape: .skipped) }
                return Segment(shape: .complex, parameter: .init(label: "", name: "", type: whole(from: a)), typed: true)
            }
            return Segment(shape: .named, parameter: .init(label: word, name: word, type: ""), nameP: p)
        }
        if rules.family == .go, isName {
            return Segment(shape: .named, parameter: .init(label: word, name: word, type: whole(from: a + 1)), typed: true, nameP: p)
        }
        guard !rules.namesBeforeTypes else { return Segment(shape: .complex) }
        // C-like: the name is the last word (`const char *name`, `int values[]`, `String... args`).
        var e = b - 1
        while e > a, code.text(items[e]) == "[" { e -= 1 }
        let last = code.text(items[e])
        if e > a, code.isWord(items[e]), !Self.typeWords.contains(last), !rules.types.contains(last) {
            return Segment(shape: .named, parameter: .init(label: last, name: last, type: code.source(items[a], code.last(items[e - 1]))),
                           typed: true, nameP: items[e])
        }
        if let group = items[a..<b].first(where: { code.text($0) == "(" }), ["*", "^", "&"].contains(code.text(group + 1)), code.isWord(group + 2) {
            let name = code.text(group + 2)  // `void (*callback)(int)`
            return Segment(shape: .named, parameter: .init(label: name, name: name, type: whole(from: a)), typed: true, nameP: group + 2)
        }
        return Segment(shape: .complex, parameter: .init(label: "", name: "", type: whole(from: a)), typed: true)
    }

    /// Go names several parameters before one type (`a, b int`); without any named one, the lone
    /// words of a declaration are types (`func f(int, string)`).
    private func groupGoNames(_ read: inout [Segment], typedHead: Bool) {
        if read.contains(where: \.typed) {
            var type = ""
            for i in read.indices.reversed() {
                guard var parameter = read[i].parameter else { continue }
                if read[i].typed { type = parameter.type } else { parameter.type = type }
                read[i].parameter = parameter
                read[i].typed = true
            }
        } else if typedHead {
            for i in read.indices where read[i].shape == .named {
                read[i].parameter = read[i].parameter.map { .init(label: "", name: "", type: $0.name) }
                read[i].nameP = nil
            }
        }
    }
}
