import TriglotMarkup

/// Reads the Parameters list: each item opens with the parameter's name as a code span, and the
/// rest of the item (on the same line or in indented paragraphs below) describes it.
enum ParametersParser {
    static func parse(_ list: MarkupNode, path: String) -> ([Parameter], [Diagnostic]) {
        var parameters: [Parameter] = []
        var diagnostics: [Diagnostic] = []
        for item in list.children {
            let children = item.children
            guard let first = children.first, first.kindTag == .paragraph,
                  let nameNode = Self.nameNode(in: first),
                  let name = Self.name(in: nameNode)
            else {
                diagnostics.append(Diagnostic(
                    id: "model.parameter-without-name", severity: .warning,
                    summary: "a Parameters item does not open with the parameter's name in backticks (or in italics or bold)",
                    explanation: "Write each item as `- `name`` followed by its description, so the name can be checked against the declaration.",
                    path: path, range: item.range))
                continue
            }
            var blocks = children.dropFirst().map(Block.init)
            let rest = descriptionAfterName(name, in: first, nameNode: nameNode)
            if !rest.isEmpty {
                blocks.insert(Block(kind: .paragraph, text: rest.trimmingLeadingSeparator(), range: first.range, node: first.index), at: 0)
            }
            parameters.append(Parameter(name: name, nameRange: nameNode.range, blocks: blocks, range: item.range))
        }
        return (parameters, diagnostics)
    }

    /// The node an item's first paragraph opens its name with. A word in bold or italics before a
    /// name in backticks qualifies it (`**optional** `options`: …`, `**可选** `options``, as
    /// React's docs write them): the name is the code span, and the word part of the description.
    static func nameNode(in paragraph: MarkupNode) -> MarkupNode? {
        let nodes = paragraph.children.filter { !isBlankText($0) }
        guard let first = nodes.first else { return nil }
        if first.kindTag == .emphasis || first.kindTag == .strong, nodes.count > 1, nodes[1].kindTag == .code,
           !first.children.contains(where: { $0.kindTag == .code }) {
            return nodes[1]
        }
        return first
    }

    /// The name an item opens with: a code span (`name`), or one word in italics or bold
    /// (*name*, **name**, **`name`**), as other projects write their parameter lists.
    static func name(in node: MarkupNode) -> String? {
        switch node.kind {
        case .code(let name):
            return name
        case .emphasis, .strong:
            let text = node.plainText.trimmingWhitespace()
            let identifier = !text.isEmpty && text.allSatisfy { $0.isLetter || $0.isNumber || "_$.[]".contains($0) }
            return identifier ? text : nil
        default:
            return nil
        }
    }

    /// What the item's first paragraph says after the name. A paragraph that is only the name's
    /// code span (as most are: the description follows in its own paragraph) says nothing more,
    /// and is not measured in Characters to find that out.
    static func descriptionAfterName(_ name: String, in paragraph: MarkupNode, nameNode: MarkupNode) -> String {
        if nameNode.index == paragraph.index + 1, paragraph.subtreeEnd == nameNode.index + 1 { return "" }
        let children = paragraph.children
        guard let position = children.firstIndex(where: { $0.index == nameNode.index }), position > 0 else {
            return String(paragraph.plainText.trimmingWhitespace().dropFirst(name.count + 2)).trimmingWhitespace()
        }
        // A qualifier before the name stays, in front of the rest: "optional An object …".
        let qualifier = children[..<position].map(\.plainText).joined().trimmingWhitespace()
        let rest = children[(position + 1)...].map(\.plainText).joined().trimmingWhitespace().trimmingLeadingSeparator()
        return rest.isEmpty ? qualifier : qualifier + " " + rest
    }

    private static func isBlankText(_ node: MarkupNode) -> Bool {
        if case .text(let text) = node.kind { return text.allSatisfy(\.isWhitespace) }
        return false
    }
}

private extension String {
    /// `: description` or `— description` after the name → `description`.
    func trimmingLeadingSeparator() -> String {
        var text = Substring(self)
        while let first = text.first, [":", "-", "–", "—", "："].contains(first) || first.isWhitespace { text.removeFirst() }
        return String(text)
    }
}
