import Testing
import TriglotMarkup
@testable import TriglotModel

/// A Parameters item's description after its name: the shortcut for a paragraph that is only the
/// name must give what measuring the paragraph's text gives.
@Suite("Parameters item descriptions")
struct ParametersDescriptionTests {
    @Test(arguments: [
        "- `name`", "- `name`: the name", "- `name` — the name", "- `name`\n\n  The name.", "- ` name `", "- `名字`",
        "- `名字`：名字", "- `e\u{301}`", "- `a`b", "- `name` *emphasis*", "- `name`\n  continues", "- `x`  ",
        "- `longer name with spaces`", "- `n` [link](x.md)", "- `n`\u{3000}全角",
    ])
    func sameAsMeasuringTheText(markdown: String) throws {
        let document = MarkupDocument(parsing: markdown)
        let item = try #require(document.root.firstChild?.firstChild)
        let paragraph = try #require(item.firstChild)
        let nameNode = try #require(paragraph.firstChild)
        guard case .code(let name) = nameNode.kind else {
            Issue.record("no code span in \(markdown)")
            return
        }
        let measured = String(paragraph.plainText.trimmingWhitespace().dropFirst(name.count + 2)).trimmingWhitespace()
        #expect(ParametersParser.descriptionAfterName(name, in: paragraph, nameNode: nameNode) == measured)
    }

    /// A word in bold or italics before the name in backticks qualifies it, in any language.
    @Test(arguments: [
        ("- **optional** `options`: An object with options.", "options", "optional An object with options."),
        ("- **可选** `options`：用于配置的对象。", "options", "可选 用于配置的对象。"),
        ("- *optional* `signal`", "signal", "optional"),
        ("- **`name`**: the name", "name", "the name"),
        ("- **name**: the name", "name", "the name"),
        ("- `name`: the name", "name", "the name"),
    ])
    func aQualifierBeforeTheNameIsNotTheName(markdown: String, name: String, description: String) throws {
        let document = MarkupDocument(parsing: markdown)
        let list = try #require(document.root.firstChild)
        let (parameters, diagnostics) = ParametersParser.parse(list, path: "a.md")
        #expect(diagnostics.isEmpty)
        #expect(parameters.map(\.name) == [name])
        #expect(parameters.first?.blocks.first?.text ?? "" == description)
    }
}
