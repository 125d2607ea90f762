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
