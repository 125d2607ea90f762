import TriglotMarkup
import TriglotModel

/// Writes a page in the Content format from its model: the importer's output. Blocks are copied
/// from the Markdown the page was read from; anything that has no place in the format is reported,
/// never dropped silently.
public struct ContentWriter {
    public var vocabulary: SectionVocabulary

    public init(vocabulary: SectionVocabulary = .standard) {
        self.vocabulary = vocabulary
    }

    /// Reads `markdown` (a page as `SeedReader` presents it: one language, Markdown structure) and
    /// writes it in the Content format.
    public func write(markdown: [UInt8], language: Language, path: String) -> (text: String, diagnostics: [Diagnostic]) {
        let page = PageReader(parser: PageParser(vocabulary: vocabulary)).read(bytes: markdown, path: path, language: language).page
        var writer = Output(page: page, blockText: BlockText(markdown: markdown), vocabulary: vocabulary, path: path)
        writer.write()
        return (writer.lines.joined(separator: "\n").collapsingBlankLines() + "\n", writer.diagnostics)
    }
}

/// The text of a block as Markdown: its lines from the source it was parsed from, with the
/// indentation they share removed.
struct BlockText {
    let source: SourceText

    init(markdown: [UInt8]) {
        source = SourceText(bytes: markdown)
    }

    func text(of block: Block) -> String {
        let lines = (block.range.lowerBound.line...max(block.range.lowerBound.line, block.range.upperBound.line)).map { source.line($0) }
        let indents = lines.filter { !$0.trimmingWhitespace().isEmpty }.map { $0.prefix { $0 == " " || $0 == "\t" }.count }
        let shared = indents.min() ?? 0
        return lines.map { String($0.dropFirst(min(shared, $0.prefix { $0 == " " || $0 == "\t" }.count))) }
            .joined(separator: "\n")
    }
}

private struct Output {
    let page: Page
    let blockText: BlockText
    let vocabulary: SectionVocabulary
    let path: String
    var lines: [String] = []
    var diagnostics: [Diagnostic] = []

    init(page: Page, blockText: BlockText, vocabulary: SectionVocabulary, path: String) {
        self.page = page
        self.blockText = blockText
        self.vocabulary = vocabulary
        self.path = path
    }

    mutating func write() {
        frontMatter()
        lines += ["# " + (page.title?.text ?? ""), ""]
        for block in page.abstract { lines += [unquoted(blockText.text(of: block)), ""] }
        if !page.availability.isEmpty {
            lines += page.availability.map { "> " + $0.displayText } + [""]
        }
        for block in page.preamble { preambleBlock(block) }
        var skipUntilLevel: Int?
        for section in page.sections {
            if let level = skipUntilLevel, section.level > level { continue }
            skipUntilLevel = nil
            if section.kind == .seeAlso {
                seeAlso(section)
                skipUntilLevel = section.level
                continue
            }
            heading(section)
            if section.kind == .parameters, !page.parameters.isEmpty {
                parameters()
                continue
            }
            for block in section.blocks { body(block, sectionID: section.id) }
        }
    }

    private mutating func frontMatter() {
        var entries: [String] = []
        if let source = page.frontMatter.source { entries.append("source: " + source) }
        for key in page.frontMatter.values.keys.sorted() where key != "source" && key != "title" {
            note("front matter key '\(key)' is not part of the Content format and was not carried over",
                 line: page.frontMatter.keyLines[key] ?? 1)
        }
        if !entries.isEmpty { lines += ["---"] + entries + ["---", ""] }
        if page.frontMatter.source == nil {
            note("the page says nowhere which page it translates; add `source:` to its front matter", line: 1)
        }
    }

    private mutating func preambleBlock(_ block: Block) {
        if block.kind == .thematicBreak {
            note("a horizontal rule before the first section was left out", line: block.range.lowerBound.line)
            return
        }
        if block.kind == .paragraph, page.frontMatter.source != nil, isSourceLine(block) { return }
        if let callout = page.callouts.first(where: { $0.node == block.node }) {
            writeCallout(callout)
        } else {
            lines += [blockText.text(of: block), ""]
        }
        note("text before the first section (line \(block.range.lowerBound.line)) was kept after the abstract; move or remove it",
             line: block.range.lowerBound.line)
    }

    private func isSourceLine(_ block: Block) -> Bool {
        let text = block.text
        return SourceLinkLine.labels.contains { text.lowercased().hasPrefix($0) } || text.contains("|")
    }

    private mutating func heading(_ section: Section) {
        let title = section.kind == .custom ? section.title : (vocabulary.heading(for: section.kind, in: page.language) ?? section.title)
        let level = max(2, section.level)
        lines += [String(repeating: "#", count: level) + " " + title + (section.hasExplicitID ? " {#\(section.id)}" : ""), ""]
    }

    private mutating func body(_ block: Block, sectionID: String) {
        if page.declaration?.range == block.range, let declaration = page.declaration {
            lines += ["```swift", declaration.source, "```", ""]
        } else if let callout = page.callouts.first(where: { $0.node == block.node }) {
            writeCallout(callout)
        } else {
            lines += [blockText.text(of: block), ""]
        }
    }

    private mutating func parameters() {
        for parameter in page.parameters {
            lines += ["- `\(parameter.name)`", ""]
            for block in parameter.blocks {
                lines += blockText.text(of: block).split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "  " + $0 } + [""]
            }
        }
    }

    private mutating func writeCallout(_ callout: Callout) {
        lines += ["> **" + vocabulary.label(for: callout.kind, in: page.language) + "**", ">"]
        for (index, block) in callout.blocks.enumerated() {
            var text = unquoted(blockText.text(of: block))
            if index == callout.blocks.count - 1, let last = text.split(separator: "\n").last, CalloutParser.kramdownClass(String(last)) != nil {
                text = text.split(separator: "\n").dropLast().joined(separator: "\n")
            }
            if index > 0 { lines.append(">") }
            lines += text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? ">" : "> " + $0 }
        }
        lines.append("")
    }

    private mutating func seeAlso(_ section: Section) {
        lines += ["## " + (vocabulary.heading(for: .seeAlso, in: page.language) ?? "See Also"), ""]
        for group in page.seeAlso {
            if !group.title.isEmpty { lines += ["### " + group.title, ""] }
            for item in group.items {
                let name = item.symbol ?? item.title
                if item.symbol == nil {
                    note("a See Also entry names no symbol; it was kept as text", line: item.range.lowerBound.line)
                }
                if let target = item.target, MacroText.isMacro(target) {
                    // The macro as written (`{{domxref("Node")}}`) still links where it names.
                    lines.append("- " + target)
                } else if let target = item.target, !target.contains("://") {
                    lines.append("- [`\(name)`](\(target))")
                } else {
                    lines.append(item.symbol == nil ? "- " + name : "- `\(name)`")
                }
                if !item.summary.isEmpty, item.summary != name { lines += ["", "  " + item.summary] }
                lines.append("")
            }
        }
    }

    /// Block quotes used as abstracts lose their `>` markers.
    private func unquoted(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            var line = Substring(line)
            if line.hasPrefix(">") { line = line.dropFirst() }
            if line.hasPrefix(" ") { line = line.dropFirst() }
            return String(line)
        }.joined(separator: "\n")
    }

    private mutating func note(_ summary: String, line: Int) {
        diagnostics.append(Diagnostic(id: "import.not-carried-over", severity: .note, summary: summary, path: path, range: SourceRange(line: line)))
    }
}

private extension String {
    /// At most one blank line in a row, none at the end.
    func collapsingBlankLines() -> String {
        var result: [Substring] = []
        for line in split(separator: "\n", omittingEmptySubsequences: false) {
            let blank = line.allSatisfy { $0 == " " || $0 == "\t" }
            if blank, result.last?.isEmpty ?? true { continue }
            result.append(blank ? "" : line)
        }
        while result.last?.isEmpty == true { result.removeLast() }
        return result.joined(separator: "\n")
    }
}
