import Foundation
import TriglotMarkup
import TriglotModel

/// A callout as an aside with its kind's label in the page's language, and its content without
/// the words that named it (the bold label, or a kramdown `{: .prompt-… }` line).
enum CalloutHTML {
    static func render(_ callout: Callout, node: MarkupNode, label: String, renderer: HTMLRenderer) -> String {
        var html: [UInt8] = []
        render(callout, node: node, label: label, renderer: renderer, into: &html)
        return String(decoding: html, as: UTF8.self)
    }

    /// `render` written onto the end of a page's bytes.
    static func render(_ callout: Callout, node: MarkupNode, label: String, renderer: HTMLRenderer, into html: inout [UInt8]) {
        html.append(literal: "<aside class=\"callout callout-")
        html += callout.kind.rawValue.utf8
        html.append(literal: "\" aria-label=\"")
        HTMLEscaping.append(escaping: label, to: &html)
        html.append(literal: "\">\n<p class=\"callout-label\">")
        HTMLEscaping.append(escaping: label, to: &html)
        html.append(literal: "</p>\n")
        var blocks = node.children
        if callout.form == .container {
            renderer.render(blocks, into: &html)
            html.append(literal: "</aside>\n")
            return
        }
        if callout.form == .aside, let first = blocks.first, let text = first.firstChild, case .text(let value) = text.kind,
           let colon = value.firstIndex(where: { $0 == ":" || $0 == "：" }) {
            // `Note:` goes; the rest of the first line stays.
            var rest: [UInt8] = []
            HTMLEscaping.append(escaping: String(value[value.index(after: colon)...].drop { $0 == " " }), to: &rest)
            let inlines = renderer.render(Array(first.children.dropFirst()))
            html += "<p>".utf8 + rest + Array(inlines.utf8) + "</p>\n".utf8
            blocks.removeFirst()
        } else if callout.form == .alert, let first = blocks.first {
            // The `[!NOTE]` line goes; what follows it in the paragraph stays.
            let inlines = first.children
            if let lineEnd = inlines.firstIndex(where: { $0.kindTag == .softBreak || $0.kindTag == .lineBreak }) {
                html += InlineTrimming.paragraph(first, from: lineEnd + 1, renderer: renderer).utf8
            }
            blocks.removeFirst()
        } else if let first = blocks.first, case .paragraph = first.kind,
           let labelCount = leadingLabelCount(first), labelCount > 0 {
            html += InlineTrimming.paragraph(first, from: labelCount, renderer: renderer).utf8
            blocks.removeFirst()
        } else if let last = blocks.last, case .paragraph = last.kind, isKramdownLine(last) {
            blocks.removeLast()
            renderer.render(blocks, into: &html)
            html += InlineTrimming.paragraph(last, from: 0, renderer: renderer, dropLastLine: true).utf8
            blocks = []
        }
        renderer.render(blocks, into: &html)
        html.append(literal: "</aside>\n")
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
