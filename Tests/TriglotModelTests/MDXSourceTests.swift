import Testing
import TriglotMarkup
@testable import TriglotModel

/// MDX's statements and comments are blanked before the parse, every line and column kept.
@Suite("MDX pages")
struct MDXSourceTests {
    static func blanked(_ text: String) -> String {
        String(decoding: MDXSource.blankingScripts(Array(text.utf8)), as: UTF8.self)
    }

    @Test(arguments: [
        // An import and an export block, each ended by a blank line.
        ("import Tabs from '@theme/Tabs';\nimport { Aside } from 'x';\n\nText.\n", "                               \n                          \n\nText.\n"),
        ("export const meta = {\n  a: 1,\n};\n\nText.\n", String(repeating: " ", count: 21) + "\n       \n  \n\nText.\n"),
        // In a code fence, and inside a paragraph, `import` is text.
        ("```js\nimport x from 'y';\n```\n", "```js\nimport x from 'y';\n```\n"),
        ("Text\nimport x from 'y';\n", "Text\nimport x from 'y';\n"),
        ("important: not a statement.\n", "important: not a statement.\n"),
        // Comments, inline and over lines; not in code.
        ("A {/* hidden */} B.\n", "A                B.\n"),
        ("A {/* one\ntwo */} B.\n", "A" + String(repeating: " ", count: 8) + "\n" + String(repeating: " ", count: 8) + "B.\n"),
        ("~~~\n{/* kept */}\n~~~\n", "~~~\n{/* kept */}\n~~~\n"),
    ])
    func statementsAndCommentsAreBlanked(text: String, expected: String) {
        #expect(Self.blanked(text) == expected)
        #expect(Self.blanked(text).utf8.count == text.utf8.count)
    }

    @Test func anMDXPageReadsAsTheMarkdownAroundItsScripts() {
        let text = "---\ntitle: Setup\n---\n\nimport { Aside } from 'x';\n\nCall `light()` once.\n\n<Aside type=\"tip\">\n\nKeep it dry.\n\n</Aside>\n\n## Next {/* later */}\n\nDone.\n"
        let read = PageReader().read(bytes: Array(text.utf8), path: "guide/setup.mdx", language: .english,
                                                                       pagePath: "guide/setup.md")
        #expect(read.page.title?.text == "Setup")
        #expect(read.page.abstract.count == 1)
        #expect(read.page.sections.map(\.title) == ["Next"])
        #expect(read.page.sections.first?.headingRange.lowerBound.line == 15)
        // The same text as a Markdown page is MDX too, as Docusaurus reads it: it opens with an
        // import. Without the import, its comment is text.
        let markdown = PageReader().read(bytes: Array(text.utf8), path: "guide/setup.md", language: .english)
        #expect(markdown.page.sections.map(\.title) == ["Next"])
        let plain = text.replacingOccurrences(of: "import { Aside } from 'x';\n", with: "\n")
        #expect(PageReader().read(bytes: Array(plain.utf8), path: "guide/setup.md", language: .english).page.sections.first?.title.contains("{/*") == true)
    }

    /// Docusaurus reads `.md` pages as MDX: one that opens with an import is read as MDX; one
    /// whose first paragraph merely starts with the word is Markdown.
    @Test(arguments: [
        ("import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n## Install\n\n<Tabs>\n\nText.\n\n</Tabs>\n", true),
        ("---\ntitle: Setup\n---\n\nexport const x = 1;\n\n## Install\n\nText.\n", true),
        ("import the data first, then read it.\n\n## Install\n\nText.\n", false),
        ("## Install\n\nimport Tabs from '@theme/Tabs';\n", false),
    ])
    func markdownPagesThatAreMDX(text: String, isMDX: Bool) {
        let read = PageReader().read(bytes: Array(text.utf8), path: "setup.md", language: .english)
        let paragraphs = read.page.document.map { document in document.allNodes.filter { $0.kindTag == .paragraph }.map(\.plainText) } ?? []
        #expect(paragraphs.contains { $0.hasPrefix("import") || $0.hasPrefix("export") } == !isMDX)
    }

    /// Starlight's and Docusaurus's callout components are callouts.
    @Test(arguments: [
        ("<Aside>", "::: note"), ("<Aside type=\"tip\">", "::: tip"), ("<Aside type=\"caution\" title=\"Watch out\">", "::: warning Watch out"),
        ("<Admonition type='danger'>", "::: danger"), ("</Aside>", ":::"), ("</ Admonition >", ":::"), ("<Aside />", nil),
        ("<Tabs>", nil), ("<Asides>", nil), ("<Aside type=\"x y\">", nil), ("text <Aside>", nil),
        // Named for their kind (Mintlify's, React's docs').
        ("<Note>", "::: note"), ("<Pitfall>", "::: warning"), ("</Pitfall>", ":::"), ("<Tip title=\"Faster\">", "::: tip Faster"),
        ("<Notes>", nil), ("<DeepDive>", nil), ("<Note />", nil),
    ] as [(String, String?)])
    func calloutComponents(line: String, fence: String?) {
        #expect(MDXSource.calloutFence(line) == fence)
    }

    /// Callouts named for their kind are callouts in an MDX page; other components are not.
    @Test func namedCalloutsInAnMDXPage() {
        let text = "# Setup\n\nText.\n\n## Care\n\n<Pitfall>\n\nKeep it dry.\n\n</Pitfall>\n\n<Tip>\nShake it.\n</Tip>\n\n<DeepDive>\n\nWhy?\n\n</DeepDive>\n"
        let read = PageReader().read(bytes: Array(text.utf8), path: "setup.mdx", language: .english, pagePath: "setup.md")
        #expect(read.page.callouts.map(\.kind) == [.warning, .tip])
        #expect(read.page.callouts.first?.range.lowerBound.line == 7)
    }

    /// React's docs write named callouts in `.md` pages: a line that is only such a tag is a
    /// callout there too; any other component's tag, and one in code or in a line of text, stays.
    @Test func namedCalloutsInAMarkdownPage() {
        let text = "# Set state\n\nText.\n\n## Usage\n\n<Pitfall>\n\nCalling `set` does **not** change it.\n\n</Pitfall>\n\n<DeepDive>\n\nWhy?\n\n</DeepDive>\n\n```md\n<Note>\n```\n"
        let read = PageReader().read(bytes: Array(text.utf8), path: "useState.md", language: .english)
        #expect(read.page.callouts.map(\.kind) == [.warning])
        #expect(read.page.callouts.first?.range.lowerBound.line == 7)
        #expect(read.page.document.map { document in document.allNodes.contains { if case .codeBlock(_, let code) = $0.kind { code == "<Note>\n" } else { false } } } == true)
        let untouched = Array("Text <Note> here.\n</div>\n\n  <Notes>\n</Notes>\n".utf8)
        #expect(ComponentCallouts.rewritingTags(untouched) == untouched)
    }

    @Test func anAsideIsACalloutAndTheLinesStay() {
        let text = "# Setup\n\nText.\n\n## Care\n\n<Aside type=\"caution\">\nKeep it dry.\n</Aside>\n\n```mdx\n<Aside>\n```\n\nAfter.\n"
        let read = PageReader().read(bytes: Array(text.utf8), path: "setup.mdx", language: .english, pagePath: "setup.md")
        let callouts = read.page.callouts
        #expect(callouts.map(\.kind) == [.warning])
        #expect(callouts.first?.range.lowerBound.line == 7)
        #expect(read.page.document.map { document in document.allNodes.contains { if case .codeBlock(_, let code) = $0.kind { code == "<Aside>\n" } else { false } } } == true)
    }

    /// A component's tags alone on their lines are left out and the Markdown inside is read as
    /// Markdown, blank lines or not, without the indentation it shares (MDX has no indented code).
    @Test func componentsAloneOnTheirLines() {
        let text = "<Preview>\n<Aside slot=\"preview\">\n    Keep it `dry`.\n</Aside>\n</Preview>\n\n<Testimonial\n  name=\"Rachel\"\n>\n  A quote.\n</Testimonial>\n\n<LinkCard\n  title=\"Next\"\n/>\n"
        let prepared = String(decoding: MDXSource.prepared(Array(text.utf8)).bytes, as: UTF8.self)
        #expect(prepared == "\n::: note\nKeep it `dry`.\n:::\n\n\n\n\n\nA quote.\n\n\n\n\n\n")
        #expect(prepared.split(separator: "\n", omittingEmptySubsequences: false).count == text.split(separator: "\n", omittingEmptySubsequences: false).count)
    }

    /// The Markdown a component indents is parsed without the indentation, and reported where
    /// it is in the file: a finding points at the text it is about.
    @Test func positionsInsideAComponentAreTheFilesOwn() throws {
        let text = "<Tabs>\n  <TabItem label=\"npm\">\n    Call `light()` once.\n\n    - Keep it **dry**.\n  </TabItem>\n</Tabs>\n\nAfter `x`.\n"
        let prepared = MDXSource.prepared(Array(text.utf8))
        #expect(prepared.removedIndentation == [0, 0, 4, 0, 4, 0, 0, 0, 0, 0])
        let read = PageReader().read(bytes: Array(text.utf8), path: "setup.mdx", language: .english, pagePath: "setup.md")
        let document = try #require(read.page.document)
        let nodes = document.allNodes
        let code = try #require(nodes.first { if case .code("light()") = $0.kind { true } else { false } })
        #expect(code.range == SourceRange(SourceLocation(line: 3, column: 11), SourceLocation(line: 3, column: 18)))
        let paragraph = try #require(nodes.first { if case .paragraph = $0.kind { true } else { false } })
        #expect(paragraph.range.lowerBound == SourceLocation(line: 3, column: 5))
        let strong = try #require(nodes.first { if case .strong = $0.kind { true } else { false } })
        #expect(strong.range.lowerBound == SourceLocation(line: 5, column: 15))
        // A line no component indented keeps its columns.
        let after = try #require(nodes.first { if case .code("x") = $0.kind { true } else { false } })
        #expect(after.range.lowerBound == SourceLocation(line: 9, column: 8))
        // Without indentation taken out, nothing is moved.
        #expect(MDXSource.prepared(Array("<Aside>\nText.\n</Aside>\n".utf8)).lineMap == nil)
    }

    @Test(arguments: [("<Tabs>", "Tabs", false), ("</Tabs>", "Tabs", true), ("<TabItem label=\"npm\">", "TabItem", false), ("</ Tabs >", "Tabs", true),
                      ("<Card />", nil, false), ("<div>", nil, false), ("<Tabs", nil, false), ("<Tabs>x</Tabs>", nil, false),
                      ("<Card title=\"Fast\">It lights.</Card>", nil, false), ("<Card title=\"a > b\">", "Card", false), ("<Code code={x > 1 ? a : b}>", "Code", false)] as [(String, String?, Bool)])
    func componentTags(line: String, name: String?, closing: Bool) {
        let tag = MDXSource.componentTag(line)
        #expect(tag?.name == name)
        if name != nil { #expect(tag?.closing == closing) }
    }

    @Test(arguments: [("a.mdx", "a.md", true), ("a.md", "a.md", false), ("docs/index.mdx", "docs/index.md", true), ("a.mdxx", "a.mdxx", false)])
    func pageFileNames(file: String, page: String, isMDX: Bool) {
        #expect(PageFileName.pagePath(ofFile: file) == page)
        #expect(PageFileName.isMDX(file) == isMDX)
        #expect(PageFileName.isPage(file) == file.hasSuffix(".md") || file.hasSuffix(".mdx"))
    }
}
