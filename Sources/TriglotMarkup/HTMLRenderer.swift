/// Renders a Markdown subtree to HTML, safely: raw HTML becomes a comment, dangerous link
/// schemes become empty, everything interpolated is escaped. Iterative over the flat tree, so any
/// depth renders without recursion. Hooks let the site rewrite links, link symbol code spans,
/// give headings ids, and draw special blocks (lifecycle pictures) in place of a node.
///
/// The HTML is written as UTF-8 bytes onto the end of a buffer: every page of a site passes
/// through here, node by node, and a byte append is a copy where a String append first checks
/// whether the two pieces join into one character.
public struct HTMLRenderer {
    /// The href for a link destination (`a.md` → `a.html`); nil keeps it as written.
    public var rewriteLink: (String) -> String? = { _ in nil }
    /// The href a code span links to (a symbol's page), if any.
    public var linkCodeSpan: (String) -> String? = { _ in nil }
    /// The id attribute of a heading.
    public var headingID: (MarkupNode) -> String? = { _ in nil }
    /// Writes the HTML that replaces a node and its subtree entirely, and says whether it did.
    public var replaceNode: (MarkupNode, inout [UInt8]) -> Bool = { _, _ in false }
    /// What raw HTML becomes: a comment, as cmark's safe mode writes (the default), or what the
    /// allowlist sanitizer lets through.
    public var rawHTML: RawHTML = .omitted
    /// Writes a macro atom (the node tells where it stands); by default as code, as written.
    public var renderMacro: (MarkupNode, String, inout [UInt8]) -> Void = { _, macro, html in
        html.append(literal: "<code class=\"macro\">")
        HTMLEscaping.append(escaping: macro, to: &html)
        html.append(literal: "</code>")
    }

    /// Macros found in sanitised raw HTML's text are written by `renderMacro` too.
    public var macroPatterns: [MacroPattern] = []

    public enum RawHTML: Sendable {
        case omitted, sanitized
    }

    public init() {}

    public func render(_ nodes: [MarkupNode]) -> String {
        var html: [UInt8] = []
        render(nodes, into: &html)
        return String(decoding: html, as: UTF8.self)
    }

    public func render(_ root: MarkupNode) -> String {
        var html: [UInt8] = []
        render(root, into: &html)
        return String(decoding: html, as: UTF8.self)
    }

    /// The nodes one after another, each as `render(_:into:)` writes it.
    public func render(_ nodes: [MarkupNode], into html: inout [UInt8]) {
        // One stack of open tags for all of them: a page's body is a few dozen top-level nodes,
        // and a stack of its own allocated and freed one for each.
        var open: [OpenNode] = []
        for node in nodes { render(node, into: &html, open: &open) }
    }

    /// `render(root)` written onto the end of `html`.
    public func render(_ root: MarkupNode, into html: inout [UInt8]) {
        var open: [OpenNode] = []
        render(root, into: &html, open: &open)
    }

    /// A node whose children are being written: where its subtree ends, and what closes it.
    typealias OpenNode = (end: Int, close: Closing)

    /// `render(_:into:)` with a stack to keep the open nodes on, empty before and after.
    private func render(_ root: MarkupNode, into html: inout [UInt8], open: inout [OpenNode]) {
        let document = root.document
        // cmark starts block tags on a new line; this does the same, so output matches cmark's.
        // Only within this node's own HTML: what the buffer held before is someone else's.
        let start = html.count
        var index = root.index
        let end = document.rows[root.index].subtreeEnd
        while index < end {
            while let last = open.last, last.end <= index {
                Self.write(last.close, into: &html, start: start)
                open.removeLast()
            }
            let node = MarkupNode(document: document, index: index)
            let subtreeEnd = document.rows[index].subtreeEnd
            if replaceNode(node, &html) {
                index = subtreeEnd
                continue
            }
            guard let close = writeOpening(node, into: &html, start: start, open: open) else {
                // A leaf, written whole.
                index = subtreeEnd
                continue
            }
            if subtreeEnd == index + 1 {
                Self.write(close, into: &html, start: start)
            } else {
                open.append((subtreeEnd, close))
            }
            index += 1
        }
        while let last = open.popLast() {
            Self.write(last.close, into: &html, start: start)
        }
    }

    /// What ends a node whose children come between its tags.
    enum Closing {
        case nothing, blockQuote, orderedList, unorderedList, listItem, paragraph, heading(Int), emphasis, strong, link
        case table(hasBody: Bool), tableRow(isHeader: Bool), tableCell(isHeader: Bool), container(isDetails: Bool)
        /// A definition's descriptions (`- : text` items): written as their content, no list.
        case descriptions
    }

    /// A new line unless the HTML written since `start` is empty or already ends one.
    static func newline(_ html: inout [UInt8], since start: Int) {
        if html.count > start, html.last != 0x0A { html.append(0x0A) }
    }

    /// A heading level as digits; cmark's are 1 to 6, one byte each, with no number made.
    private static func appendLevel(_ level: Int, to html: inout [UInt8]) {
        if (0...9).contains(level) { html.append(UInt8(ascii: "0") + UInt8(level)) } else { html += String(level).utf8 }
    }

    private static func write(_ closing: Closing, into html: inout [UInt8], start: Int) {
        switch closing {
        case .nothing, .descriptions: break
        case .blockQuote: Self.newline(&html, since: start); html.append(literal: "</blockquote>\n")
        case .orderedList: Self.newline(&html, since: start); html.append(literal: "</ol>\n")
        case .unorderedList: Self.newline(&html, since: start); html.append(literal: "</ul>\n")
        case .listItem: html.append(literal: "</li>\n")
        case .paragraph: html.append(literal: "</p>\n")
        case .heading(let level):
            html.append(literal: "</h")
            appendLevel(level, to: &html)
            html.append(literal: ">\n")
        case .emphasis: html.append(literal: "</em>")
        case .strong: html.append(literal: "</strong>")
        case .link: html.append(literal: "</a>")
        case .table(let hasBody): html.append(literal: hasBody ? "</tbody>\n</table>\n" : "</table>\n")
        case .tableRow(let isHeader): html.append(literal: isHeader ? "</tr>\n</thead>\n" : "</tr>\n")
        case .tableCell(let isHeader): html.append(literal: isHeader ? "</th>\n" : "</td>\n")
        case .container(let isDetails):
            Self.newline(&html, since: start)
            html.append(literal: isDetails ? "</details>\n" : "</div>\n")
        }
    }

    /// Writes the node's opening tag, or all of it when it is a leaf (then returns nil).
    /// `open` is the stack of the node's ancestors being written (within this call's subtree).
    private func writeOpening(_ node: MarkupNode, into html: inout [UInt8], start: Int, open: [OpenNode]) -> Closing? {
        switch node.kind {
        case .document, .other:
            return .nothing
        case .blockQuote:
            Self.newline(&html, since: start)
            html.append(literal: "<blockquote>\n")
            return .blockQuote
        case .list(let ordered, let firstNumber, _):
            if DefinitionLists.isDefinitionList(node) {
                writeDefinitionList(node, into: &html, start: start)
                return nil
            }
            // The descriptions of a definition list's term: their content, without a list.
            if DefinitionLists.isDescriptions(node) { return .descriptions }
            Self.newline(&html, since: start)
            if !ordered {
                html.append(literal: "<ul>\n")
                return .unorderedList
            }
            if firstNumber == 1 { html.append(literal: "<ol>\n") } else { html += "<ol start=\"\(firstNumber)\">\n".utf8 }
            return .orderedList
        case .listItem:
            // Asked of the list once, as it opened: items of a long list must not ask again.
            if case .descriptions? = open.last?.close { return .nothing }
            Self.newline(&html, since: start)
            html.append(literal: "<li>")
            return .listItem
        case .paragraph:
            // Paragraphs directly inside an item of a tight list are written without `<p>`.
            if isInTightList(node) { return .nothing }
            Self.newline(&html, since: start)
            html.append(literal: "<p>")
            return .paragraph
        case .heading(let level):
            Self.newline(&html, since: start)
            html.append(literal: "<h")
            Self.appendLevel(level, to: &html)
            if let id = headingID(node) {
                html.append(literal: " id=\"")
                HTMLEscaping.append(escaping: id, to: &html)
                html.append(UInt8(ascii: "\""))
            }
            html.append(UInt8(ascii: ">"))
            return .heading(level)
        case .codeBlock(let info, let code):
            Self.newline(&html, since: start)
            html.append(literal: "<pre><code")
            if let language = info.split(separator: " ").first {
                html.append(literal: " class=\"language-")
                HTMLEscaping.append(escaping: String(language), to: &html)
                html.append(UInt8(ascii: "\""))
            }
            html.append(UInt8(ascii: ">"))
            HTMLEscaping.append(escaping: code, to: &html)
            html.append(literal: "</code></pre>\n")
        case .htmlBlock(let raw):
            Self.newline(&html, since: start)
            switch rawHTML {
            case .omitted: html.append(literal: "<!-- raw HTML omitted -->\n")
            case .sanitized:
                appendWithMacros(HTMLSanitizer.sanitize(raw).html, node: node, into: &html)
                Self.newline(&html, since: start)
            }
        case .thematicBreak:
            Self.newline(&html, since: start)
            html.append(literal: "<hr />\n")
        case .text(let text):
            if text.hasPrefix(":"), open.count >= 3, case .descriptions = open[open.count - 3].close,
               node.parent?.firstChild?.index == node.index, let paragraph = node.parent, paragraph.parent?.firstChild?.index == paragraph.index {
                HTMLEscaping.append(escaping: String(text.dropFirst().drop { $0 == " " || $0 == "\t" }), to: &html)
            } else {
                HTMLEscaping.append(escaping: text, to: &html)
            }
        case .softBreak:
            html.append(0x0A)
        case .lineBreak:
            html.append(literal: "<br />\n")
        case .code(let code):
            let target = isInsideLink(node) ? nil : linkCodeSpan(code)
            if let target {
                html.append(literal: "<a href=\"")
                appendHref(target, to: &html)
                html.append(literal: "\">")
            }
            html.append(literal: "<code>")
            HTMLEscaping.append(escaping: code, to: &html)
            html.append(literal: "</code>")
            if target != nil { html.append(literal: "</a>") }
        case .htmlInline(let raw):
            switch rawHTML {
            case .omitted: html.append(literal: "<!-- raw HTML omitted -->")
            case .sanitized: appendWithMacros(HTMLSanitizer.sanitizeInline(raw).html, node: node, into: &html)
            }
        case .macro(let macro):
            renderMacro(node, macro, &html)
        case .table, .tableRow, .tableCell:
            return writeTableOpening(node, into: &html, start: start)
        case .container(let name, let title):
            return writeContainerOpening(name: name, title: title, into: &html, start: start)
        case .emphasis:
            html.append(literal: "<em>")
            return .emphasis
        case .strong:
            html.append(literal: "<strong>")
            return .strong
        case .link(let destination, let title):
            html.append(literal: "<a href=\"")
            appendHref(rewriteLink(destination) ?? destination, to: &html)
            html.append(UInt8(ascii: "\""))
            appendTitle(title, to: &html)
            html.append(UInt8(ascii: ">"))
            return .link
        case .image(let source, let title):
            html.append(literal: "<img src=\"")
            appendHref(rewriteLink(source) ?? source, to: &html)
            html.append(literal: "\" alt=\"")
            HTMLEscaping.append(escaping: node.plainText, to: &html)
            html.append(UInt8(ascii: "\""))
            appendTitle(title, to: &html)
            html.append(literal: " />")
        }
        return nil
    }

    private func isInTightList(_ node: MarkupNode) -> Bool {
        guard let item = node.parent, case .listItem = item.kind, let list = item.parent,
              case .list(_, _, let tight) = list.kind else { return false }
        return tight
    }

    private func appendTitle(_ title: String, to html: inout [UInt8]) {
        guard !title.isEmpty else { return }
        html.append(literal: " title=\"")
        HTMLEscaping.append(escaping: title, to: &html)
        html.append(UInt8(ascii: "\""))
    }

    /// A destination as an attribute value: empty when unsafe, percent-encoded otherwise.
    private func appendHref(_ destination: String, to html: inout [UInt8]) {
        if SafeURL.isSafe(destination) { SafeURL.append(encoding: destination, to: &html) }
    }

    private func isInsideLink(_ node: MarkupNode) -> Bool {
        var parent = node.parent
        while let current = parent {
            if case .link = current.kind { return true }
            parent = current.parent
        }
        return false
    }
}
