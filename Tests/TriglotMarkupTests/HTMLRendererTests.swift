import Foundation
import Testing
@testable import TriglotMarkup

/// With no hooks, the renderer writes exactly what cmark's own safe HTML renderer writes for the
/// same tree (it escapes `'` too, which cmark leaves: the only difference allowed).
@Suite("HTML rendering matches cmark and stays safe")
struct HTMLRendererTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let samples: [String] = [
        "# Title\n\nA *b* **c** `d` [e](f.md \"t\") ![g](h.png)\n",
        "- a\n- b\n\n1. x\n2. y\n\n3. z\n",
        "- loose\n\n- list\n\n  > quote\n  > more\n",
        "```swift\nlet x = \"<&>\"\n```\n\n    indented\n\n---\n",
        "line one  \nline two\nline three\n",
        "5. start\n6. next\n",
        "<div>\nhi\n</div>\n\n<a>hi</a>\n[link](JAVAscript:alert('hi'))\n![image](file:my.js)\n",
        "[x](&#106;avascript:alert(1)) <javascript:alert(2)> ![a](&#106;avascript:alert(3)) [v](VBScript:x) [d](data:text/html;base64,PHN2Zz4=) ![p](data:image/png;base64,AAAA)\n",
        "## 声明 {#declaration}\n\n你的单例 `app` 对象。[链接](https://example.com/路径?a=1&b=2)\n",
        "> **Important**\n>\n> text\n{: .prompt-warning }\n",
    ]

    @Test(arguments: samples)
    func matchesCmark(markdown: String) {
        let ours = HTMLRenderer().render(MarkupDocument(parsing: markdown).root).replacingOccurrences(of: "&#39;", with: "'")
        #expect(ours == CmarkTreeBuilder.referenceHTML(for: Array(markdown.utf8)))
    }

    /// Every page the project ships, and every seed, renders as cmark renders it.
    @Test func matchesCmarkOnContentAndSeeds() throws {
        var files: [URL] = []
        let enumerator = FileManager.default.enumerator(at: Self.packageRoot.appendingPathComponent("Content"), includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            if url.pathExtension == "md" { files.append(url) }
        }
        let seeds = Self.packageRoot.appendingPathComponent("Tests/TriglotImportTests/Fixtures/Seeds")
        files += try FileManager.default.contentsOfDirectory(at: seeds, includingPropertiesForKeys: nil).filter { $0.pathExtension == "txt" }
        #expect(files.count > 60)
        for file in files {
            let bytes = Array(try Data(contentsOf: file))
            let ours = HTMLRenderer().render(MarkupDocument(parsing: bytes).root).replacingOccurrences(of: "&#39;", with: "'")
            #expect(ours == CmarkTreeBuilder.referenceHTML(for: bytes), "\(file.lastPathComponent)")
        }
    }

    @Test(arguments: ["java\tscript:alert(1)", " javascript:alert(1)", "JaVaScRiPt:x", "\u{1}javascript:x", "file:///etc/passwd", "data:text/html,x"])
    func unsafeDestinationsAreEmptiedEvenAfterRewriting(destination: String) {
        var renderer = HTMLRenderer()
        renderer.rewriteLink = { _ in destination }
        let html = renderer.render(MarkupDocument(parsing: "[x](a.md)").root)
        #expect(html == "<p><a href=\"\">x</a></p>\n")
    }

    /// A quote followed by a combining mark is one Character but still ends an attribute.
    @Test func escapesQuotesByScalarNotCharacter() {
        let escaped = HTMLEscaping.escape("x\"\u{301} onmouseover=alert(1) y=\"")
        #expect(!escaped.utf8.contains(0x22))
    }

    @Test func hooksLinkSymbolsRewriteLinksAndGiveIDs() {
        var renderer = HTMLRenderer()
        renderer.rewriteLink = { $0.hasSuffix(".md") ? String($0.dropLast(3)) + ".html" : nil }
        renderer.linkCodeSpan = { $0 == "f()" ? "f.html" : nil }
        renderer.headingID = { _ in "t\"x" }
        let html = renderer.render(MarkupDocument(parsing: "## T\n\n`f()` and [`f()`](g.md) and `g()`\n").root)
        #expect(html == "<h2 id=\"t&quot;x\">T</h2>\n<p><a href=\"f.html\"><code>f()</code></a> and <a href=\"g.html\"><code>f()</code></a> and <code>g()</code></p>\n")
    }

    @Test func replacedNodesSkipTheirSubtree() {
        var renderer = HTMLRenderer()
        renderer.replaceNode = { node, html in
            guard case .codeBlock(let info, _) = node.kind, info == "lifecycle" else { return false }
            html += "<figure>picture</figure>\n".utf8
            return true
        }
        let html = renderer.render(MarkupDocument(parsing: "a\n\n```lifecycle\nscenario x\n```\n").root)
        #expect(html == "<p>a</p>\n<figure>picture</figure>\n")
    }

    /// Escaping text held as bytes gives the bytes of escaping it as a String.
    @Test(arguments: ["", "plain", "<a href=\"x\">'&'</a>", "\"\u{301}", "名前 & 値"])
    func escapingBytesMatchesEscapingText(text: String) {
        var output = Array("before".utf8)
        HTMLEscaping.append(escaping: Array(text.utf8), to: &output)
        #expect(output == Array(("before" + HTMLEscaping.escape(text)).utf8))
    }

    /// Text appended from a String, small or long, clean or with a special byte anywhere, gives
    /// the bytes of escaping it: a clean text is copied straight from its bytes, the rest escaped.
    @Test(arguments: ["", "a", "short & sweet", "fifteen bytes!!", "exactly sixteen!", "a longer text of several words with nothing",
                      "a longer text whose last byte is special<", "\"a longer text whose first byte is special",
                      "名前と値の組を読む長い日本語のテキスト", "名前と値の組を読む長い日本語のテキスト'", "\"\u{301} after"])
    func escapingTextOntoBytesMatchesEscape(text: String) {
        var output = Array("before".utf8)
        HTMLEscaping.append(escaping: text, to: &output)
        #expect(output == Array(("before" + HTMLEscaping.escape(text)).utf8))
        // A String made from part of another (not a literal) takes the same path.
        let made = String(("x" + text).dropFirst())
        var fromMade: [UInt8] = []
        HTMLEscaping.append(escaping: made, to: &fromMade)
        #expect(fromMade == Array(HTMLEscaping.escape(text).utf8))
    }

    /// Every heading level is written with its own digit in both tags, as cmark writes it.
    @Test(arguments: 1...6)
    func headingLevelsMatchCmark(level: Int) {
        let markdown = String(repeating: "#", count: level) + " Level *\(level)*\n\nText.\n"
        let ours = HTMLRenderer().render(MarkupDocument(parsing: markdown).root)
        #expect(ours == CmarkTreeBuilder.referenceHTML(for: Array(markdown.utf8)))
        #expect(ours.hasPrefix("<h\(level)>") && ours.contains("</h\(level)>\n"))
    }

    /// Rendering onto bytes that are already there gives the same HTML after them as rendering
    /// alone: the new line cmark puts before a block only counts this node's own output.
    @Test(arguments: ["a\n\n> b\n\n- c\n", "*a* `b`", "# T\n\n```swift\nx\n```\n", "<b>x</b>\n\n---\n", "- c\n", "3. d\n"])
    func renderingOntoExistingBytesAddsOnlyTheNodesHTML(markdown: String) {
        let document = MarkupDocument(parsing: markdown)
        let nodes = document.root.children + document.root.children.flatMap(\.children)
        for prefix in ["", "text without a newline", "ends with one\n"] {
            var html = Array(prefix.utf8)
            HTMLRenderer().render(nodes, into: &html)
            #expect(html == Array(prefix.utf8) + Array(nodes.map { HTMLRenderer().render($0) }.joined().utf8))
        }
    }

    @Test(.timeLimit(.minutes(1)))
    func deepTreesRenderWithoutRecursion() {
        let html = HTMLRenderer().render(MarkupDocument(parsing: String(repeating: "> ", count: 25_000) + "a").root)
        #expect(html.hasSuffix("</blockquote>\n"))
    }
}
