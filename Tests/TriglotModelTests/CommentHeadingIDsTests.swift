import Testing
import TriglotMarkup
@testable import TriglotModel

/// `## Reference {/*reference*/}`: an id in an MDX comment at a heading's end, as React's docs
/// write every heading, or `{/* #reference */}` as Docusaurus writes it, is the heading's id in
/// Markdown and MDX pages alike; a real comment is not.
@Suite("Heading ids in MDX comments")
struct CommentHeadingIDsTests {
    @Test(arguments: [
        ("## Reference {/*reference*/}\n", "## Reference {#reference}   \n"),
        ("### `useState(initialState)` {/*usestate*/}  \r\n", "### `useState(initialState)` {#usestate}     \r\n"),
        ("   # Top {/*a-b_c.d*/}", "   # Top {#a-b_c.d}   "),
        // Docusaurus's spelling: `#` before the id, spaces inside the marks or not.
        ("## Logic and Flow {/* #logic-and-flow */}\n", "## Logic and Flow {#logic-and-flow}      \n"),
        ("## Ікс {/*#x-y*/}\n", "## Ікс {#x-y}    \n"),
        ("## Tabs {/*\t#tabs  */}\n", "## Tabs {#tabs}       \n"),
        // Not an id: spaces inside, two comments' worth of text, no heading, code, an indented block.
        ("## Next {/* later */}\n", "## Next {/* later */}\n"),
        ("## Next {/*TODO: check*/}\n", "## Next {/*TODO: check*/}\n"),
        ("Text {/*reference*/}\n", "Text {/*reference*/}\n"),
        ("#NoSpace {/*x*/}\n", "#NoSpace {/*x*/}\n"),
        ("    ## Code {/*x*/}\n", "    ## Code {/*x*/}\n"),
        ("```md\n## In a fence {/*x*/}\n```\n## After {/*y*/}\n", "```md\n## In a fence {/*x*/}\n```\n## After {#y}   \n"),
        ("## Empty {/**/}\n", "## Empty {/**/}\n"),
        ("## Hash alone {/* # */}\n", "## Hash alone {/* # */}\n"),
        ("## Two words {/* #see below */}\n", "## Two words {/* #see below */}\n"),
        ("## Two hashes {/* ##x */}\n", "## Two hashes {/* ##x */}\n"),
    ])
    func commentIDsBecomeExplicitIDs(text: String, expected: String) {
        let rewritten = String(decoding: CommentHeadingIDs.rewritten(Array(text.utf8)), as: UTF8.self)
        #expect(rewritten == expected)
        #expect(rewritten.utf8.count == text.utf8.count)
    }

    /// The translation keeps the English id under its translated title, and a link to it resolves.
    @Test(arguments: ["reference/useState.md", "reference/useState.mdx"])
    func theIDIsTheHeadingsIDAndColumnsStay(path: String) {
        let text = "---\ntitle: useState\n---\n\n## 参考 {/*reference*/}\n\nSee [the reference](#reference).\n\n### `useState(initialState)` {/*usestate*/}\n\nText.\n"
        let read = PageReader().read(bytes: Array(text.utf8), path: path, language: .english, pagePath: "reference/useState.md")
        #expect(read.page.sections.first?.title == "参考")
        #expect(read.page.sections.map(\.id) == ["reference", "usestate"])
        #expect(read.page.sections.first?.headingRange.lowerBound.line == 5)
    }
}
