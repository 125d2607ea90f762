import TriglotMarkup

/// Renders parsed templates against a `TemplateContext`. Values are escaped with `HTMLEscaping`,
/// byte-wise, so a quote followed by a combining mark cannot end an attribute.
struct MustacheRendering {
    let templates: [String: MustacheTemplateTree]

    /// Partials nest at most this deep; a template that includes itself forever stops here.
    static let maximumPartialDepth = 64

    func render(_ name: String, _ context: TemplateContext) -> String {
        String(decoding: renderBytes(name, context), as: UTF8.self)
    }

    /// `render` as UTF-8 bytes, what the site writes: a page is tens of kilobytes built from
    /// hundreds of pieces, and a byte append is a copy where a String append checks whether
    /// the pieces join into one character.
    func renderBytes(_ name: String, _ context: TemplateContext) -> [UInt8] {
        guard let template = templates[name] else { return [] }
        var output = Output()
        // A page is mostly its body and sidebar; room for them and the template around them
        // up front spares the dozen regrowths, each copying the page so far, of an empty start.
        output.bytes.reserveCapacity(Self.expectedSize(of: context))
        var stack: [TemplateValue] = [.context(context)]
        render(template.nodes, stack: &stack, depth: 0, into: &output)
        return output.bytes
    }

    private func render(_ nodes: [MustacheTemplateTree.Node], stack: inout [TemplateValue], depth: Int, into output: inout Output) {
        for node in nodes {
            switch node {
            case .text(let text):
                output.templateText(text)
            case .variable(let path, let escaped):
                guard let value = Self.lookup(path, in: stack) else { continue }
                switch value {
                case .text(let text): output.data(text, escaped: escaped)
                case .bytes(let bytes): output.data(bytes[...], escaped: escaped)
                // Byte-wise escaping and indentation only at the first byte: piece by piece is
                // the same as joined.
                case .byteParts(let parts): for part in parts { output.data(part, escaped: escaped) }
                case .flag(let flag): output.data(flag ? "true" : "false", escaped: escaped)
                case .number(let number): output.data(String(number), escaped: escaped)
                // A list or a context has no text of its own.
                case .list, .context: continue
                }
            case .section(let path, let inverted, let body):
                let value = Self.lookup(path, in: stack)
                if inverted {
                    if !(value?.isTruthy ?? false) { render(body, stack: &stack, depth: depth, into: &output) }
                    continue
                }
                guard let value, value.isTruthy else { continue }
                switch value {
                case .list(let items):
                    for item in items {
                        stack.append(item)
                        render(body, stack: &stack, depth: depth, into: &output)
                        stack.removeLast()
                    }
                case .flag:
                    render(body, stack: &stack, depth: depth, into: &output)
                case .text, .bytes, .byteParts, .number, .context:
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

    /// The bytes a render of `context` is likely to need: its top-level texts as they are,
    /// plus room for the template's own markup and the smaller values inside lists.
    static func expectedSize(of context: TemplateContext) -> Int {
        var size = 8 * 1024
        context.forEachValue { value in
            switch value {
            case .bytes(let bytes): size += bytes.count
            case .byteParts(let parts): for part in parts { size += part.count }
            case .text(let text): size += text.utf8.count
            case .flag, .number, .list, .context: break
            }
        }
        return size
    }

    // MARK: Values

    /// A dotted name: the first part is looked up from the innermost context outwards, the rest
    /// inside what it found; `.` is the innermost context itself.
    static func lookup(_ path: [TemplateName], in stack: [TemplateValue]) -> TemplateValue? {
        if path.count == 1, path[0].text == "." { return stack.last }
        var found: TemplateValue?
        for object in stack.reversed() {
            if case .context(let context) = object, let value = context[path[0]] {
                found = value
                break
            }
        }
        for name in path.dropFirst() {
            guard case .context(let context) = found else { return nil }
            found = context[name]
        }
        return found
    }

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

        mutating func data(_ piece: ArraySlice<UInt8>, escaped: Bool) {
            guard !piece.isEmpty else { return }
            if atLineStart, !indentation.isEmpty { bytes += indentation.utf8 }
            atLineStart = false
            if escaped { HTMLEscaping.append(escaping: piece, to: &bytes) } else { bytes += piece }
        }
    }
}
