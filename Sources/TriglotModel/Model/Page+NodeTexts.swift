import TriglotMarkup

/// A large build keeps every page's model for the whole run but reads each page's tree again
/// where it needs the page in full (`ContentSet.withParse`). The texts of the model's blocks
/// are some 40% of a kept model, and each is its node's `plainText` (`Block.textIsNodeText`),
/// so the kept model can leave them out and take them again from the tree read again.
extension Page {
    /// The page with every block text that its tree gives again left empty, except the
    /// abstract's: other pages show a page's abstract (links, see-also, search summaries) without
    /// reading that page again.
    public func withoutNodeTexts() -> Page {
        changingBlocks { block in
            if block.textIsNodeText { block.text = "" }
        }
    }

    /// The page with the texts `withoutNodeTexts` left out, taken from `document`: a parse of
    /// the bytes the page was made from.
    public func withNodeTexts(from document: MarkupDocument) -> Page {
        changingBlocks { block in
            if block.textIsNodeText, block.node < document.nodeCount {
                block.text = MarkupNode(document: document, index: block.node).plainText
            }
        }
    }

    /// Every block but the abstract's changed by `change`, in one new box for the page and one
    /// for each section.
    private func changingBlocks(_ change: (inout Block) -> Void) -> Page {
        func changed(_ blocks: [Block]) -> [Block] {
            var blocks = blocks
            for index in blocks.indices { change(&blocks[index]) }
            return blocks
        }
        var page = self
        page.update { fields in
            fields.sections = fields.sections.map { section in
                var section = section
                section.blocks = changed(section.blocks)
                return section
            }
            for index in fields.parameters.indices { fields.parameters[index].blocks = changed(fields.parameters[index].blocks) }
            fields.returnValue = changed(fields.returnValue)
            fields.discussion = changed(fields.discussion)
            for index in fields.callouts.indices { fields.callouts[index].blocks = changed(fields.callouts[index].blocks) }
            if let entries = fields.entries {
                fields.entries = entries.map { entry in
                    var entry = entry
                    for index in entry.fields.indices { entry.fields[index].blocks = changed(entry.fields[index].blocks) }
                    return entry
                }
            }
            fields.preamble = changed(fields.preamble)
        }
        return page
    }
}
