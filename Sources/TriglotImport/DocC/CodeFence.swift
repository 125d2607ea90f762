/// Which lines of Markdown are in a fenced code block, read line by line: the DocC passes
/// (directives, links, sections, headings) change prose and leave code as it is.
struct CodeFence {
    private var open: String?

    /// Whether `line` is code: inside a fence, or a fence's opening or closing line.
    mutating func isCode<Line: StringProtocol>(_ line: Line) -> Bool {
        let trimmed = line.drop { $0 == " " }
        if let fence = open {
            if trimmed.hasPrefix(fence) { open = nil }
            return true
        }
        if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
            open = String(trimmed.prefix(3))
            return true
        }
        return false
    }
}
