import TriglotMarkup

/// Reads See Also entries in both shapes found in practice: list items opening with a link or
/// code span (`- [`x(_:)`](x.md)` + summary), and DocC-style `### func x(…)` headings each
/// followed by a summary paragraph.
enum SeeAlsoParser {
    static func items(fromList list: MarkupNode) -> [SeeAlsoGroup.Item] {
        list.children.map { item in
            let children = item.children
            guard let first = children.first, case .paragraph = first.kind else {
                return SeeAlsoGroup.Item(title: item.plainText, target: nil, symbol: nil, summary: "", range: item.range)
            }
            var title = first.plainText.trimmingWhitespace()
            var target: String?
            var symbol: String?
            var summaryParts: [String] = []
            if let link = first.children.first(where: { if case .link = $0.kind { return true } else { return false } }),
               case .link(let destination, _) = link.kind {
                title = link.plainText.trimmingWhitespace()
                target = destination
                let after = first.children.drop { $0 != link }.dropFirst().map(\.plainText).joined().trimmingWhitespace()
                if !after.isEmpty { summaryParts.append(after) }
            } else if let code = first.children.first, case .code(let text) = code.kind {
                title = text
                let after = first.children.dropFirst().map(\.plainText).joined().trimmingWhitespace()
                if !after.isEmpty { summaryParts.append(after) }
            }
            symbol = symbolName(title)
            summaryParts += children.dropFirst().map { $0.plainText.trimmingWhitespace() }
            return SeeAlsoGroup.Item(title: title, target: target, symbol: symbol,
                                     summary: summaryParts.joined(separator: "\n"), range: item.range)
        }
    }

    static func item(fromHeading heading: MarkupNode, summary: MarkupNode?) -> SeeAlsoGroup.Item {
        let title = HeadingText(heading).title
        var target: String?
        for node in heading.descendants {
            if case .link(let destination, _) = node.kind { target = destination; break }
        }
        let end = summary?.range.upperBound ?? heading.range.upperBound
        return SeeAlsoGroup.Item(title: title, target: target, symbol: symbolName(title),
                                 summary: summary?.plainText.trimmingWhitespace() ?? "",
                                 range: SourceRange(heading.range.lowerBound, end))
    }

    /// The symbol an entry names, whether written as a selector or as a declaration title.
    static func symbolName(_ title: String) -> String? {
        if SymbolNames.isSelector(title) || SymbolNames.isTypeName(title) { return title }
        if let symbol = SymbolNames.symbol(fromDeclarationTitle: title) { return symbol }
        return SymbolNames.isMalformedSelector(title) ? title : nil
    }
}
