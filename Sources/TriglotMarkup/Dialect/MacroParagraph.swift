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

extension MarkupNode {
    /// A widget that puts another file's text in the page (`{{% include "exporters/jaeger.md" %}}`,
    /// Jekyll's `{% include_relative x.md %}`, Hugo's `{{< readfile >}}` and shortcodes kept in
    /// folders, `{{% docs/languages/exporters/intro %}}`): the page's headings are not all in it.
    public var isInclusion: Bool {
        guard isMacroWidget else { return false }
        var child = firstChild
        while let current = child {
            if case .macro(let text) = current.kind, Self.includesAFile(text) { return true }
            child = current.nextSibling
        }
        return false
    }

    static func includesAFile(_ macro: String) -> Bool {
        // A template's tag; VitePress's `<<< @/snippets/x.ts` imports code, never a heading.
        guard macro.hasPrefix("{") else { return false }
        let inner = macro.drop { "{%<> ".contains($0) }
        let name = inner.prefix { !$0.isWhitespace && !"%>}".contains($0) }.lowercased()
        return name.hasPrefix("include") || name == "readfile" || name.contains("/") || macro.contains(".md")
    }
}
