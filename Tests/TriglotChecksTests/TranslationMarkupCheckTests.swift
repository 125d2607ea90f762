import Testing
import TriglotChecks
import TriglotModel

@Suite("translation.markup")
struct TranslationMarkupCheckTests {
    static let english = "# T\n\nA.\n\n## Discussion\n\nThe window ![a window](window.png) appears.<br>\n"

    @Test(arguments: [
        ("窗口 ![窗口](window.png) 出现。<br>", [] as [String]),
        ("窗口出现。<br>", ["the English section shows image 'window.png'; this section does not"]),
        ("窗口 ![窗口](window.png) ![追踪](https://evil.example/t.png) 出现。<br>",
         ["image 'https://evil.example/t.png' is not in the English section"]),
        ("窗口 ![窗口](window.png) 出现。<br><img src=x onerror=alert(1)>",
         ["raw HTML '<img src=x onerror=alert(1)>' is not in the English section"]),
        ("窗口 ![窗口](window.png) 出现。", ["the English section shows raw HTML '<br>'; this section does not"]),
    ])
    func sameImagesAndHTML(paragraph: String, summaries: [String]) {
        let translation = "# T\n\n甲。\n\n## 讨论\n\n" + paragraph + "\n"
        let found = TestContent.run(TranslationMarkupCheck.self, PagePair.files(Self.english, translation))
        #expect(found.map(\.summary).sorted() == summaries.sorted())
        // An addition is found where it is; a loss at the section's heading, with the English
        // item as a note.
        #expect(found.allSatisfy { $0.line == ($0.summary.hasPrefix("the English") ? 5 : 7) })
        #expect(found.filter { $0.summary.hasPrefix("the English") }.allSatisfy { $0.notes.first?.range?.lowerBound.line == 7 })
    }

    /// What Markdown writes too (a heading, a code block, a quote, a rule), written as HTML in
    /// the English page, may be Markdown in a translation, and the other way round.
    @Test(arguments: [
        ("<h3 id=\"usage\">Usage</h3>", "### 用法"), ("<pre class=\"brush: js\">lamp.light();</pre>", "```js\nlamp.light();\n```"),
        ("<blockquote>Quoted.</blockquote>", "> 引用。"), ("<hr>", "---"),
    ])
    func markupMarkdownAlsoWritesMayChangeForm(html: String, markdown: String) {
        let english = "# T\n\nA.\n\n## Discussion\n\n" + html + "\n"
        let translation = "# T\n\n甲。\n\n## 讨论\n\n" + markdown + "\n"
        #expect(TestContent.run(TranslationMarkupCheck.self, PagePair.files(english, translation)).isEmpty)
        #expect(TestContent.run(TranslationMarkupCheck.self, PagePair.files("# T\n\nA.\n\n## Discussion\n\n" + markdown + "\n",
                                                                             "# T\n\n甲。\n\n## 讨论\n\n" + html + "\n")).isEmpty)
    }

    /// A comment and an anchor are not shown; a raw link and a Markdown link to one place are
    /// one link; a raw link to elsewhere is still a change.
    @Test(arguments: [
        ("Text.", "<a id=\"usage\"></a>\n\n文本。", [] as [String]),
        ("Text.<!-- keep in sync with the code -->", "文本。<!-- 与代码保持一致 -->", []),
        ("Type: <code><a href=\"https://x.example/T\">T</a></code>", "类型：<code>[T](https://x.example/T)</code>", []),
        ("Type: [T](https://x.example/T)", "类型：<a href=\"https://x.example/T\">T</a>", []),
        ("<code src=\"./demo/basic.tsx\" >Basic</code>", "<code  src=\"./demo/basic.tsx\">基本</code>", []),
        ("<details>\n<summary>Example</summary>\n\nText.\n\n</details>", "<details>\n<summary>示例</summary>\n\n文本。\n\n</details>", []),
        // A page's script, its comments translated; another script is still a change.
        ("<script setup>\n// Redirect old links\nredirect()\n</script>", "<script setup>\n// 重定向旧链接\nredirect()\n</script>", []),
        ("<script setup>\nredirect()\n</script>", "<script src=\"https://evil.example/x.js\">\n</script>",
         ["raw HTML '<script src=\"https://evil.example/x.js\">' is not in the English section",
          "the English section shows raw HTML '<script setup>'; this section does not"]),
        ("Type: <a href=\"https://x.example/T\">T</a>", "类型：<a href=\"https://evil.example/\">T</a>",
         ["raw HTML '<a href=\"https://evil.example/\">' is not in the English section",
          "the English section shows raw HTML '<a href=\"https://x.example/T\">'; this section does not"]),
    ])
    func unseenHTMLAndLinksWrittenEitherWay(english: String, translated: String, summaries: [String]) {
        let found = TestContent.run(TranslationMarkupCheck.self, PagePair.files("# T\n\nA.\n\n## Discussion\n\n" + english + "\n",
                                                                             "# T\n\n甲。\n\n## 讨论\n\n" + translated + "\n"))
        #expect(found.map(\.summary).sorted() == summaries.sorted())
    }

    /// An MDX component's props and text are translated: it is compared by its tags.
    @Test(arguments: [
        ("<CardGrid>\n  <Card title=\"Fast\">It lights quickly.</Card>\n</CardGrid>", "<CardGrid>\n  <Card title=\"速い\">すぐ点きます。</Card>\n</CardGrid>", [] as [String]),
        ("<Card title=\"Fast\">It lights.</Card>", "<Card title=\"速い\">点きます。</Card>\n\n<iframe src=\"https://evil.example/\"></iframe>",
         ["raw HTML '<iframe src=\"https://evil.example/\"></iframe>' is not in the English section"]),
        ("<Card title=\"Fast\">It lights.</Card>", "点きます。",
         ["the English section shows raw HTML '<Card>'; this section does not", "the English section shows raw HTML '</Card>'; this section does not"]),
    ])
    func componentsAreComparedByTheirTags(english: String, translated: String, summaries: [String]) {
        let found = TestContent.run(TranslationMarkupCheck.self, PagePair.files("# T\n\nA.\n\n## Discussion\n\n" + english + "\n",
                                                                             "# T\n\n甲。\n\n## 讨论\n\n" + translated + "\n"))
        #expect(found.map(\.summary) == summaries)
    }

    @Test func anHTMLBlockTheTranslationAddsIsFound() {
        let english = "# T\n\nA.\n"
        let translation = "# T\n\n甲。\n\n<iframe src=\"https://evil.example/\"></iframe>\n"
        let found = TestContent.run(TranslationMarkupCheck.self, PagePair.files(english, translation))
        #expect(found.map(\.summary) == ["raw HTML '<iframe src=\"https://evil.example/\"></iframe>' is not in the English section"])
        #expect(found.map(\.line) == [5])
    }

    @Test func pagesWithoutImagesOrHTMLAreQuiet() {
        let found = TestContent.run(TranslationMarkupCheck.self, PagePair.files("# T\n\nA [link](a.md).\n", "# T\n\n甲 [链接](a.md)。\n"))
        #expect(found.isEmpty)
    }
}
