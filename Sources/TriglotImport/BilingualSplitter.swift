import TriglotMarkup
import TriglotModel

/// Reads one language out of a page whose English and Chinese (or Japanese) are interleaved block
/// by block, as real translated pages often are: `## Declaration - 声明`, an English paragraph
/// followed by its translation, `> **Important** **重要**`.
///
/// The other language's lines are blanked rather than removed, so line numbers stay those of the
/// file as written.
public enum BilingualSplitter {
    /// Whether the page interleaves Latin-script prose with CJK prose in separate blocks.
    public static func isBilingual(_ document: MarkupDocument) -> Bool {
        // A translation right after its original, as adjacent sibling paragraphs, at least twice.
        var pairs = 0
        for node in document.allNodes {
            guard case .paragraph = node.kind, let next = node.nextSibling, case .paragraph = next.kind else { continue }
            let first = ScriptDetector.script(of: proseText(node))
            let second = ScriptDetector.script(of: proseText(next))
            if first == .latin, second == .chinese || second == .japanese { pairs += 1 }
        }
        return pairs >= 2
    }

    /// The page's bytes with every block in the other language blanked and bilingual headings and
    /// callout labels reduced to `language`'s half.
    public static func extract(_ language: Language, from bytes: [UInt8]) -> [UInt8] {
        let document = MarkupDocument(parsing: bytes)
        let source = document.source
        var lines = (1...max(1, source.lineCount)).map { Array(source.lineBytes($0)) }
        let wantsCJK = language.usesCJKScript
        for node in document.allNodes {
            switch node.kind {
            case .paragraph:
                let script = ScriptDetector.script(of: proseText(node))
                let isCJK = script == .chinese || script == .japanese
                guard script != .none, isCJK != wantsCJK, !isLabelOnly(node) else { continue }
                // Shared by both languages: where the page comes from, and availability lines.
                if SourceLinkLine.url(in: node) != nil { continue }
                if InlineLines.of(node).allSatisfy({ AvailabilityParser.parseLine($0.text, range: $0.range) != nil }) { continue }
                guard !isOnlyBlockOfItem(node) else { continue }
                blank(node.range, in: &lines)
            case .heading:
                let line = node.range.lowerBound.line
                if let rewritten = halfHeading(String(decoding: lines[line - 1], as: UTF8.self), wantsCJK: wantsCJK) {
                    lines[line - 1] = Array(rewritten.utf8)
                }
            default:
                continue
            }
        }
        for node in document.allNodes where isLabelOnly(node) {
            let line = node.range.lowerBound.line
            lines[line - 1] = Array(halfLabel(String(decoding: lines[line - 1], as: UTF8.self), wantsCJK: wantsCJK).utf8)
        }
        return Array(lines.map { $0 }.joined(separator: [0x0A])) + [0x0A]
    }

    /// Prose without code spans and link targets, which are the same in every language.
    static func proseText(_ node: MarkupNode) -> String {
        var text = ""
        for child in node.descendants {
            if case .text(let value) = child.kind { text += value }
        }
        return text
    }

    private static func blank(_ range: SourceRange, in lines: inout [[UInt8]]) {
        for line in range.lowerBound.line...max(range.lowerBound.line, range.upperBound.line) where line >= 1 && line <= lines.count {
            // Keep the container markers (`>`, list indentation) so the structure around stays intact.
            let prefix = lines[line - 1].prefix { $0 == 0x20 || $0 == 0x09 || $0 == UInt8(ascii: ">") }
            lines[line - 1] = Array(prefix)
        }
    }

    /// A paragraph that is the only block of a list item (`- `application``) is shared by both languages.
    private static func isOnlyBlockOfItem(_ paragraph: MarkupNode) -> Bool {
        guard let parent = paragraph.parent, case .listItem = parent.kind else { return false }
        return parent.children.count == 1
    }

    /// `**Important** **重要**` — a paragraph of bold labels only.
    private static func isLabelOnly(_ node: MarkupNode) -> Bool {
        guard case .paragraph = node.kind, let parent = node.parent, case .blockQuote = parent.kind else { return false }
        let children = node.children
        return children.contains { if case .strong = $0.kind { return true } else { return false } }
            && children.allSatisfy { child in
                if case .strong = child.kind { return true }
                if case .text(let text) = child.kind { return text.allSatisfy(\.isWhitespace) }
                return false
            }
    }

    /// `## Declaration - 声明` → `## Declaration` or `## 声明`.
    static func halfHeading(_ line: String, wantsCJK: Bool) -> String? {
        let marker = line.prefix { $0 == "#" }
        let text = String(line.dropFirst(marker.count)).trimmingWhitespace()
        guard [" - ", " – ", " — ", " / "].contains(where: text.contains) else { return nil }
        let parts = SectionVocabulary.bilingualParts(of: text)
        guard parts.count == 2 else { return nil }
        let scripts = parts.map { ScriptDetector.containsCJK($0) }
        guard scripts[0] != scripts[1], let chosen = zip(parts, scripts).first(where: { $0.1 == wantsCJK })?.0 else { return nil }
        return marker + " " + chosen
    }

    /// `> **Important** **重要**` → `> **Important**` or `> **重要**`.
    static func halfLabel(_ line: String, wantsCJK: Bool) -> String {
        let prefix = line.prefix { $0 == ">" || $0 == " " }
        let labels = line.dropFirst(prefix.count).components(separatedBy: "**").map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }
        guard let chosen = labels.first(where: { ScriptDetector.containsCJK($0) == wantsCJK }) else { return line }
        return prefix + "**" + chosen + "**"
    }
}
