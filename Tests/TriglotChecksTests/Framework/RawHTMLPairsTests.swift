import Testing
@testable import TriglotChecks
@testable import TriglotModel

/// A page written in raw HTML (MDN's older English pages: `<h2 id>` headings between macro
/// paragraphs) has no sections Triglot reads. It is said once, `model.raw-html-page`, and the
/// checks that compare its sections, blocks and links with its translation's leave the pair
/// alone; whether the translation is behind, and a Chinese paragraph left in English, are still found.
@Suite("Pairs with a raw HTML page")
struct RawHTMLPairsTests {
    static let englishHTML = """
    ---
    title: Lamp.light()
    ---
    {{APIRef("Lamp")}}

    <p>The <strong><code>light()</code></strong> method of the {{domxref("Lamp")}} interface turns it on.</p>

    <h2 id="Syntax">Syntax</h2>

    <pre class="brush: js">lamp.light();</pre>

    <h2 id="See_also">See also</h2>

    <ul><li>{{domxref("Lamp.dim()")}}</li></ul>

    """

    static let chinese = """
    ---
    title: Lamp.light()
    ---
    {{APIRef("Lamp")}}

    {{domxref("Lamp")}} 接口的 **`light()`** 方法把它打开。

    ## 语法

    ```js
    lamp.light();
    ```

    ## 示例

    The lamp turns on when the page calls light(), and stays on until dim() is called.

    ## 参见

    - {{domxref("Lamp.dim()")}}

    """

    @Test func theEnglishPageIsSaidOnceAndThePairIsNotCompared() {
        let content = TestContent.inMemory(PagePair.files(Self.englishHTML, Self.chinese, path: "lamp/light.md"))
        let english = content.page("lamp/light.md", in: .english)
        #expect(english?.diagnostics.map(\.id) == ["model.raw-html-page"])
        #expect(english?.diagnostics.first?.range?.lowerBound.line == 8)
        let found = CheckRunner(checks: [StructureCheck.self, SeeAlsoCheck.self, CodeSpansCheck.self, CodeBlocksCheck.self,
                                         TranslationMarkupCheck.self, LinksCheck.self, UntranslatedCheck.self]).run(content)
        let byCheck = found.filter { $0.id.hasPrefix("translation.") }.map(\.id)
        #expect(byCheck == ["translation.untranslated"], "\(found.map(\.summary))")
    }

    /// Headings in Markdown with some HTML blocks between them: a page of Markdown, compared as usual.
    @Test func aMarkdownPageWithSomeHTMLIsCompared() {
        let english = "# Lamp\n\nTurns on.\n\n## Details\n\n<pre>lamp.light();</pre>\n\n## Examples\n\nText.\n"
        let chinese = "# 灯\n\n打开。\n\n## 详情\n\n```js\nlamp.light();\n```\n"
        let content = TestContent.inMemory(PagePair.files(english, chinese))
        #expect(content.page("a.md", in: .english)?.diagnostics.isEmpty == true)
        let found = CheckRunner(checks: [StructureCheck.self]).run(content)
        #expect(found.map(\.id) == ["translation.structure"])
    }

    @Test(arguments: [("<h2 id=\"x\">X</h2>", true), ("<H3>X</H3>", true), ("<h6\nclass=a>", true), ("<h7>", false),
                      ("<hr>", false), ("<header>", false), ("<h2", false)])
    func htmlHeadings(html: String, isHeading: Bool) {
        #expect(ParseState.opensHTMLHeading(html) == isHeading)
    }
}
