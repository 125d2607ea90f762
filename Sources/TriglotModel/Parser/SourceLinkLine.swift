import TriglotMarkup

/// A paragraph that only says where the page comes from: `原文链接：[url](url)`,
/// `Source: <url>`, `原文地址：[链接](url)`.
enum SourceLinkLine {
    static let labels = ["原文链接", "原文地址", "原文", "source", "original", "出典", "原文リンク"]

    static func url(in paragraph: MarkupNode) -> String? {
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
        let normalized = label.trimmingWhitespace()
            .trimmingCharacters(in: [":", "：", " "]).lowercased()
        guard let url, labels.contains(normalized) else { return nil }
        return url
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
