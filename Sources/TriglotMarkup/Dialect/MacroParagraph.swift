extension MarkupNode {
    /// A paragraph of macros alone (`{{APIRef("DOM")}}{{SeeCompatTable}}`, `{{Compat}}`): a
    /// generator's widgets, never a page's abstract, and nothing to show unless a rule says so.
    /// Told by tags, sibling by sibling: every paragraph of every page is asked.
    public var holdsOnlyMacros: Bool {
        // cmark trims a paragraph's leading spaces: one of macros alone starts with one.
        guard kindTag == .paragraph, firstChild?.kindTag == .macro else { return false }
        var child = firstChild
        while let current = child {
            switch current.kindTag {
            case .macro, .softBreak, .lineBreak: break
            case .text:
                guard case .text(let text) = current.kind, text.allSatisfy(\.isWhitespace) else { return false }
            default: return false
            }
            child = current.nextSibling
        }
        return true
    }
}

extension MarkupNode {
    /// A paragraph of macros alone that stands as a block of the page (at the top, or in a quote
    /// or a container): a widget. In a list item, a definition's term or a table cell the
    /// macros are what the item says (`- {{domxref("Node")}}`, MDN's way of listing members),
    /// and they show.
    public var isMacroWidget: Bool {
        guard holdsOnlyMacros else { return false }
        switch parent?.kindTag {
        case nil, .document, .blockQuote, .container: return true
        default: return false
        }
    }
}
