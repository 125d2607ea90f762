import Testing
@testable import TriglotModel

/// A heading that is only code names something (a property `type`), whatever the word.
@Suite("Headings that are names")
struct CodeHeadingTests {
    @Test(arguments: [("### `type`", "custom"), ("### `type` {#type}", "custom"), ("## Type", "declaration"), ("## The `type` property", "custom"),
                      ("## Parameters", "parameters"), ("## `Parameters`", "custom")])
    func aCodeHeadingIsNoSectionWord(heading: String, kind: String) {
        let text = "# Route data\n\nWhat a route holds.\n\n\(heading)\n\nText.\n"
        let read = PageReader().read(bytes: Array(text.utf8), path: "a.md", language: .english)
        #expect(read.page.sections.first?.kind.rawValue == kind)
    }
}
