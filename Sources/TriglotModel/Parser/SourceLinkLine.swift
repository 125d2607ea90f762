import TriglotMarkup

/// A paragraph that only says where the page comes from: `原文链接：[url](url)`,
/// `Source: <url>`, `原文地址：[链接](url)`.
package enum SourceLinkLine {
    package static let labels = ["原文链接", "原文地址", "原文", "source", "original", "出典", "原文リンク"]

    package static func url(in paragraph: MarkupNode) -> String? {
        if paragraph.kindTag == .table { return tableNodeURL(in: paragraph) }
        if let url = tableURL(in: paragraph) { return url }
        var label = ""
        var url: String?
        for inline in paragraph.children {
            switch inline.kind {
            case .text(let text):
                if url == nil { label += text } else if !text.allSatisfy(\.isWhitespace) { return nil }
            case .link(let destination, _):
                if url != nil { return nil }
                url = destination
            default:
                return nil
            }
        }
        // Most paragraphs have no link: the label need not be normalised to find that out.
        guard let url else { return nil }
        let normalized = label.trimmingWhitespace()
            .trimmingCharacters(in: [":", "：", " "]).lowercased()
        return labels.contains(normalized) ? url : nil
    }
}

extension SourceLinkLine {
    /// The same two-row table read as a table: the one link in the body row's cell under a
    /// source label.
    static func tableNodeURL(in table: MarkupNode) -> String? {
        let rows = table.children
        guard rows.count == 2 else { return nil }
        let headers = rows[0].children.map { $0.plainText.trimmingWhitespace().lowercased() }
        guard let column = headers.firstIndex(where: { labels.contains($0) }) else { return nil }
        let cells = rows[1].children
        guard column < cells.count else { return nil }
        let links = cells[column].descendants.compactMap { node -> String? in
            if case .link(let destination, _) = node.kind { return destination }
            return nil
        }
        return links.count == 1 ? links[0] : nil
    }

    /// A two-row pipe table (`作者 | 原文链接` / `--- | ---` / `Apple Inc. | [title](url)`), which
    /// CommonMark reads as a paragraph: the link under a source label is the source.
    static func tableURL(in paragraph: MarkupNode) -> String? {
        // Most paragraphs are not three lines: count them before putting their text together.
        guard lineCount(of: paragraph) == 3 else { return nil }
        let lines = InlineLines.of(paragraph)
        guard lines.count == 3, lines[1].text.allSatisfy({ "-|: ".contains($0) }) else { return nil }
        let headers = lines[0].text.split(separator: "|").map { String($0).trimmingWhitespace().lowercased() }
        guard let column = headers.firstIndex(where: { labels.contains($0) }) else { return nil }
        var links: [String] = []
        for node in paragraph.descendants {
            if case .link(let destination, _) = node.kind, node.range.lowerBound.line == lines[2].range.lowerBound.line {
                links.append(destination)
            }
        }
        return links.count == 1 && column < headers.count ? links.first : nil
    }
}

extension SourceLinkLine {
    /// How many lines `InlineLines.of(paragraph)` returns: runs between soft or hard breaks
    /// that hold at least one text or code node.
    static func lineCount(of paragraph: MarkupNode) -> Int {
        var count = 0
        var lineHasText = false
        for position in (paragraph.index + 1)..<paragraph.subtreeEnd {
            switch MarkupNode(document: paragraph.document, index: position).kind {
            case .softBreak, .lineBreak:
                if lineHasText { count += 1 }
                lineHasText = false
            case .text, .code:
                lineHasText = true
            default:
                continue
            }
        }
        return lineHasText ? count + 1 : count
    }
}

private extension String {
    func trimmingCharacters(in set: Set<Character>) -> String {
        var text = Substring(self)
        while let first = text.first, set.contains(first) { text.removeFirst() }
        while let last = text.last, set.contains(last) { text.removeLast() }
        return String(text)
    }
}
