import Testing
@testable import TriglotImport

/// DocC's links made Content links, relative to the page they are written into.
@Suite("DocC links")
struct DocCLinksTests {
    static var links: DocCLinks { DocCLinks(fromPath: "kit/greeter/greet.md") { reference in
        switch reference {
        case .symbol("Greeter"), .symbol("Kit/Greeter"): return .init(text: "Greeter", isSymbol: true, path: "kit/greeter.md")
        case .document("GettingStarted"): return .init(text: "Getting Started", isSymbol: false, path: "kit/gettingstarted.md")
        default: return nil
        }
    } }

    @Test(arguments: [
        ("See ``Greeter``.", "See [`Greeter`](../greeter.md)."),
        ("See ``Kit/Greeter``.", "See [`Greeter`](../greeter.md)."),
        ("Read <doc:GettingStarted> first.", "Read [Getting Started](../gettingstarted.md) first."),
        ("A plain `code span` and ```a `tick` in code```.", "A plain `code span` and ```a `tick` in code```."),
        ("Gone: ``Greeter/wave()-3xk2p``.", "Gone: `wave()`."),
        ("![A picture](greeter.png) stays out.", " stays out."),
        ("![A picture](https://example.org/greeter.png) stays.", "![A picture](https://example.org/greeter.png) stays."),
    ] as [(String, String)])
    func lineRewrites(line: String, expected: String) {
        #expect(Self.links.rewrite(lines: [line]).lines == [expected])
    }

    @Test func codeBlocksAreLeftAsTheyAre() {
        let lines = ["```swift", "let g = ``Greeter``", "```", "``Greeter``"]
        #expect(Self.links.rewrite(lines: lines).lines == ["```swift", "let g = ``Greeter``", "```", "[`Greeter`](../greeter.md)"])
    }

    @Test func unresolvedLinksAreReportedAtTheirLine() {
        let result = Self.links.rewrite(lines: ["Fine.", "See ``Nowhere``.", "![x](a.png)"], firstLine: 10)
        #expect(result.unresolved == [.init(reference: "Nowhere", line: 11), .init(reference: "![x](a.png)", line: 12, isImage: true)])
    }

    @Test(arguments: [
        ("kit/a.md", "kit/b.md", "b.md"), ("kit/a/b.md", "kit/c.md", "../c.md"), ("kit.md", "kit/a.md", "kit/a.md"),
        ("kit/a.md", "kit.md", "../kit.md"),
    ] as [(String, String, String)])
    func relativePaths(from: String, to: String, expected: String) {
        #expect(RelativePath.from(from, to: to) == expected)
    }
}

/// A doc comment's headings are parts of the discussion on a symbol page.
@Suite("Headings in a symbol's discussion")
struct DiscussionHeadingTests {
    @Test(arguments: [
        ("# Performance\n\nFast.", "### Performance\n\nFast."),
        ("## A\n\n### B", "### A\n\n#### B"),
        ("### Already\n\ntext", "### Already\n\ntext"),
        ("```swift\n# not a heading\n```\n## Real", "```swift\n# not a heading\n```\n### Real"),
        ("#hashtag", "#hashtag"),
    ] as [(String, String)])
    func headingsMoveUnderTheSection(markdown: String, expected: String) {
        #expect(PageMarkdown.demotingHeadings(markdown) == expected)
    }

    @Test func topicItemsBeforeAnyGroupFormAnUntitledGroup() {
        let curation = TopicCuration(lines: ["- <doc:A>", "- ``B``", "### Named", "- ``C``"])
        #expect(curation.groups.map(\.title) == ["", "Named"])
        #expect(curation.groups.map(\.references.count) == [2, 1])
    }
}

extension DocCLinksTests {
    @Test(arguments: [
        ("See <doc:GettingStarted#Make-a-Greeter>.", "See [Getting Started](../gettingstarted.md#make-a-greeter)."),
        ("Read [below](#Bootstrapping-the-System).", "Read [below](#bootstrapping-the-system)."),
    ] as [(String, String)])
    func headingAnchorsBecomeThisSitesIDs(line: String, expected: String) {
        #expect(Self.links.rewrite(lines: [line]).lines == [expected])
    }
}
