import Foundation
import TriglotMarkup

/// A doc comment (or a DocC page's body) split the way DocC reads it: the first paragraph is the
/// abstract; `- Parameters:` / `- Parameter name:`, `- Returns:` and `- Throws:` list items are
/// the parameter, return-value and error sections; `- Note:`, `- Important:` … items are
/// asides; everything else, in order, is the discussion.
struct DocCommentSections: Equatable {
    struct Parameter: Equatable {
        var name: String
        var text: String
    }

    struct Aside: Equatable {
        var kind: String
        var text: String
    }

    var abstract: String = ""
    var parameters: [Parameter] = []
    var returns: String?
    var throwsText: String?
    var asides: [Aside] = []
    var discussion: String = ""

    /// The callout words DocC reads in a doc comment's list items (its `Aside.Kind`s).
    static let asideKinds = [
        "attention", "author", "authors", "bug", "complexity", "copyright", "date", "experiment", "important",
        "invariant", "mutatingvariant", "nonmutatingvariant", "note", "postcondition", "precondition", "remark",
        "requires", "since", "tip", "todo", "version", "warning",
    ]

    init() {}

    /// `lines` is Markdown with directives already taken out; `hasAbstract: false` keeps the
    /// first paragraph in the discussion (an extension file's text added to a doc comment).
    init(lines: [String], hasAbstract: Bool = true) {
        let text = lines.joined(separator: "\n")
        let document = MarkupDocument(parsing: text)
        var kept = lines.map { Optional($0) }
        var first = true
        for block in document.root.children {
            let span = Self.lineSpan(block, lineCount: lines.count)
            defer { first = false }
            if first, hasAbstract, block.kindTag == .paragraph {
                abstract = Self.joinedLines(lines[span])
                for line in span { kept[line] = nil }
                continue
            }
            guard case .list(ordered: false, _, _) = block.kind else { continue }
            for item in block.children {
                let itemSpan = Self.lineSpan(item, lineCount: lines.count)
                let content = Self.itemContent(item, lines: lines, span: itemSpan)
                if take(content) {
                    for line in itemSpan { kept[line] = nil }
                }
            }
        }
        discussion = Self.tidy(kept.compactMap { $0 })
    }

    /// Whether the item is one of DocC's tagged items; if so, its text has been taken.
    private mutating func take(_ content: [String]) -> Bool {
        guard let firstLine = content.first, let colon = firstLine.firstIndex(of: ":") else { return false }
        let tag = firstLine[..<colon].trimmingCharacters(in: .whitespaces)
        let rest = [String(firstLine[firstLine.index(after: colon)...]).trimmingCharacters(in: .whitespaces)] + content.dropFirst()
        let words = tag.split(separator: " ")
        switch words.first?.lowercased() {
        case "parameters" where words.count == 1:
            parameters += Self.parameterList(Array(content.dropFirst()))
            return true
        case "parameter" where words.count == 2:
            parameters.append(Parameter(name: String(words[1]), text: Self.tidy(rest)))
            return true
        case "returns" where words.count == 1, "return" where words.count == 1:
            returns = Self.tidy(rest)
            return true
        case "throws" where words.count == 1:
            throwsText = Self.tidy(rest)
            return true
        case let word? where words.count == 1 && Self.asideKinds.contains(word):
            asides.append(Aside(kind: String(tag.prefix(1).uppercased() + tag.dropFirst()), text: Self.tidy(rest)))
            return true
        default:
            return false
        }
    }

    /// `- name: text` items under `- Parameters:`.
    private static func parameterList(_ lines: [String]) -> [Parameter] {
        let document = MarkupDocument(parsing: lines.joined(separator: "\n"))
        var parameters: [Parameter] = []
        for block in document.root.children {
            guard case .list = block.kind else { continue }
            for item in block.children {
                let content = itemContent(item, lines: lines, span: lineSpan(item, lineCount: lines.count))
                guard let firstLine = content.first, let colon = firstLine.firstIndex(of: ":") else { continue }
                let name = firstLine[..<colon].trimmingCharacters(in: .whitespaces)
                guard !name.isEmpty, !name.contains(" ") else { continue }
                let rest = [String(firstLine[firstLine.index(after: colon)...]).trimmingCharacters(in: .whitespaces)] + content.dropFirst()
                parameters.append(Parameter(name: name, text: tidy(rest)))
            }
        }
        return parameters
    }

    /// The 0-based lines a block covers.
    static func lineSpan(_ node: MarkupNode, lineCount: Int) -> ClosedRange<Int> {
        let start = max(0, node.range.lowerBound.line - 1)
        let end = min(lineCount - 1, max(start, node.range.upperBound.line - 1))
        return start...end
    }

    /// An item's lines without its marker and the indentation of its content.
    private static func itemContent(_ item: MarkupNode, lines: [String], span: ClosedRange<Int>) -> [String] {
        let column = (item.firstChild?.range.lowerBound.column ?? 3) - 1
        return span.map { index in
            let line = lines[index]
            let indent = line.prefix { $0 == " " }.count
            return index == span.lowerBound || indent >= column ? String(line.dropFirst(min(column, line.count))) : line.trimmingCharacters(in: .whitespaces)
        }
    }

    private static func joinedLines(_ lines: ArraySlice<String>) -> String {
        lines.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: "\n")
    }

    /// Leading and trailing blank lines dropped, runs of blank lines made one.
    static func tidy<Lines: Sequence>(_ lines: Lines) -> String where Lines.Element == String {
        var result: [String] = []
        for line in lines {
            let blank = line.allSatisfy { $0 == " " || $0 == "\t" }
            if blank && (result.isEmpty || result.last == "") { continue }
            result.append(blank ? "" : line)
        }
        while result.last == "" { result.removeLast() }
        return result.joined(separator: "\n")
    }
}
