/// DocC's block directives (`@Metadata { … }`, `@Image(source: …)`, `@Row { @Column { … } }`),
/// taken out of a page's lines before Markdown reads it.
///
/// cmark would read a directive as a paragraph of text; the Content format has no place for
/// most of them. Each is blanked line for line, so every later line keeps its number, and
/// listed, so the import can say what it left out. What the Content format can hold is kept:
/// the arguments of `@Metadata`'s children (a page's display name, availability, whether an
/// extension file replaces the doc comment).
struct DocCDirectives {
    struct Directive: Equatable {
        var name: String
        /// 1-based line of the `@`.
        var line: Int
        /// The whole directive's text, children included.
        var text: String
    }

    var lines: [String]
    var directives: [Directive]

    init(text: String) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var directives: [Directive] = []
        var fence = CodeFence()
        var index = 0
        while index < lines.count {
            let trimmed = lines[index].drop { $0 == " " || $0 == "\t" }
            guard !fence.isCode(lines[index]), let name = Self.directiveName(trimmed) else {
                index += 1
                continue
            }
            let end = Self.end(of: lines, from: index)
            let text = lines[index...end].joined(separator: "\n")
            for blank in index...end { lines[blank] = "" }
            // A top-level image is an image in Markdown too: the import finds its file.
            if name == "Image", let image = Self.markdownImage(text) {
                lines[index] = image
            } else {
                directives.append(Directive(name: name, line: index + 1, text: text))
            }
            index = end + 1
        }
        self.lines = lines
        self.directives = directives
    }

    var text: String { lines.joined(separator: "\n") }

    /// `@Name` followed by `(`, `{` or the end of the line: an e-mail address or `@escaping` in
    /// prose starts a line this way only when it is really a directive.
    static func directiveName(_ line: Substring) -> String? {
        guard line.first == "@" else { return nil }
        let name = line.dropFirst().prefix { $0.isLetter || $0.isNumber }
        guard let first = name.first, first.isUppercase else { return nil }
        let rest = line.dropFirst(1 + name.count).drop { $0 == " " }
        guard rest.isEmpty || rest.first == "(" || rest.first == "{" else { return nil }
        return String(name)
    }

    /// The last line of the directive opening at `start`: where its parentheses and braces
    /// close. A directive left open ends at the end of the page, so nothing after it is read
    /// as prose by mistake; the import lists it with its line.
    private static func end(of lines: [String], from start: Int) -> Int {
        var depth = 0
        var quoted = false
        var opened = false
        for index in start..<lines.count {
            var previous: Character = " "
            for character in lines[index] {
                if character == "\"" && previous != "\\" { quoted.toggle() }
                if !quoted {
                    if character == "(" || character == "{" { depth += 1; opened = true }
                    if character == ")" || character == "}" { depth -= 1 }
                }
                previous = character
            }
            if depth <= 0 && (opened || index == start) { return index }
        }
        return lines.count - 1
    }

    /// `@Image(source: "flow.png", alt: "The flow")` as `![The flow](flow.png)`; nil without a source.
    static func markdownImage(_ directive: String) -> String? {
        func argument(_ label: String) -> String? {
            guard let start = directive.range(of: label + ":") else { return nil }
            let rest = directive[start.upperBound...].drop { $0 == " " }
            guard rest.first == "\"" else { return nil }
            var value = ""
            var escaped = false
            for character in rest.dropFirst() {
                if escaped { value.append(character); escaped = false; continue }
                if character == "\\" { escaped = true; continue }
                if character == "\"" { return value }
                value.append(character)
            }
            return nil
        }
        guard let source = argument("source"), !source.isEmpty, !source.contains(where: { $0 == "(" || $0 == ")" || $0 == " " }) else { return nil }
        let alt = (argument("alt") ?? "").replacingOccurrences(of: "]", with: "\\]").replacingOccurrences(of: "[", with: "\\[")
        return "![\(alt)](\(source))"
    }

    /// The directives named `name` anywhere inside the directives taken out (`@Metadata`'s children).
    func arguments(of name: String) -> [String] {
        directives.flatMap { directive -> [String] in
            var found: [String] = []
            var rest = Substring(directive.text)
            while let range = rest.range(of: "@" + name + "(") {
                let after = rest[range.upperBound...]
                guard let close = after.firstIndex(of: ")") else { break }
                found.append(String(after[..<close]))
                rest = after[close...]
            }
            return found
        }
    }
}
