import TriglotMarkup

/// Reads See Also entries in both shapes found in practice: list items opening with a link, a
/// code span or a macro (`- [`x(_:)`](x.md)` + summary, `- {{domxref("Node")}}`), and DocC-style
/// `### func x(…)` headings each followed by a summary paragraph.
enum SeeAlsoParser {
    static func items(fromList list: MarkupNode) -> [SeeAlsoGroup.Item] {
        list.children.map { item in
            let children = item.children
            guard let first = children.first, first.kindTag == .paragraph else {
                return SeeAlsoGroup.Item(title: item.plainText, target: nil, symbol: nil, summary: "", range: item.range)
            }
            // The paragraph's inlines once; its text only when no link or code span names the item.
            let inlines = first.children
            let title: String
            var target: String?
            var summaryParts: [String] = []
            if let linkIndex = inlines.firstIndex(where: { $0.kindTag == .link }),
               case .link(let destination, _) = inlines[linkIndex].kind {
                title = inlines[linkIndex].plainText.trimmingWhitespace()
                target = destination
                let after = inlines[(linkIndex + 1)...].map(\.plainText).joined().trimmingWhitespace()
                if !after.isEmpty { summaryParts.append(after) }
            } else if let code = inlines.first, case .code(let text) = code.kind {
                title = text
                let after = inlines.dropFirst().map(\.plainText).joined().trimmingWhitespace()
                if !after.isEmpty { summaryParts.append(after) }
            } else if let opening = inlines.first, case .macro(let macro) = opening.kind {
                // `{{domxref("Node")}} - summary`: the macro links where it names, as a link would.
                title = MacroText.lastQuotedArgument(of: macro) ?? macro
                target = macro
                let after = inlines.dropFirst().map(\.plainText).joined().trimmingWhitespace()
                if !after.isEmpty { summaryParts.append(after) }
            } else {
                title = first.plainText.trimmingWhitespace()
            }
            let symbol = symbolName(title)
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
