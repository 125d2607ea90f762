import Foundation
import Testing
@testable import TriglotMarkup
import TriglotModel

/// B2: whatever a page says, `HTMLRenderer` writes no script. Asserted on the output bytes with
/// `HTMLAudit` (tags, attributes and browser-parsed URL schemes), never on Characters.
@Suite struct MarkdownXSSTests {
    private func render(_ markdown: String, configure: (inout HTMLRenderer) -> Void = { _ in }) -> [UInt8] {
        var renderer = HTMLRenderer()
        configure(&renderer)
        return Array(renderer.render(MarkupDocument(parsing: markdown).root).utf8)
    }

    private func expectSafe(_ html: [UInt8], _ input: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect(HTMLAudit.problems(in: html) == [], "\(input.debugDescription)", sourceLocation: sourceLocation)
        #expect(!html.containsBytes("<script"), sourceLocation: sourceLocation)
        #expect(!html.containsBytes("<img src=x"), sourceLocation: sourceLocation)
    }

    /// The audit itself must catch what it is for, or every test below passes vacuously.
    @Test("the HTML audit catches script, handlers and dangerous schemes", arguments: [
        "<script>alert(1)</script>", "<img src=\"x\" onerror=\"alert(1)\" />", "<a href=\"javascript:alert(1)\">x</a>",
        "<a href=\" &#x6A;ava&#9;script:x\">x</a>", "<a href=\"data:text/html,x\">x</a>", "<iframe src=\"a\">",
        "<a href=\"x\"onclick=\"y\">", "<p title=\"a>b\">",
    ])
    func auditCatchesUnsafeHTML(_ html: String) {
        #expect(!HTMLAudit.problems(in: Array(html.utf8)).isEmpty)
    }

    @Test("B2.10 cmark's own safe-mode vector, byte for byte")
    func b2_10CmarkSafeVector() {
        let input = "<div>\nhi\n</div>\n\n<a>hi</a>\n[link](JAVAscript:alert('hi'))\n![image](file:my.js)\n"
        let expected = "<!-- raw HTML omitted -->\n<p><!-- raw HTML omitted -->hi<!-- raw HTML omitted -->\n<a href=\"\">link</a>\n<img src=\"\" alt=\"image\" /></p>\n"
        #expect(String(decoding: render(input), as: UTF8.self) == expected)
        #expect(CmarkTreeBuilder.referenceHTML(for: Array(input.utf8)) == expected)
    }

    @Test("B2.10 the cmark options never include CMARK_OPT_UNSAFE")
    func b2_10NeverUnsafe() {
        #expect(CmarkTreeBuilder.parseOptions & (1 << 17) == 0)
    }

    /// The reference list (B2.11): every one must come out as an empty href or src.
    static let obfuscatedSchemes = [
        "[x](&#106;avascript:alert(1))", "<javascript:alert(2)>", "![a](&#106;avascript:alert(3))", "[x](VBScript:x)",
        "[x](data:text/html;base64,PHN2Zz4=)", "![x](data:image/svg+xml;base64,PHN2Zz4=)", "[x](file:///x)",
        "[x](&#x6A;&#x61;vascript:1)", "[x](jav&#x09;ascript:1)", "[x](<\u{1}javascript:1>)",
        "[x][r]\n\n[r]: javascript:alert(4)", "[x](JaVaScRiPt&colon;alert(5))",
    ]

    @Test("B2.11 entity- and case-obfuscated schemes come out empty", arguments: obfuscatedSchemes)
    func b2_11SchemeObfuscation(_ input: String) {
        let html = render(input)
        expectSafe(html, input)
        #expect(html.containsBytes("href=\"\"") || html.containsBytes("src=\"\""), "\(String(decoding: html, as: UTF8.self))")
    }

    /// Percent-escapes and a decoded NUL (U+FFFD) leave no scheme a browser would run: the URL
    /// is relative, so it may stay, but the audit must find no dangerous scheme in it.
    @Test("B2.11 percent-encoded schemes stay inert", arguments: [
        "[x](java%0Ascript:1)", "[x](%6Aavascript:alert(1))", "[x](&#0;javascript:1)", "[x](%20javascript:1)",
        "![x](%64ata:text/html,x)",
    ])
    func b2_11PercentEncoded(_ input: String) {
        expectSafe(render(input), input)
    }

    @Test("B2.11 image data URLs of raster types survive, others do not")
    func b2_11DataImages() {
        #expect(render("![x](data:image/png;base64,iVBO)").containsBytes("src=\"data:image/png;base64,iVBO\""))
        #expect(render("![x](data:image/svg+xml;base64,PHN2Zz4=)").containsBytes("src=\"\""))
    }

    /// A rewrite that decodes percent-escapes must not bring a scheme back: the renderer
    /// judges the URL after the rewrite, not before.
    @Test("B2.12 link rewriting cannot resurrect a scheme", arguments: [
        "[x](<java\tscript:alert(1)>)", "[x](<%20javascript:alert(1)>)", "[x](javascript:alert(1)//a.md)",
        "[x](./a.md#\"><script>)", "[x](%6Aavascript:alert(1))", "[x](<%09javascript:alert(1)>)",
    ])
    func b2_12Rewrites(_ input: String) {
        let html = render(input) { renderer in
            renderer.rewriteLink = { destination in
                let decoded = destination.removingPercentEncoding ?? destination
                return decoded.hasSuffix(".md") ? String(decoded.dropLast(3)) + ".html" : decoded
            }
            renderer.linkCodeSpan = { _ in "javascript:alert(9)" }
        }
        expectSafe(html, input)
    }

    @Test("B2.12 a code-span link hook cannot inject a scheme")
    func b2_12CodeSpanHook() {
        var renderer = HTMLRenderer()
        renderer.linkCodeSpan = { _ in " JaVa\tScRiPt:alert(1)" }
        renderer.headingID = { _ in "\"><script>alert(1)</script>" }
        let html = Array(renderer.render(MarkupDocument(parsing: "## `f()`\n\nSee `g()`.\n").root).utf8)
        expectSafe(html, "hooks")
    }

    @Test("B2.13 code-fence info strings are attribute-escaped", arguments: [
        "```a\"><script>A</script>\nx\n```\n", "```go {hl_inline=true}\"><script>A</script>\nx\n```\n",
        "``` \" onmouseover=\"alert(1)\nx\n```\n", "~~~'><img src=x onerror=alert(1)>\nx\n~~~\n",
    ])
    func b2_13InfoStrings(_ input: String) {
        let html = render(input)
        expectSafe(html, input)
        #expect(html.containsBytes("<pre><code"))
    }

    @Test("B2.14 alt and title cannot break out of their attribute", arguments: [
        "![a\"onerror=\"alert(1)](x.png \"t\\\"onmouseover=\\\"alert(1)\")",
        "[a](x.html 't\\'onmouseover=\\'alert(1)')", "![a\"\u{301} onerror=alert(1) b=\"](x.png)",
        "[x](y \"\u{22}\u{301} onmouseover=alert(1) \")", "![**\"x** `\"` <b>](i.png)",
    ])
    func b2_14AltAndTitle(_ input: String) {
        let html = render(input)
        expectSafe(html, input)
    }

    @Test("B2.15 raw HTML in headings stays out of the model's titles and ids", arguments: [
        ("## Some <span>raw</span> HTML", "Some raw HTML"), ("## <img src=x onerror=alert(1)>", ""),
        ("## A <script>alert(1)</script> B", "A alert(1) B"),
    ])
    func b2_15DerivedViews(_ heading: String, _ title: String) throws {
        let outcome = Pipeline.run("# T\n\n" + heading + "\n\nText.\n")
        let section = try #require(outcome.read.page.sections.first)
        #expect(section.title.split(separator: " ") == title.split(separator: " "))
        #expect(!section.title.contains("<") && !section.id.contains("<"))
        expectSafe(Array(outcome.html.utf8), heading)
    }

    @Test("B2.16 raw HTML is omitted, tag by tag, including what tagfilter lets through", arguments: [
        "<img src=x onerror=alert(1)>", "<script>alert(1)</script>", "<iframe src=//x></iframe>", "<style>*{}</style>",
        "<textarea>x</textarea>", "<title>x</title>", "<xmp>x</xmp>", "<noembed>x</noembed>", "<noframes>x</noframes>",
        "<plaintext>x", "text <svg/onload=alert(1)> more", "<a href=\"javascript:alert(1)\">x</a>", "<!-- x --><script>",
        "<div\nonclick=alert(1)>x</div>", "<SCRIPT SRC=//x></SCRIPT>", "<?php x ?>", "<![CDATA[<script>]]>",
    ])
    func b2_16RawHTML(_ input: String) {
        let html = render(input)
        expectSafe(html, input)
        // Either cmark saw raw HTML and omitted it, or it was not HTML and is escaped text.
        #expect(html.containsBytes("<!-- raw HTML omitted -->") || html.containsBytes("&lt;"))
    }

    /// B2.17: what a translation adds is escaped just the same, and added links are reported at
    /// the translation's line.
    @Test("B2.17 markup a translation adds is escaped and its links reported")
    func b2_17TranslationMarkup() throws {
        let english = "# Title\n\nThe app launches.\n"
        let japanese = "# タイトル\n\nアプリが起動します。<img src=x onerror=alert(1)>[x](javascript:alert(1))![y](https://evil.example/t.png)\n"
        let outcome = Pipeline.run(Array(english.utf8), translation: Array(japanese.utf8))
        let translated = PageReader().read(bytes: Array(japanese.utf8), path: "Content/ja/p.md", language: .japanese)
        let html = Array(HTMLRenderer().render(try #require(translated.page.document).root).utf8)
        expectSafe(html, japanese)
        let added = outcome.diagnostics.filter { $0.path == "Content/ja/p.md" && $0.id == "translation.links" }
        #expect(!added.isEmpty, "\(outcome.diagnostics.map(\.id))")
        #expect(added.allSatisfy { $0.range?.lowerBound.line == 3 })
        // The raw HTML and the image from another host are reported too, at their line.
        let markup = outcome.diagnostics.filter { $0.path == "Content/ja/p.md" && $0.id == "translation.markup" }
        #expect(markup.map(\.summary).sorted() == [
            "image 'https://evil.example/t.png' is not in the English section",
            "raw HTML '<img src=x onerror=alert(1)>' is not in the English section",
        ])
        #expect(markup.allSatisfy { $0.range?.lowerBound.line == 3 })
    }
}
