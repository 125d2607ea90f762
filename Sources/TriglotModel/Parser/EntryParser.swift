import TriglotMarkup

/// Reads field lists: a list whose every item opens with a bold label (`- **Type**`,
/// `- **Details**`, `- **型:**`) and at least one label the section vocabulary knows. Such a
/// list makes the section it is in an API entry; prose lists with a bold word or two are not
/// taken, since one known label is needed and every item must have one.
enum EntryParser {
    static func fields(of list: MarkupNode, language: Language, vocabulary: SectionVocabulary) -> [Entry.Field]? {
        guard case .list(false, _, _) = list.kind else { return nil }
        var fields: [Entry.Field] = []
        var known = 0
        for item in list.children {
            guard let label = label(of: item) else { return nil }
            let match = vocabulary.section(forHeading: label, in: language)
            if match != nil { known += 1 }
            fields.append(Entry.Field(kind: match?.kind ?? .custom, label: label, blocks: item.children.map(Block.init),
                                      range: item.range, node: item.index))
        }
        return known > 0 ? fields : nil
    }

    /// The bold text an item's first paragraph opens with, without a trailing colon.
    static func label(of item: MarkupNode) -> String? {
        guard let paragraph = item.firstChild, paragraph.kindTag == .paragraph,
              let first = paragraph.firstChild, first.kindTag == .strong else { return nil }
        var label = first.plainText.trimmingWhitespace()
        while let last = label.last, last == ":" || last == "：" { label.removeLast() }
        label = label.trimmingWhitespace()
        return label.isEmpty ? nil : label
    }

    /// The code span after the label in a field's first line (`- **Type:** `boolean``).
    static func inlineType(in item: MarkupNode) -> String? {
        guard let paragraph = item.firstChild, paragraph.kindTag == .paragraph else { return nil }
        for inline in paragraph.children.dropFirst() {
            if case .code(let code) = inline.kind { return code }
            if case .text(let text) = inline.kind, text.allSatisfy({ $0.isWhitespace || $0 == ":" || $0 == "：" }) { continue }
            return nil
        }
        return nil
    }

    /// The first code block among a field's own blocks (a Type field's declaration).
    static func codeBlock(in item: MarkupNode) -> MarkupNode? {
        item.children.first { $0.kindTag == .codeBlock }
    }
}
