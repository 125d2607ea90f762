import Testing
@testable import TriglotImport

/// Directives are blanked line for line, so every later line keeps its number.
@Suite("DocC directives")
struct DocCDirectivesTests {
    @Test func aBlockDirectiveIsBlankedAndListed() {
        let text = "# Title\n\n@Metadata {\n    @DocumentationExtension(mergeBehavior: override)\n}\n\nText."
        let directives = DocCDirectives(text: text)
        #expect(directives.lines == ["# Title", "", "", "", "", "", "Text."])
        #expect(directives.directives.map(\.name) == ["Metadata"])
        #expect(directives.directives.map(\.line) == [3])
        #expect(directives.arguments(of: "DocumentationExtension") == ["mergeBehavior: override"])
    }

    @Test(arguments: [
        "@escaping closures are stored.",
        "@main marks the entry point.",
        "Mail me@example.org.",
    ])
    func proseThatStartsWithAnAtIsKept(line: String) {
        #expect(DocCDirectives(text: line).lines == [line])
    }

    @Test func directivesInCodeBlocksAreCode() {
        let text = "```swift\n@Option(help: \"x\")\nvar x: Int\n```"
        #expect(DocCDirectives(text: text).directives.isEmpty)
    }

    @Test func aDirectiveLeftOpenEndsAtTheEndOfThePage() {
        let directives = DocCDirectives(text: "@Row {\n  @Column {\nText")
        #expect(directives.lines == ["", "", ""])
    }

    @Test func parenthesesInQuotesDoNotCount() {
        let directives = DocCDirectives(text: "@Video(source: \"a.mp4\", alt: \"A (small) :) film\")\nText.")
        #expect(directives.lines == ["", "Text."])
        // An image becomes a Markdown image on its line, its alt text whole.
        #expect(DocCDirectives(text: "@Image(source: \"a.png\", alt: \"A (small) :) picture\")\nText.").lines == ["![A (small) :) picture](a.png)", "Text."])
    }
}
