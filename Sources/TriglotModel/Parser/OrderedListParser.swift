import TriglotMarkup

/// Reads an ordered list as a possible claim of order: for each item, the method its leading
/// code span names, a bracketed condition before it, and every code span it mentions.
enum OrderedListParser {
    static func parse(_ list: MarkupNode, sectionID: String?) -> OrderedListClaim {
        let items = list.children.map { item -> OrderedListClaim.Item in
            let spans = InlineLines.codeSpans(in: item).map(\.text)
            var method: String?
            var condition: String?
            if let first = item.children.first, first.kindTag == .paragraph {
                var leading = ""
                for inline in first.children {
                    if case .code(let text) = inline.kind {
                        let lead = leading.trimmingWhitespace()
                        if lead.isEmpty {
                            method = text
                        } else if lead.hasPrefix("["), lead.hasSuffix("]") {
                            method = text
                            condition = String(lead.dropFirst().dropLast()).trimmingWhitespace()
                        }
                        break
                    }
                    if case .link = inline.kind, leading.trimmingWhitespace().isEmpty,
                       let code = inline.firstChild, case .code(let text) = code.kind {
                        method = text
                        break
                    }
                    leading += inline.plainText
                }
            }
            return OrderedListClaim.Item(method: method, condition: condition, codeSpans: spans,
                                         text: item.plainText, range: item.range)
        }
        return OrderedListClaim(sectionID: sectionID, items: items, range: list.range)
    }
}
