import Foundation
import TriglotMarkup
import TriglotModel

/// A callout as an aside with its kind's label in the page's language, and its content without
/// the words that named it (the bold label, or a kramdown `{: .prompt-… }` line).
enum CalloutHTML {
    static func render(_ callout: Callout, node: MarkupNode, label: String, renderer: HTMLRenderer) -> String {
        var blocks = node.children
        var content = ""
        if let first = blocks.first, case .paragraph = first.kind,
           let labelCount = leadingLabelCount(first), labelCount > 0 {
            content += InlineTrimming.paragraph(first, from: labelCount, renderer: renderer)
            blocks.removeFirst()
        } else if let last = blocks.last, case .paragraph = last.kind, isKramdownLine(last) {
            blocks.removeLast()
            content += renderer.render(blocks)
            content += InlineTrimming.paragraph(last, from: 0, renderer: renderer, dropLastLine: true)
            blocks = []
        }
        content += renderer.render(blocks)
        let kind = callout.kind.rawValue
        return "<aside class=\"callout callout-\(kind)\" aria-label=\"\(HTMLEscaping.escape(label))\">\n"
            + "<p class=\"callout-label\">\(HTMLEscaping.escape(label))</p>\n" + content + "</aside>\n"
    }

    /// How many inline nodes at the paragraph's start are the bold label (and spaces between).
    private static func leadingLabelCount(_ paragraph: MarkupNode) -> Int? {
        var count = 0
        var sawStrong = false
        for inline in paragraph.children {
            if case .strong = inline.kind {
                sawStrong = true
                count += 1
                continue
            }
            if case .text(let text) = inline.kind, text.allSatisfy(\.isWhitespace) {
                count += 1
                continue
            }
            break
        }
        return sawStrong ? count : nil
    }

    private static func isKramdownLine(_ paragraph: MarkupNode) -> Bool {
        guard let last = paragraph.children.last, case .text(let text) = last.kind else { return false }
        let line = text.trimmingCharacters(in: .whitespaces)
        return line.hasPrefix("{:") && line.hasSuffix("}")
    }
}
