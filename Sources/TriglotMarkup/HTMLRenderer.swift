/// Renders a Markdown subtree to HTML, safely: raw HTML becomes a comment, dangerous link
/// schemes become empty, everything interpolated is escaped. Iterative over the flat tree, so any
/// depth renders without recursion. Hooks let the site rewrite links, link symbol code spans,
/// give headings ids, and draw special blocks (lifecycle pictures) in place of a node.
public struct HTMLRenderer {
    /// The href for a link destination (`a.md` → `a.html`); nil keeps it as written.
    public var rewriteLink: (String) -> String? = { _ in nil }
    /// The href a code span links to (a symbol's page), if any.
    public var linkCodeSpan: (String) -> String? = { _ in nil }
    /// The id attribute of a heading.
    public var headingID: (MarkupNode) -> String? = { _ in nil }
    /// HTML that replaces a node and its subtree entirely.
    public var replaceNode: (MarkupNode) -> String? = { _ in nil }

    public init() {}

    public func render(_ nodes: [MarkupNode]) -> String {
        nodes.map(render).joined()
    }

    public func render(_ root: MarkupNode) -> String {
        let document = root.document
        var html = ""
        var open: [(index: Int, end: Int, close: String, newlineFirst: Bool)] = []
        // cmark starts block tags on a new line; this does the same, so output matches cmark's.
        func newline() {
            if let last = html.utf8.last, last != 0x0A { html += "\n" }
        }
        var index = root.index
        let end = document.rows[root.index].subtreeEnd
        while index < end {
            while let last = open.last, last.end <= index {
                if last.newlineFirst { newline() }
                html += last.close
                open.removeLast()
            }
            let node = MarkupNode(document: document, index: index)
            let row = document.rows[index]
            if let replacement = replaceNode(node) {
                html += replacement
                index = row.subtreeEnd
                continue
            }
            let (opening, closing, skipChildren) = tags(for: node)
            let isBlock = node.kind.isBlock && opening != ""
            if isBlock { newline() }
            html += opening
            let closesOnNewLine = Self.closesOnNewLine(node.kind)
            if skipChildren || row.subtreeEnd == index + 1 {
                if closesOnNewLine { newline() }
                html += closing
                index = skipChildren ? row.subtreeEnd : index + 1
            } else {
                open.append((index, row.subtreeEnd, closing, closesOnNewLine))
                index += 1
            }
        }
        while let last = open.popLast() {
            if last.newlineFirst { newline() }
            html += last.close
        }
        return html
    }

    private static func closesOnNewLine(_ kind: MarkupKind) -> Bool {
        switch kind {
        case .blockQuote, .list: return true
        default: return false
        }
    }

    /// Paragraphs directly inside an item of a tight list are written without `<p>`.
    private func isInTightList(_ node: MarkupNode) -> Bool {
        guard let item = node.parent, case .listItem = item.kind, let list = item.parent,
              case .list(_, _, let tight) = list.kind else { return false }
        return tight
    }

    private func tags(for node: MarkupNode) -> (String, String, Bool) {
        switch node.kind {
        case .document, .other:
            return ("", "", false)
        case .blockQuote:
            return ("<blockquote>\n", "</blockquote>\n", false)
        case .list(let ordered, let start, _):
            if ordered {
                return (start == 1 ? "<ol>\n" : "<ol start=\"\(start)\">\n", "</ol>\n", false)
            }
            return ("<ul>\n", "</ul>\n", false)
        case .listItem:
            return ("<li>", "</li>\n", false)
        case .paragraph:
            return isInTightList(node) ? ("", "", false) : ("<p>", "</p>\n", false)
        case .heading(let level):
            let id = headingID(node).map { " id=\"\(HTMLEscaping.escape($0))\"" } ?? ""
            return ("<h\(level)\(id)>", "</h\(level)>\n", false)
        case .codeBlock(let info, let code):
            let language = info.split(separator: " ").first.map { " class=\"language-\(HTMLEscaping.escape(String($0)))\"" } ?? ""
            return ("<pre><code\(language)>" + HTMLEscaping.escape(code) + "</code></pre>\n", "", true)
        case .htmlBlock:
            return ("<!-- raw HTML omitted -->\n", "", true)
        case .thematicBreak:
            return ("<hr />\n", "", true)
        case .text(let text):
            return (HTMLEscaping.escape(text), "", true)
        case .softBreak:
            return ("\n", "", true)
        case .lineBreak:
            return ("<br />\n", "", true)
        case .code(let code):
            let span = "<code>" + HTMLEscaping.escape(code) + "</code>"
            if !isInsideLink(node), let target = linkCodeSpan(code) {
                return ("<a href=\"\(href(target))\">" + span + "</a>", "", true)
            }
            return (span, "", true)
        case .htmlInline:
            return ("<!-- raw HTML omitted -->", "", true)
        case .emphasis:
            return ("<em>", "</em>", false)
        case .strong:
            return ("<strong>", "</strong>", false)
        case .link(let destination, let title):
            let target = rewriteLink(destination) ?? destination
            let titleAttribute = title.isEmpty ? "" : " title=\"\(HTMLEscaping.escape(title))\""
            return ("<a href=\"\(href(target))\"\(titleAttribute)>", "</a>", false)
        case .image(let source, let title):
            let titleAttribute = title.isEmpty ? "" : " title=\"\(HTMLEscaping.escape(title))\""
            let alt = HTMLEscaping.escape(node.plainText)
            return ("<img src=\"\(href(rewriteLink(source) ?? source))\" alt=\"\(alt)\"\(titleAttribute) />", "", true)
        }
    }

    /// A destination as an attribute value: empty when unsafe, percent-encoded otherwise.
    private func href(_ destination: String) -> String {
        SafeURL.isSafe(destination) ? SafeURL.encode(destination) : ""
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
