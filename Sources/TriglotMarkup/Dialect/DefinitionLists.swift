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

    /// A list whose every item opens with `: `: the descriptions of a term.
    static func isDescriptions(_ list: MarkupNode) -> Bool {
        guard list.kindTag == .list, case .list(false, _, _) = list.kind else { return false }
        let items = list.children
        return !items.isEmpty && items.allSatisfy { item in
            guard let paragraph = item.firstChild, paragraph.kindTag == .paragraph,
                  let text = paragraph.firstChild, case .text(let value) = text.kind else { return false }
            return value.hasPrefix(":")
        }
    }

    /// A list whose every item is a term paragraph followed by a list of descriptions.
    static func isDefinitionList(_ list: MarkupNode) -> Bool {
        guard list.kindTag == .list, case .list(false, _, _) = list.kind, list.depth < maximumDepth * 4 else { return false }
        let items = list.children
        return !items.isEmpty && items.allSatisfy { item in
            let children = item.children
            return children.count >= 2 && children[0].kindTag == .paragraph && children.dropFirst().contains(where: isDescriptions)
        }
    }
}
