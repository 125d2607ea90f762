/// Definition lists as MDN and others write them in CommonMark:
///
///     - `level`
///       - : A number between 0 and 1.
///
/// An item's term is its first paragraph; its descriptions are the items, each opening with
/// `: `, of a list inside it. The tree stays as cmark read it (the model reads such a list's
/// items as parameters); only rendering makes `<dl>`, `<dt>` and `<dd>` of it.
enum DefinitionLists {
    /// Nesting beyond this renders as plain lists: the definition list renderer recurses once
    /// per level, and a page must not decide how deep that goes.
    static let maximumDepth = 32

    /// A list whose every item opens with `: `: the descriptions of a term. Walked by siblings,
    /// without arrays: every list of every page is asked.
    static func isDescriptions(_ list: MarkupNode) -> Bool {
        guard list.kindTag == .list, case .list(false, _, _) = list.kind else { return false }
        var item = list.firstChild
        guard item != nil else { return false }
        while let current = item {
            guard let paragraph = current.firstChild, paragraph.kindTag == .paragraph,
                  let text = paragraph.firstChild, text.kindTag == .text, case .text(let value) = text.kind, value.hasPrefix(":") else { return false }
            item = current.nextSibling
        }
        return true
    }

    /// A list whose every item is a term paragraph followed by a list of descriptions.
    static func isDefinitionList(_ list: MarkupNode) -> Bool {
        guard list.kindTag == .list, list.depth < maximumDepth * 4, case .list(false, _, _) = list.kind else { return false }
        var item = list.firstChild
        guard item != nil else { return false }
        while let current = item {
            guard let term = current.firstChild, term.kindTag == .paragraph else { return false }
            var child = term.nextSibling
            var found = false
            while let block = child, !found {
                found = block.kindTag == .list && isDescriptions(block)
                child = block.nextSibling
            }
            guard found else { return false }
            item = current.nextSibling
        }
        return true
    }
}
