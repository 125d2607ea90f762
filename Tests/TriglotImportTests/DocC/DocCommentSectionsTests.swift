import Testing
@testable import TriglotImport

/// A doc comment split as DocC reads it.
@Suite("Doc comment sections")
struct DocCommentSectionsTests {
    static func sections(_ text: String) -> DocCommentSections {
        DocCommentSections(lines: text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
    }

    @Test func taggedItemsBecomeSectionsAndTheRestIsTheDiscussion() {
        let sections = Self.sections("""
            Greets someone.

            Use it sparingly:
            - once in the morning
            - Parameters:
              - name: Who to greet,
                by name.
              - count: How often.
            - Returns: The greeting.
            - Throws: `GreetingError` when nobody listens.
            - Important: Be kind.
            """)
        #expect(sections.abstract == "Greets someone.")
        #expect(sections.parameters == [.init(name: "name", text: "Who to greet,\n  by name."), .init(name: "count", text: "How often.")]
            || sections.parameters == [.init(name: "name", text: "Who to greet,\nby name."), .init(name: "count", text: "How often.")])
        #expect(sections.returns == "The greeting.")
        #expect(sections.throwsText == "`GreetingError` when nobody listens.")
        #expect(sections.asides == [.init(kind: "Important", text: "Be kind.")])
        #expect(sections.discussion == "Use it sparingly:\n- once in the morning")
    }

    @Test(arguments: [
        ("- Parameter name: Who.", ["name"]),
        ("- parameter name: Who.\n- Parameter count: How often.", ["name", "count"]),
        ("- Parameters:\n  - name: Who.", ["name"]),
        // Not DocC's tags: left in the discussion.
        ("- Parameter: Who.", []),
        ("- The name parameter: Who.", []),
    ] as [(String, [String])])
    func parameterForms(text: String, names: [String]) {
        #expect(Self.sections("Abstract.\n\n" + text).parameters.map(\.name) == names)
    }

    @Test func withoutAnAbstractTheFirstParagraphStaysInTheDiscussion() {
        let sections = DocCommentSections(lines: ["More text.", "", "And more."], hasAbstract: false)
        #expect(sections.abstract.isEmpty)
        #expect(sections.discussion == "More text.\n\nAnd more.")
    }

    @Test func aCodeBlockFirstIsNoAbstract() {
        let sections = Self.sections("```swift\nlet a = 1\n```\n\nText.")
        #expect(sections.abstract.isEmpty)
        #expect(sections.discussion.hasPrefix("```swift"))
    }
}
