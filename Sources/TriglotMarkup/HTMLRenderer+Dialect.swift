/// What the renderer writes for the Markdown read around cmark (`Dialect/`): tables,
/// containers, definition lists and the macros inside sanitised raw HTML.
extension HTMLRenderer {
    func writeTableOpening(_ node: MarkupNode, into html: inout [UInt8], start: Int) -> Closing {
        switch node.kind {
        case .tableRow(let isHeader):
            if isHeader {
                html.append(literal: "<thead>\n<tr>\n")
            } else {
                // The first body row follows the header row's subtree (or opens the table):
                // told by position, since a table may have thousands of rows.
                if let first = node.parent?.firstChild,
                   first.index == node.index || (first.kind == .tableRow(isHeader: true) && first.subtreeEnd == node.index) {
                    html.append(literal: "<tbody>\n")
                }
                html.append(literal: "<tr>\n")
            }
            return .tableRow(isHeader: isHeader)
        case .tableCell(let alignment):
            var isHeader = false
            if let row = node.parent, case .tableRow(let header) = row.kind { isHeader = header }
            html.append(literal: isHeader ? "<th" : "<td")
            if alignment != .none {
                html.append(literal: " class=\"align-")
                html += alignment.rawValue.utf8
                html.append(UInt8(ascii: "\""))
            }
            html.append(UInt8(ascii: ">"))
            return .tableCell(isHeader: isHeader)
        default:
            Self.newline(&html, since: start)
            html.append(literal: "<table>\n")
            return .table(hasBody: node.firstChild?.nextSibling != nil)
        }
    }

    func writeContainerOpening(name: String, title: String, into html: inout [UInt8], start: Int) -> Closing {
        Self.newline(&html, since: start)
        if name == "details" {
            html.append(literal: "<details class=\"container details\">\n<summary>")
            HTMLEscaping.append(escaping: title.isEmpty ? "Details" : title, to: &html)
            html.append(literal: "</summary>\n")
            return .container(isDetails: true)
        }
        html.append(literal: "<div class=\"container ")
        HTMLEscaping.append(escaping: name, to: &html)
        html.append(literal: "\">\n")
        if !title.isEmpty {
            html.append(literal: "<p class=\"container-title\">")
            HTMLEscaping.append(escaping: title, to: &html)
            html.append(literal: "</p>\n")
        }
        return .container(isDetails: false)
    }

    /// Sanitised HTML, each macro in it written as macros are.
    func appendWithMacros(_ sanitized: String, node: MarkupNode, into html: inout [UInt8]) {
        var matches: [Range<String.Index>] = []
        for pattern in macroPatterns {
            for match in pattern.matches(in: sanitized) where !matches.contains(where: { $0.overlaps(match) }) { matches.append(match) }
        }
        guard !matches.isEmpty else {
            html += sanitized.utf8
            return
        }
        var cursor = sanitized.startIndex
        for match in matches.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            html += sanitized[cursor..<match.lowerBound].utf8
            // Quotes in text come out of the sanitiser as they went in; & < > as references.
            renderMacro(node, String(sanitized[match]).replacingOccurrences(of: "&amp;", with: "&"), &html)
            cursor = match.upperBound
        }
        html += sanitized[cursor...].utf8
    }

    /// `<dl>`: each item's first paragraph is a term, the rest of the item its description.
    func writeDefinitionList(_ list: MarkupNode, into html: inout [UInt8], start: Int) {
        Self.newline(&html, since: start)
        html.append(literal: "<dl>\n")
        for item in list.children {
            let children = item.children
            html.append(literal: "<dt>")
            render(children[0].children, into: &html)
            html.append(literal: "</dt>\n<dd>")
            render(Array(children.dropFirst()), into: &html)
            html.append(literal: "</dd>\n")
        }
        html.append(literal: "</dl>\n")
    }
}
