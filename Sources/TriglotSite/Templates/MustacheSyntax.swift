/// A Mustache template read once into a tree, so rendering a page walks nodes instead of
/// re-reading tags. The language is Mustache's (variables, sections, inverted sections,
/// comments, partials, dotted names, `{{.}}`, standalone lines and partial indentation as the
/// specification has them) without delimiter changes, lambdas or inheritance, which the
/// templates do not need and which are refused with their line and column.
struct MustacheTemplateTree: Sendable {
    indirect enum Node: Sendable {
        case text(String)
        /// `{{name}}` (escaped) or `{{{name}}}` / `{{& name}}` (as it is).
        case variable(path: [TemplateName], escaped: Bool)
        case section(path: [TemplateName], inverted: Bool, body: [Node])
        /// `{{> name}}`; a standalone partial indents each of its lines as the tag was indented.
        case partial(name: String, indentation: String)
    }

    struct SyntaxError: Error, Equatable {
        var line: Int
        var column: Int
        var message: String
    }

    /// A `{{> name}}` tag and where it is: the template set checks that each names a template.
    struct PartialReference: Sendable, Equatable {
        var name: String
        var line: Int
        var column: Int
    }

    let nodes: [Node]
    let partials: [PartialReference]

    init(parsing source: String) throws(SyntaxError) {
        var tokens = try Self.tokens(in: Array(source.utf8))
        Self.removeStandaloneLines(&tokens)
        nodes = try Self.tree(from: tokens)
        partials = tokens.compactMap { token in
            guard case .tag(let tag) = token, tag.kind == .partial else { return nil }
            return PartialReference(name: tag.name, line: tag.line, column: tag.column)
        }
    }

    // MARK: Tags

    private enum TagKind: Equatable {
        case variable, unescaped, section, inverted, close, comment, partial
    }

    private struct Tag {
        var kind: TagKind
        var name: String
        var line: Int
        var column: Int
        var indentation = ""
    }

    private enum Token {
        case text(ArraySlice<UInt8>)
        case tag(Tag)
    }

    private static func tokens(in bytes: [UInt8]) throws(SyntaxError) -> [Token] {
        var tokens: [Token] = []
        var index = 0
        var textStart = 0
        var line = 1
        var lineStart = 0
        var counted = 0
        func advanceLines(through end: Int) {
            while counted < end {
                if bytes[counted] == 0x0A { line += 1; lineStart = counted + 1 }
                counted += 1
            }
        }
        while index + 1 < bytes.count {
            guard bytes[index] == UInt8(ascii: "{"), bytes[index + 1] == UInt8(ascii: "{") else { index += 1; continue }
            advanceLines(through: index)
            let tagLine = line
            let column = index - lineStart + 1
            if index > textStart { tokens.append(.text(bytes[textStart..<index])) }
            let triple = index + 2 < bytes.count && bytes[index + 2] == UInt8(ascii: "{")
            let contentStart = index + (triple ? 3 : 2)
            let closing = Array((triple ? "}}}" : "}}").utf8)
            guard let contentEnd = find(closing, in: bytes, from: contentStart) else {
                throw SyntaxError(line: tagLine, column: column, message: "the tag is not closed with \(String(decoding: closing, as: UTF8.self))")
            }
            let content = String(decoding: bytes[contentStart..<contentEnd], as: UTF8.self).trimmingWhitespace()
            let tag = try Self.tag(content, triple: triple, line: tagLine, column: column)
            tokens.append(.tag(tag))
            textStart = contentEnd + closing.count
            advanceLines(through: textStart)
            index = textStart
        }
        if textStart < bytes.count { tokens.append(.text(bytes[textStart...])) }
        return tokens
    }

    private static func tag(_ content: String, triple: Bool, line: Int, column: Int) throws(SyntaxError) -> Tag {
        let tag = try kindAndName(content, triple: triple, line: line, column: column)
        guard tag.kind == .comment || isName(tag.name) else {
            // A tag missing its `}}` runs on to the end of the next tag: name the real mistake.
            if content.contains("{{") {
                throw SyntaxError(line: line, column: column, message: "the tag is not closed with \(triple ? "}}}" : "}}") before the next `{{`")
            }
            throw SyntaxError(line: line, column: column, message: "`\(tag.name)` is not a name: names hold letters, digits, `_`, `-` and `.`")
        }
        return tag
    }

    /// Letters, digits, `_`, `-` and `.` (dotted names, and `.` itself for the current item).
    private static func isName(_ name: String) -> Bool {
        !name.isEmpty && name.utf8.allSatisfy { byte in
            (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == 0x5F || byte == 0x2D || byte == 0x2E
        }
    }

    private static func kindAndName(_ content: String, triple: Bool, line: Int, column: Int) throws(SyntaxError) -> Tag {
        if triple { return Tag(kind: .unescaped, name: content, line: line, column: column) }
        let sigil = content.first
        let rest = String(content.dropFirst()).trimmingWhitespace()
        let kind: TagKind
        switch sigil {
        case "#": kind = .section
        case "^": kind = .inverted
        case "/": kind = .close
        case "!": kind = .comment
        case ">": kind = .partial
        case "&": kind = .unescaped
        case "=", "<", "$":
            throw SyntaxError(line: line, column: column, message: "`{{\(sigil.map(String.init) ?? "")…}}` (delimiter changes and template inheritance) is not supported")
        default:
            guard !content.isEmpty else { throw SyntaxError(line: line, column: column, message: "the tag names nothing") }
            return Tag(kind: .variable, name: content, line: line, column: column)
        }
        if kind != .comment, rest.isEmpty { throw SyntaxError(line: line, column: column, message: "the tag names nothing") }
        return Tag(kind: kind, name: kind == .comment ? "" : rest, line: line, column: column)
    }

    private static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        while index + needle.count <= bytes.count {
            if bytes[index] == needle[0], bytes[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }

    // MARK: Standalone lines

    /// A line holding only whitespace and one section, inverted section, closing, comment or
    /// partial tag disappears from the output, newline included (the specification's "standalone"
    /// rule), so templates can put block tags on lines of their own.
    private static func removeStandaloneLines(_ tokens: inout [Token]) {
        var standalone: [Int] = []
        for (index, token) in tokens.enumerated() {
            guard case .tag(let tag) = token, tag.kind != .variable, tag.kind != .unescaped else { continue }
            let before = index == 0 ? true : isBlankLineStart(tokens[index - 1], isFirst: index - 1 == 0)
            let after = index == tokens.count - 1 ? true : isBlankLineEnd(tokens[index + 1], isLast: index + 1 == tokens.count - 1)
            if before, after { standalone.append(index) }
        }
        for index in standalone {
            var indentation = ""
            if index > 0, case .text(let text) = tokens[index - 1] {
                let lineStart = (text.lastIndex(of: 0x0A).map { $0 + 1 }) ?? text.startIndex
                indentation = String(decoding: text[lineStart...], as: UTF8.self)
                tokens[index - 1] = .text(text[..<lineStart])
            }
            if index + 1 < tokens.count, case .text(let text) = tokens[index + 1] {
                let lineEnd = text.firstIndex(of: 0x0A).map { $0 + 1 } ?? text.endIndex
                tokens[index + 1] = .text(text[lineEnd...])
            }
            if case .tag(var tag) = tokens[index], tag.kind == .partial {
                tag.indentation = indentation
                tokens[index] = .tag(tag)
            }
        }
    }

    /// Text before a tag leaves the tag alone on its line: only spaces or tabs since the last newline.
    private static func isBlankLineStart(_ token: Token, isFirst: Bool) -> Bool {
        guard case .text(let text) = token else { return false }
        guard let newline = text.lastIndex(of: 0x0A) else { return isFirst && text.allSatisfy(isBlank) }
        return text[(newline + 1)...].allSatisfy(isBlank)
    }

    /// Text after a tag leaves it alone on its line: only spaces, tabs or `\r` before the newline.
    private static func isBlankLineEnd(_ token: Token, isLast: Bool) -> Bool {
        guard case .text(let text) = token else { return false }
        guard let newline = text.firstIndex(of: 0x0A) else { return isLast && text.allSatisfy { isBlank($0) || $0 == 0x0D } }
        return text[..<newline].allSatisfy { isBlank($0) || $0 == 0x0D }
    }

    private static func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }

    // MARK: Tree

    private static func tree(from tokens: [Token]) throws(SyntaxError) -> [Node] {
        var stack: [(tag: Tag, nodes: [Node])] = [(Tag(kind: .section, name: "", line: 0, column: 0), [])]
        for token in tokens {
            switch token {
            case .text(let text):
                if !text.isEmpty { stack[stack.count - 1].nodes.append(.text(String(decoding: text, as: UTF8.self))) }
            case .tag(let tag):
                switch tag.kind {
                case .variable, .unescaped:
                    stack[stack.count - 1].nodes.append(.variable(path: path(tag.name), escaped: tag.kind == .variable))
                case .partial:
                    stack[stack.count - 1].nodes.append(.partial(name: tag.name, indentation: tag.indentation))
                case .comment:
                    continue
                case .section, .inverted:
                    stack.append((tag, []))
                case .close:
                    guard stack.count > 1, let open = stack.last, open.tag.name == tag.name else {
                        let expected = stack.count > 1 ? "; `{{/\(stack[stack.count - 1].tag.name)}}` was expected" : ""
                        throw SyntaxError(line: tag.line, column: tag.column, message: "`{{/\(tag.name)}}` closes no open section\(expected)")
                    }
                    stack.removeLast()
                    stack[stack.count - 1].nodes.append(.section(path: path(open.tag.name), inverted: open.tag.kind == .inverted, body: open.nodes))
                }
            }
        }
        if stack.count > 1, let open = stack.last {
            throw SyntaxError(line: open.tag.line, column: open.tag.column, message: "`{{\(open.tag.kind == .inverted ? "^" : "#")\(open.tag.name)}}` is never closed")
        }
        return stack[0].nodes
    }

    private static func path(_ name: String) -> [TemplateName] {
        (name == "." ? ["."] : name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)).map(TemplateName.init)
    }
}

private extension String {
    func trimmingWhitespace() -> String {
        let utf8 = Array(self.utf8)
        let isSpace: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
        guard let first = utf8.firstIndex(where: { !isSpace($0) }), let last = utf8.lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(decoding: utf8[first...last], as: UTF8.self)
    }
}
