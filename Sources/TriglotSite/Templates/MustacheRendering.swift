import TriglotMarkup

/// Renders parsed templates against a context of dictionaries (`[String: Any]`, `[String: String]`),
/// arrays, strings, booleans and numbers. Values are escaped with `HTMLEscaping`, byte-wise, so a
/// quote followed by a combining mark cannot end an attribute. Every page of a build passes
/// through here, so values are told apart by their exact type, not by protocol casts.
struct MustacheRendering {
    let templates: [String: MustacheTemplateTree]

    /// Partials nest at most this deep; a template that includes itself forever stops here.
    static let maximumPartialDepth = 64

    func render(_ name: String, _ context: Any) -> String {
        String(decoding: renderBytes(name, context), as: UTF8.self)
    }

    /// `render` as UTF-8 bytes, what the site writes: a page is tens of kilobytes built from
    /// hundreds of pieces, and a byte append is a copy where a String append checks whether
    /// the pieces join into one character.
    func renderBytes(_ name: String, _ context: Any) -> [UInt8] {
        guard let template = templates[name] else { return [] }
        var output = Output()
        var stack: [Any] = [context]
        render(template.nodes, stack: &stack, depth: 0, into: &output)
        return output.bytes
    }

    private func render(_ nodes: [MustacheTemplateTree.Node], stack: inout [Any], depth: Int, into output: inout Output) {
        for node in nodes {
            switch node {
            case .text(let text):
                output.templateText(text)
            case .variable(let path, let escaped):
                guard let value = Self.lookup(path, in: stack) else { continue }
                output.data(Self.text(of: value), escaped: escaped)
            case .section(let path, let inverted, let body):
                let value = Self.lookup(path, in: stack)
                if inverted {
                    if !Self.isTruthy(value) { render(body, stack: &stack, depth: depth, into: &output) }
                    continue
                }
                guard let value, Self.isTruthy(value) else { continue }
                if let list = Self.list(value) {
                    for item in list {
                        stack.append(item)
                        render(body, stack: &stack, depth: depth, into: &output)
                        stack.removeLast()
                    }
                } else if value is Bool {
                    render(body, stack: &stack, depth: depth, into: &output)
                } else {
                    stack.append(value)
                    render(body, stack: &stack, depth: depth, into: &output)
                    stack.removeLast()
                }
            case .partial(let name, let indentation):
                guard depth < Self.maximumPartialDepth, let partial = templates[name] else { continue }
                let saved = output.indentation
                output.indentation += indentation
                if !output.indentation.isEmpty { output.atLineStart = true }
                render(partial.nodes, stack: &stack, depth: depth + 1, into: &output)
                output.indentation = saved
                output.atLineStart = output.bytes.last == 0x0A
            }
        }
    }

    // MARK: Values

    /// A dotted name: the first part is looked up from the innermost context outwards, the rest
    /// inside what it found; `.` is the innermost context itself.
    static func lookup(_ path: [String], in stack: [Any]) -> Any? {
        if path.count == 1, path[0] == "." { return stack.last.flatMap(unwrapped) }
        var found: Any?
        for object in stack.reversed() {
            if let value = child(path[0], of: object) {
                found = value
                break
            }
        }
        for name in path.dropFirst() {
            guard let object = found else { return nil }
            found = child(name, of: object)
        }
        return found.flatMap(unwrapped)
    }

    private static func child(_ name: String, of object: Any) -> Any? {
        switch ObjectIdentifier(type(of: object)) {
        case ObjectIdentifier([String: Any].self): return (object as! [String: Any])[name]
        case ObjectIdentifier([String: String].self): return (object as! [String: String])[name]
        default: return (object as? [String: Any])?[name]
        }
    }

    private static func list(_ value: Any) -> [Any]? {
        if ObjectIdentifier(type(of: value)) == ObjectIdentifier([[String: Any]].self) { return (value as! [[String: Any]]) }
        if value is String { return nil }
        return value as? [Any]
    }

    /// False, nothing and empty lists are false; everything else (an empty string too) is true.
    static func isTruthy(_ value: Any?) -> Bool {
        guard let value else { return false }
        if let flag = value as? Bool { return flag }
        if let list = list(value) { return !list.isEmpty }
        return true
    }

    static func text(of value: Any) -> String {
        switch value {
        case let text as String: return text
        case let flag as Bool: return flag ? "true" : "false"
        case let number as Int: return String(number)
        default: return String(describing: value)
        }
    }

    /// An optional stored in the context counts as its value, or as missing.
    private static func unwrapped(_ value: Any) -> Any? {
        let type = ObjectIdentifier(type(of: value))
        guard !plainTypes.contains(type) else { return value }
        guard let optional = value as? any OptionalValue else { return value }
        return optional.wrappedAny.flatMap(unwrapped)
    }

    /// The types the site's contexts are made of: certainly not optionals, so no protocol cast.
    /// Six comparisons cost less than hashing into a set.
    private static let plainTypes: [ObjectIdentifier] = [
        ObjectIdentifier(String.self), ObjectIdentifier(Bool.self), ObjectIdentifier(Int.self),
        ObjectIdentifier([String: Any].self), ObjectIdentifier([String: String].self), ObjectIdentifier([[String: Any]].self),
    ]

    // MARK: Output

    /// The page so far. Inside an indented partial, each template line starts with the
    /// indentation; lines inside interpolated values do not (as the specification has it).
    private struct Output {
        var bytes: [UInt8] = []
        var indentation = ""
        var atLineStart = false

        mutating func templateText(_ piece: String) {
            guard !indentation.isEmpty else { bytes += piece.utf8; return }
            var rest = Substring(piece)
            while let newline = rest.utf8.firstIndex(of: 0x0A) {
                if atLineStart { bytes += indentation.utf8 }
                bytes += rest.utf8[...newline]
                atLineStart = true
                rest = rest[rest.utf8.index(after: newline)...]
            }
            if !rest.isEmpty { data(String(rest), escaped: false) }
        }

        mutating func data(_ piece: String, escaped: Bool) {
            guard !piece.isEmpty else { return }
            if atLineStart, !indentation.isEmpty { bytes += indentation.utf8 }
            atLineStart = false
            if escaped { HTMLEscaping.append(escaping: piece, to: &bytes) } else { bytes += piece.utf8 }
        }
    }
}

private protocol OptionalValue {
    var wrappedAny: Any? { get }
}

extension Optional: OptionalValue {
    fileprivate var wrappedAny: Any? { self.map { $0 as Any } }
}
