import TriglotMarkup

/// Where the parse puts what it read: blocks into the current section, See Also items into
/// their group, and the finished sections into the page.
extension ParseState {
    mutating func appendToSection(_ block: MarkupNode) {
        guard let current else { return }
        append(Block(block), range: block.range, toSection: current)
    }

    mutating func append(_ modelBlock: Block, range: SourceRange, toSection section: Int) {
        sections[section].blocks.append(modelBlock)
        sections[section].range.upperBound = max(sections[section].range.upperBound, range.upperBound)
    }

    mutating func appendSeeAlsoItems(_ items: [SeeAlsoGroup.Item], range: SourceRange) {
        if seeAlsoGroup == nil {
            page.seeAlso.append(SeeAlsoGroup(title: "", items: [], range: range))
            seeAlsoGroup = page.seeAlso.count - 1
        }
        page.seeAlso[seeAlsoGroup!].items += items
        page.seeAlso[seeAlsoGroup!].range.upperBound = max(page.seeAlso[seeAlsoGroup!].range.upperBound, range.upperBound)
    }

    mutating func appendSeeAlsoItem(_ item: SeeAlsoGroup.Item) {
        appendSeeAlsoItems([item], range: item.range)
    }

    /// Moves the finished sections into the page, each in its box: moved, not copied, since a
    /// copy would retain every string and array of every section once more.
    mutating func boxSections() {
        var boxed: [Section] = []
        boxed.reserveCapacity(sections.count)
        while let section = sections.popLast() { boxed.append(Section(fields: section)) }
        boxed.reverse()
        page.sections = boxed
    }
}
