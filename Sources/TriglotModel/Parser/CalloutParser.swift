import TriglotMarkup

/// Recognises asides: a block quote that opens with a bold kind word (`> **Important**`,
/// bilingual `> **Important** **重要**`), or one followed by a kramdown attribute line
/// (`{: .prompt-warning }`, which cmark reads as the last line of the quote's paragraph).
package enum CalloutParser {
    static func parse(_ blockQuote: MarkupNode, sectionID: String?, vocabulary: SectionVocabulary) -> Callout? {
        if case .container(let name, let title) = blockQuote.kind {
            return container(blockQuote, name: name, title: title, sectionID: sectionID, vocabulary: vocabulary)
        }
        guard let first = blockQuote.firstChild, first.kindTag == .paragraph else { return nil }
        if let marker = alertMarker(first), let kind = alertKind(marker, vocabulary: vocabulary) {
            var callout = Callout(kind: kind, labels: [marker], sectionID: sectionID,
                                  blocks: blockQuote.children.map(Block.init), range: blockQuote.range, node: blockQuote.index)
            callout.form = .alert
            return callout
        }
        if let labelled = labelled(blockQuote, first: first, sectionID: sectionID, vocabulary: vocabulary) {
            return labelled
        }
        if let aside = asideLabel(first), let match = vocabulary.callout(forLabel: aside) {
            var callout = Callout(kind: match.kind, labels: [aside], sectionID: sectionID,
                                  blocks: blockQuote.children.map(Block.init), range: blockQuote.range, node: blockQuote.index)
            callout.form = .aside
            return callout
        }
        if let kind = kramdownKind(of: blockQuote, vocabulary: vocabulary) {
            var callout = Callout(kind: kind.kind, labels: [kind.label], sectionID: sectionID,
                                  blocks: blockQuote.children.map(Block.init), range: blockQuote.range, node: blockQuote.index)
            callout.form = .kramdown
            return callout
        }
        return nil
    }

    private static func labelled(_ blockQuote: MarkupNode, first: MarkupNode, sectionID: String?, vocabulary: SectionVocabulary) -> Callout? {
        // Leading strong runs (with only spaces between them) make the label.
        var labels: [String] = []
        for inline in first.children {
            if inline.kindTag == .strong {
                labels.append(inline.plainText.trimmingWhitespace())
                continue
            }
            if case .text(let text) = inline.kind, text.allSatisfy(\.isWhitespace) { continue }
            break
        }
        guard !labels.isEmpty else { return nil }
        let label = labels.joined(separator: " ")
        guard let match = vocabulary.callout(forLabel: label) else { return nil }
        // A paragraph holding only the label is the callout's title, not its content.
        let labelOnly = first.children.allSatisfy { inline in
            if inline.kindTag == .strong { return true }
            if case .text(let text) = inline.kind { return text.allSatisfy(\.isWhitespace) }
            if case .softBreak = inline.kind { return true }
            return false
        }
        let content = labelOnly ? Array(blockQuote.children.dropFirst()) : blockQuote.children
        return Callout(kind: match.kind, labels: labels, sectionID: sectionID,
                       blocks: content.map(Block.init), range: blockQuote.range, node: blockQuote.index)
    }

    /// `Note` in `> Note: text`, DocC's asides: one word (or two) and a colon opening the quote.
    static func asideLabel(_ paragraph: MarkupNode) -> String? {
        guard let first = paragraph.firstChild, case .text(let text) = first.kind,
              let colon = text.firstIndex(where: { $0 == ":" || $0 == "：" }) else { return nil }
        let label = text[..<colon].trimmingCharacters(in: .whitespaces)
        guard !label.isEmpty, label.count <= 24, label.split(separator: " ").count <= 2 else { return nil }
        return label
    }

    /// `[!NOTE]` when it is the first line of a quote's first paragraph (GitHub's alerts).
    static func alertMarker(_ paragraph: MarkupNode) -> String? {
        guard let line = InlineLines.of(paragraph).first?.text.trimmingWhitespace(),
              line.hasPrefix("[!"), line.hasSuffix("]"), line.count > 3 else { return nil }
        let name = line.dropFirst(2).dropLast()
        guard name.allSatisfy({ $0.isLetter }) else { return nil }
        return line
    }

    /// GitHub's five alert kinds, MDN's `CALLOUT`, VitePress's container names, and any word
    /// the vocabulary knows (`info`, `callout`: note). GitHub's and VitePress's caution is red.
    private static func kind(named name: String, vocabulary: SectionVocabulary) -> Callout.Kind? {
        let name = name.lowercased()
        if name == "caution" { return .danger }
        return Callout.Kind(rawValue: name) ?? vocabulary.callout(forLabel: name)?.kind
    }

    private static func alertKind(_ marker: String, vocabulary: SectionVocabulary) -> Callout.Kind? {
        kind(named: String(marker.dropFirst(2).dropLast()), vocabulary: vocabulary)
    }

    /// A `::: name Title` container: a callout when its name is one (`tip`, `warning`, `danger`,
    /// `info`, `note`…); `details` and others stay containers.
    private static func container(_ node: MarkupNode, name: String, title: String, sectionID: String?, vocabulary: SectionVocabulary) -> Callout? {
        let kind = kind(named: name, vocabulary: vocabulary)
        guard let kind else { return nil }
        var callout = Callout(kind: kind, labels: [title.isEmpty ? name : title], sectionID: sectionID,
                              blocks: node.children.map(Block.init), range: node.range, node: node.index)
        callout.form = .container
        return callout
    }

    /// `{: .prompt-info }` as the quote's last line.
    static func kramdownKind(of blockQuote: MarkupNode, vocabulary: SectionVocabulary) -> (kind: Callout.Kind, label: String)? {
        guard let last = blockQuote.children.last, last.kindTag == .paragraph,
              let line = InlineLines.of(last).last else { return nil }
        guard let className = kramdownClass(line.text) else { return nil }
        guard let kind = vocabulary.kramdownCallouts[className] else { return nil }
        return (kind, className)
    }

    /// The first class of a kramdown attribute list line such as `{: .prompt-warning }`.
    package static func kramdownClass(_ line: String) -> String? {
        let text = line.trimmingWhitespace()
        guard text.hasPrefix("{:"), text.hasSuffix("}") else { return nil }
        let inner = String(text.dropFirst(2).dropLast()).trimmingWhitespace()
        guard let first = inner.split(separator: " ").first, first.hasPrefix(".") else { return nil }
        return String(first.dropFirst())
    }
}
