import TriglotModel

/// The Content format, written: a page's parts in the order and shape `PageParser` reads them
/// (Documentation/ContentFormat.md).
struct PageMarkdown {
    private(set) var text = ""

    init(frontMatter: [(key: String, value: String)], title: String) {
        if !frontMatter.isEmpty {
            text += "---\n"
            for (key, value) in frontMatter { text += "\(key): \(Self.yamlScalar(value))\n" }
            text += "---\n\n"
        }
        text += "# \(title)\n"
    }

    mutating func paragraph(_ markdown: String) {
        guard !markdown.isEmpty else { return }
        text += "\n" + markdown + "\n"
    }

    mutating func heading(_ level: Int, _ title: String) {
        text += "\n" + String(repeating: "#", count: level) + " " + title + "\n"
    }

    /// `> macOS 10.15+`, one platform a line, as the availability block of a symbol page.
    mutating func availability(_ items: [APISymbol.Availability]) {
        let lines = items.compactMap { item -> String? in
            guard let introduced = item.introduced, let name = Self.platformNames[item.platform] ?? Optional(item.platform),
                  item.platform != "*" else { return nil }
            return "> \(name) \(introduced)+"
        }
        guard !lines.isEmpty else { return }
        text += "\n" + lines.joined(separator: "\n") + "\n"
    }

    mutating func codeBlock(_ code: String, language: String) {
        let fence = code.contains("```") ? "~~~~" : "```"
        text += "\n\(fence)\(language)\n\(code)\n\(fence)\n"
    }

    /// A list item whose first line is `lead` and whose further text is indented under it.
    mutating func item(_ lead: String, _ body: String = "") {
        text += "\n- " + lead + "\n"
        guard !body.isEmpty else { return }
        text += "\n" + Self.indented(body) + "\n"
    }

    /// `> Note: …`: an aside as DocC and the Content format both write it.
    mutating func aside(kind: String, _ body: String) {
        let lines = body.split(separator: "\n", omittingEmptySubsequences: false)
        text += "\n" + lines.enumerated().map { index, line in
            index == 0 ? "> \(kind): \(line)" : (line.isEmpty ? ">" : "> \(line)")
        }.joined(separator: "\n") + "\n"
    }

    /// Every heading one level deeper (`## Performance` → `### Performance`), code blocks
    /// left alone: a doc comment's headings are parts of the symbol's discussion, as DocC shows
    /// them, not sections of the page.
    static func demotingHeadings(_ markdown: String) -> String {
        let levels = headingLevels(markdown)
        guard let top = levels.min(), top < 3 else { return markdown }
        let shift = String(repeating: "#", count: 3 - top)
        var fence = CodeFence()
        return markdown.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            guard !fence.isCode(line), let level = headingLevel(line) else { return String(line) }
            return String(repeating: "#", count: min(6, level + shift.count)) + line.dropFirst(level)
        }.joined(separator: "\n")
    }

    /// The levels of the headings outside code blocks.
    private static func headingLevels(_ markdown: String) -> [Int] {
        var fence = CodeFence()
        return markdown.split(separator: "\n", omittingEmptySubsequences: false).compactMap { line in
            fence.isCode(line) ? nil : headingLevel(line)
        }
    }

    private static func headingLevel(_ line: Substring) -> Int? {
        let hashes = line.prefix { $0 == "#" }.count
        guard hashes >= 1, hashes <= 6, line.dropFirst(hashes).first == " " else { return nil }
        return hashes
    }

    static func indented(_ body: String) -> String {
        body.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : "  " + $0 }.joined(separator: "\n")
    }

    /// A front-matter value quoted when YAML would read it as something else.
    static func yamlScalar(_ value: String) -> String {
        let plain = value.allSatisfy { $0.isLetter || $0.isNumber || "_-./$@".contains($0) }
        guard !plain || value.isEmpty else { return value }
        return "'" + value.replacingOccurrences(of: "'", with: "''") + "'"
    }

    static let platformNames = [
        "macOS": "macOS", "iOS": "iOS", "watchOS": "watchOS", "tvOS": "tvOS", "visionOS": "visionOS",
        "macCatalyst": "Mac Catalyst", "iPadOS": "iPadOS", "Swift": "Swift", "Linux": "Linux",
    ]
}

/// The automatic topic groups, by kind, in the order DocC shows them.
enum AutomaticTopics {
    static let order = [
        "Articles", "Protocols", "Classes", "Structures", "Enumerations", "Actors", "Macros", "Functions",
        "Variables", "Type Aliases", "Initializers", "Instance Properties", "Instance Methods", "Subscripts",
        "Type Properties", "Type Methods", "Operators", "Enumeration Cases", "Associated Types",
    ]

    /// `Instance Property` → `Instance Properties`; `Case` → `Enumeration Cases`.
    static func groupTitle(forKindName kindName: String) -> String {
        switch kindName {
        case "Case": return "Enumeration Cases"
        case "Global Variable": return "Variables"
        case "Function": return "Functions"
        default: break
        }
        if kindName.hasSuffix("y"), !kindName.hasSuffix("ey") { return kindName.dropLast() + "ies" }
        if kindName.hasSuffix("s") || kindName.hasSuffix("x") || kindName.hasSuffix("ch") { return kindName + "es" }
        return kindName + "s"
    }

    static func rank(_ title: String) -> Int { order.firstIndex(of: title) ?? order.count }
}
