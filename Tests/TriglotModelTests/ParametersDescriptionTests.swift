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
}
