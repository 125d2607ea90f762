import Testing
@testable import TriglotMarkup
import TriglotTestSupport

/// Raw HTML in pages: what documentation needs comes through rebuilt, everything that runs,
/// loads or restyles is taken out and named, and no input, however hostile, stalls it.
@Suite("Sanitizing raw HTML", .timeLimit(.minutes(1)))
struct HTMLSanitizerTests {
    @Test(arguments: [
        ("<table><thead><tr><th scope=\"col\">A</th></tr></thead><tbody><tr><td colspan=\"2\">x</td></tr></tbody></table>",
         "<table><thead><tr><th scope=\"col\">A</th></tr></thead><tbody><tr><td colspan=\"2\">x</td></tr></tbody></table>"),
        ("<TD COLSPAN=2 ROWSPAN='3' ALIGN=left>x</TD>", "<td colspan=\"2\" rowspan=\"3\">x</td>"),
        ("<dl><dt>Term</dt><dd>Definition</dd></dl>", "<dl><dt>Term</dt><dd>Definition</dd></dl>"),
        ("<details open><summary>More</summary><p>Body</p></details>", "<details open><summary>More</summary><p>Body</p></details>"),
        ("<kbd>⌘</kbd>+<kbd>K</kbd>", "<kbd>⌘</kbd>+<kbd>K</kbd>"),
        ("x<sup>2</sup> H<sub>2</sub>O<br/>next<BR>", "x<sup>2</sup> H<sub>2</sub>O<br>next<br>"),
        ("<var>n</var><wbr><hr />", "<var>n</var><wbr><hr>"),
        ("<sup class=\"vt-badge\" data-text=\"3.5+\" />", "<sup class=\"vt-badge\" data-text=\"3.5+\"></sup>"),
        ("<span/>", "<span></span>"),
        ("<a href=\"https://example.com/?a=1&amp;b=2\" rel=\"noopener\" target=\"_blank\">x</a>",
         "<a href=\"https://example.com/?a=1&amp;b=2\" rel=\"noopener\">x</a>"),
        ("<img src=\"a.png\" alt='A \"quoted\" alt' width=10 loading=lazy>", "<img src=\"a.png\" alt=\"A &quot;quoted&quot; alt\" width=\"10\" loading=\"lazy\">"),
        ("<ol start=3 reversed type=\"i\"><li value=5>x</li></ol>", "<ol start=\"3\" reversed type=\"i\"><li value=\"5\">x</li></ol>"),
        ("<p class=note id=x lang=en dir=rtl role=note aria-label=\"L\" data-x_y.z=1>t</p>",
         "<p class=\"note\" id=\"x\" lang=\"en\" dir=\"rtl\" role=\"note\" aria-label=\"L\" data-x_y.z=\"1\">t</p>"),
        ("<blockquote cite=\"https://a.example/\">q</blockquote><time datetime=\"2024-01-01\">Jan</time>",
         "<blockquote cite=\"https://a.example/\">q</blockquote><time datetime=\"2024-01-01\">Jan</time>"),
        ("<colgroup span=2><col span=1></colgroup>", "<colgroup span=\"2\"><col span=\"1\"></colgroup>"),
        ("<ruby>漢<rp>(</rp><rt>kan</rt><rp>)</rp></ruby>", "<ruby>漢<rp>(</rp><rt>kan</rt><rp>)</rp></ruby>"),
        ("<P>Mixed <EM>Case</Em></p>", "<p>Mixed <em>Case</em></p>"),
        ("<abbr title='a &amp; b &eacute; \"c\"'>x</abbr>", "<abbr title=\"a &amp; b &eacute; &quot;c&quot;\">x</abbr>"),
        ("<a title=x title=y class=a CLASS=b>d</a>", "<a title=\"x\" class=\"a\">d</a>"),
        ("<pre><code>let a = b &lt; c</code></pre>", "<pre><code>let a = b &lt; c</code></pre>"),
    ] as [(String, String)])
    func allowedMarkupIsRebuilt(input: String, expected: String) {
        #expect(HTMLSanitizer.sanitize(input).html == expected)
    }

    @Test(arguments: [
        ("<MyComponent :prop=\"x\">hi</MyComponent>", "hi"), ("<foo-bar>x</foo-bar>", "x"), ("<center>old</center>", "old"),
        ("a<script>alert(1)</script>b", "ab"),
        ("<SCRIPT type=\"text/javascript\">if (a < b) { x = \"</div>\" }</SCRIPT >c", "c"),
        ("<script/>alert(1)</script>after", "after"), ("<style>p { color: red }</style>text", "text"),
        ("<iframe src=\"https://evil.example\"></iframe>after", "after"), ("<noscript><p>x</p></noscript>y", "y"),
        ("<textarea><b>x</b></textarea>y", "y"), ("<title>T</title>y", "y"),
        ("<svg><g><svg></svg><script>alert(1)</script></g></svg>ok", "ok"), ("<svg/>after", "after"),
        ("<math><mi>x</mi></math>y", "y"), ("<form action=\"/x\"><p>field</p></form>after", "after"),
        ("<input type=\"text\">after", "after"), ("<meta charset=\"utf-8\"><link rel=\"stylesheet\" href=\"x.css\">text", "text"),
        ("<script>never closed <b>bold</b>", ""), ("<object data=\"x.swf\"><embed src=\"x.swf\"></object>z", "z"),
        ("<template><img src=x onerror=alert(1)></template>t", "t"), ("<select><option>1</option></select>s", "s"),
        ("<button onclick=\"x()\">Press</button>", ""), ("<html><body><p>b</p></body></html>", "<p>b</p>"),
        ("<img src=\"x.png\" onerror=\"alert(1)\">", "<img src=\"x.png\">"),
        ("<p onclick=\"x()\" ONMOUSEOVER=y>t</p>", "<p>t</p>"), ("<span style=\"color:red\">r</span>", "<span>r</span>"),
        ("<img src=\"a.png\" srcset=\"b.png 2x\">", "<img src=\"a.png\">"),
        ("<div xmlns=\"http://www.w3.org/1999/xhtml\">d</div>", "<div>d</div>"),
        ("<a href=\"#x\" formaction=\"javascript:alert(1)\">f</a>", "<a href=\"#x\">f</a>"),
        ("<p/onclick=alert(1)>x</p>", "<p>x</p>"), ("<img src=x.png onerror=alert(1)//>", "<img src=\"x.png\">"),
        ("<a href=\"x\"onclick=\"y\">a</a>", "<a href=\"x\">a</a>"), ("<b data-x\"y=1 data-=2 aria-é=3>b</b>", "<b>b</b>"),
    ] as [(String, String)])
    func disallowedMarkupIsTakenOut(input: String, expected: String) {
        #expect(HTMLSanitizer.sanitize(input).html == expected)
    }

    @Test(arguments: [
        "javascript:alert(1)", "JAVASCRIPT:alert(1)", " javascript:alert(1)", "jav&#x09;ascript:alert(1)", "jav&#9;ascript:x",
        "&#106;avascript:alert(1)", "&#106avascript:alert(1)", "&#x6A;avascript:x", "&#X6a;avascript:x", "&#0000106;avascript:x",
        "javascript&colon;alert(1)", "java&Tab;script:x", "java&NewLine;script:x", "java\nscript:x", "java\tscript:x",
        "\u{1}javascript:x", "  jAvAsCrIpT  :x", "vbscript:msgbox(1)", "VbScRiPt:x", "data:text/html;base64,PHNjcmlwdD4=",
        "data:text/html,<script>alert(1)</script>", "data:image/png;base64,AAAA", "file:///etc/passwd", "x-evil:thing",
    ])
    func unsafeURLsDropTheAttribute(url: String) {
        let quoted = url.contains("\"") ? "'\(url)'" : "\"\(url)\""
        #expect(HTMLSanitizer.sanitize("<a href=\(quoted) class=k>x</a>").html == "<a class=\"k\">x</a>")
        #expect(HTMLSanitizer.sanitizeInline("<q cite=\(quoted)>").html == "<q>")
    }

    @Test(arguments: [
        "javascript:alert(1)", "data:image/svg+xml;base64,PHN2Zz4=", "data:text/html,x", "DATA:image/pngx;base64,AA", "vbscript:x",
    ])
    func unsafeImageSourcesDropTheAttribute(url: String) {
        #expect(HTMLSanitizer.sanitize("<img src=\"\(url)\" alt=\"a\">").html == "<img alt=\"a\">")
    }

    @Test(arguments: [
        ("https://example.com/path?q=1&amp;r=2", "https://example.com/path?q=1&amp;r=2"), ("http://example.com", "http://example.com"),
        ("HTTPS://EXAMPLE.COM", "HTTPS://EXAMPLE.COM"), ("mailto:a@example.com", "mailto:a@example.com"), ("#section", "#section"),
        ("/absolute/path.html", "/absolute/path.html"), ("../relative.html", "../relative.html"), ("page.html#frag", "page.html#frag"),
        ("./javascript:x", "./javascript:x"), ("/a:b", "/a:b"), ("", ""), ("&#104;ttps://example.com", "https://example.com"),
        ("https://e.example/?a='b'&c", "https://e.example/?a=&#39;b&#39;&amp;c"), ("x?a=1&copy;", "x?a=1&amp;copy;"),
    ] as [(String, String)])
    func safeURLsAreKept(url: String, expected: String) {
        #expect(HTMLSanitizer.sanitize("<a href=\"\(url)\">x</a>").html == "<a href=\"\(expected)\">x</a>")
    }

    @Test(arguments: [
        "data:image/png;base64,iVBORw0KGgo=", "DATA:IMAGE/JPEG;base64,AA", "data:image/webp,AA", "data:image/gif;base64,R0lG",
    ])
    func rasterImageDataIsKeptOnImages(url: String) {
        #expect(HTMLSanitizer.sanitize("<img src=\(url)>").html == "<img src=\"\(url)\">")
    }

    @Test(arguments: [
        ("<div><p>open", "<div><p>open</p></div>"), ("<b><i>x</b>y</i>", "<b><i>x</i></b>y"), ("</div>text</span>", "text"),
        ("<br></br>", "<br>"), ("text</p>", "text"), ("<ul><li>a</ul></li>", "<ul><li>a</li></ul>"),
        ("a<!-- hidden <script> -->b", "ab"), ("<!---->x", "x"), ("<!-->x", "x"), ("<!--->x", "x"), ("<!-- a --!>b", "b"),
        ("<!DOCTYPE html><p>x</p>", "<p>x</p>"), ("<![CDATA[<script>]]>x", "x"), ("<?php echo '>'; ?>x", "x"), ("<!bogus>x", "x"),
        ("a < b & c", "a &lt; b &amp; c"), ("1 > 0", "1 &gt; 0"), ("I <3 Swift", "I &lt;3 Swift"), ("x <", "x &lt;"),
        ("&amp; &#39; &nbsp; &#x1F600; &copy;", "&amp; &#39; &nbsp; &#x1F600; &copy;"), ("&#; &#x; & x &a", "&amp;#; &amp;#x; &amp; x &amp;a"),
        ("\"quotes\" 'stay'", "\"quotes\" 'stay'"), ("a </ b </>", "a &lt;/ b &lt;/&gt;"), ("<123>", "&lt;123&gt;"),
    ] as [(String, String)])
    func fragmentsAreBalancedAndTextIsEscaped(input: String, expected: String) {
        #expect(HTMLSanitizer.sanitize(input).html == expected)
    }

    @Test(arguments: [
        ("<p onclick=\"a\" onclick=\"b\" style=\"x\">t</p>", ["onclick attribute", "style attribute"]),
        ("<a href=\"javascript:x\" target=\"_blank\">l</a><script>s</script>", ["javascript: URL in href", "target attribute", "<script> element"]),
        ("<foo-bar>x</foo-bar><MyComponent/>", ["<foo-bar> tag (its content kept)", "<mycomponent> tag (its content kept)"]),
        ("<img src=\"data:text/html,x\" onerror=y>", ["data: URL in src", "onerror attribute"]),
        ("</em><!-- c --><!DOCTYPE html><a href=\"x", ["stray </em> end tag", "<!DOCTYPE> declaration", "unterminated <a> tag and the text after it"]),
        ("<p class=\"ok\">clean <b>text</b></p>", []),
    ] as [(String, [String])])
    func removedListsWhatWasTakenOut(input: String, removed: [String]) {
        #expect(HTMLSanitizer.sanitize(input).removed == removed)
    }

    @Test(arguments: [
        ("<kbd>", "<kbd>"), ("</kbd>", "</kbd>"), ("<br>", "<br>"), ("<br />", "<br>"), ("</div>", "</div>"),
        ("<sup class=\"vt-badge\" data-text=\"3.5+\" />", "<sup class=\"vt-badge\" data-text=\"3.5+\"></sup>"),
        ("<!-- note -->", ""), ("<span style=\"color:red\">", "<span>"), ("<a href=\"javascript:alert(1)\">", "<a>"),
        ("<script>", ""), ("</script>", ""), ("<MyComponent :prop=\"x\">", ""), ("<DIV CLASS=x>", "<div class=\"x\">"),
        ("<?xml version=\"1.0\"?>", ""), ("</br>", ""), ("<svg>", ""),
    ] as [(String, String)])
    func inlinePiecesAreSanitizedAlone(piece: String, expected: String) {
        #expect(HTMLSanitizer.sanitizeInline(piece).html == expected)
    }

    @Test func inlinePiecesNameWhatWasTakenOut() {
        #expect(HTMLSanitizer.sanitizeInline("<img src=x onerror=alert(1) style=\"a\">").removed == ["onerror attribute", "style attribute"])
        #expect(HTMLSanitizer.sanitizeInline("<!-- c -->").removed.isEmpty)
        #expect(HTMLSanitizer.sanitizeInline("</MyComponent>").removed == ["<mycomponent> tag (its content kept)"])
    }

    // MARK: Hostile shapes: each must simply return, and what it returns is checked loosely.

    @Test func twoHundredThousandLessThans() {
        let result = HTMLSanitizer.sanitize(String(repeating: "<", count: 200_000))
        #expect(result.html == String(repeating: "&lt;", count: 200_000))
    }

    @Test func fiftyThousandNestedDivs() {
        let depth = 50_000
        #expect(HTMLSanitizer.sanitize(String(repeating: "<div>", count: depth)).html
            == String(repeating: "<div>", count: depth) + String(repeating: "</div>", count: depth))
        // Stray end tags far below a deep stack cost no search of it.
        let stray = HTMLSanitizer.sanitize(String(repeating: "<div>", count: depth) + String(repeating: "</span>", count: depth))
        #expect(stray.html.utf8.count == depth * 11)
        let crossed = HTMLSanitizer.sanitize(String(repeating: "<b><i>", count: depth / 2) + String(repeating: "</b>", count: depth / 2))
        #expect(crossed.html == String(repeating: "<b><i>", count: depth / 2) + String(repeating: "</i></b>", count: depth / 2))
    }

    /// Inputs a browser reads to their end as one unfinished thing: nothing of them comes out.
    enum UnfinishedShape: String, CaseIterable {
        case comment, quotedHref, quotedTitle, manyQuotedTags, manyScripts, manySVGs, manyBangs, manyQuestionMarks, cdata, style

        var input: String {
            switch self {
            case .comment: "<!--" + String(repeating: "x <b> -- ", count: 20_000)
            case .quotedHref: "<a href=\"" + String(repeating: "x>", count: 100_000)
            case .quotedTitle: "<a title='" + String(repeating: "<b>", count: 50_000)
            case .manyQuotedTags: String(repeating: "<a \"", count: 100_000)
            case .manyScripts: String(repeating: "<script>", count: 100_000)
            case .manySVGs: String(repeating: "<svg>", count: 100_000) + "text"
            case .manyBangs: String(repeating: "<!", count: 100_000)
            case .manyQuestionMarks: String(repeating: "<?", count: 100_000)
            case .cdata: "<![CDATA[" + String(repeating: "]]", count: 100_000)
            case .style: "<style>" + String(repeating: "</styl", count: 50_000)
            }
        }
    }

    @Test(arguments: UnfinishedShape.allCases)
    func unfinishedShapesReturnNothing(shape: UnfinishedShape) {
        #expect(HTMLSanitizer.sanitize(shape.input).html == "")
    }

    @Test func longRunsInsideTagsAndText() {
        let attributes = HTMLSanitizer.sanitize("<a " + String(repeating: "x=1 ", count: 100_000) + ">")
        #expect(attributes.html == "<a></a>")
        #expect(attributes.removed == ["x attribute"])
        #expect(HTMLSanitizer.sanitize("<p" + String(repeating: "/", count: 100_000) + ">").html == "<p></p>")
        let letters = String(repeating: "a", count: 100_000)
        #expect(HTMLSanitizer.sanitize("&" + letters).html == "&amp;" + letters)
        let digits = String(repeating: "9", count: 100_000)
        #expect(HTMLSanitizer.sanitize("<a href=\"&#" + digits + "\">x</a>").html == "<a href=\"\u{FFFD}\">x</a>")
        let slashes = HTMLSanitizer.sanitize(String(repeating: "</", count: 100_000) + "a")
        #expect(slashes.html == String(repeating: "&lt;/", count: 99_999))
        #expect(slashes.removed == ["unterminated <a> tag and the text after it"])
        let long = HTMLSanitizer.sanitize("<" + letters + ">x")
        #expect(long.html == "x")
        #expect(long.removed.first.map { $0.utf8.count < 100 } == true)
    }

    // MARK: Property: random tag soup never comes out unsafe, and a second pass changes nothing.

    @Test(arguments: 0..<4)
    func randomTagSoupIsSafeAndIdempotent(seed: UInt64) {
        var random = SplitMix64(seed: 0x5EED_0000 + seed)
        for _ in 0..<50 {
            let count = 1 + Int(random.next() % 24)
            let input = (0..<count).map { _ in Self.soup[Int(random.next() % UInt64(Self.soup.count))] }.joined()
            let once = HTMLSanitizer.sanitize(input).html
            #expect(Self.unsafety(in: once) == nil, "\(input.debugDescription) → \(once.debugDescription)")
            #expect(HTMLSanitizer.sanitize(once).html == once, "\(input.debugDescription)")
            let inline = HTMLSanitizer.sanitizeInline(input).html
            #expect(Self.unsafety(in: inline) == nil, "\(input.debugDescription) → \(inline.debugDescription)")
        }
    }

    static let soup = [
        "<", ">", "/", "\"", "'", "=", " ", "\n", "\t", "x", "text", "&", "&amp;", "on", "</", "<a ", "<a href=", "<img src=",
        "<p ", "<b>", "</b>", "<div>", "</div>", "<sup/>", "<script>", "</script>", "<scr", "ipt>", "<SCRIPT ", "<svg>", "<style>",
        "</style>", "<!--", "-->", "<!DOCTYPE", "<![CDATA[", "]]>", "<?", "?>", "onclick=", "ONerror=alert(1)", " onmouseover",
        "style=", "javascript:", "java", "script:", "JaVaScRiPt:", "&#106;", "&#x09;", "&colon;", "&#106", "data:text/html,",
        "<MyComponent :p=", "&lt;script&gt;", "<iframe ", "<textarea>", "<title>", "<td colspan=", "<details open",
    ]

    /// Why `html` is unsafe, or nil. Sanitized output is canonical, so every `<` starts a tag and
    /// its `>` cannot hide inside a value: a plain scan reads it exactly.
    static func unsafety(in html: String) -> String? {
        let bytes = Array(html.utf8)
        var index = 0
        while let open = bytes[index...].firstIndex(of: UInt8(ascii: "<")) {
            guard let close = bytes[open...].firstIndex(of: UInt8(ascii: ">")) else { return "unclosed tag" }
            let tag = String(decoding: bytes[(open + 1)..<close], as: UTF8.self).lowercased()
            index = close + 1
            let name = tag.hasPrefix("/") ? String(tag.dropFirst()) : String(tag.prefix { $0 != " " })
            guard HTMLSanitizer.allowedElements.contains(name) else { return "element \(name)" }
            for attribute in attributes(of: tag) {
                if attribute.name.hasPrefix("on") { return "handler \(attribute.name)" }
                let url = attribute.value.replacingCharacterReferences.unicodeScalars.filter { $0.value > 0x20 && $0.value != 0x7F }
                if ["href", "src", "cite"].contains(attribute.name), String(String.UnicodeScalarView(url)).hasPrefix("javascript:") {
                    return "javascript: in \(attribute.name)"
                }
            }
        }
        return nil
    }

    /// ` name="value"` pairs and bare names, in the canonical shape the sanitizer writes.
    static func attributes(of tag: String) -> [(name: String, value: String)] {
        var found: [(name: String, value: String)] = []
        var rest = tag.drop { $0 != " " }
        while let first = rest.first, first == " " {
            rest = rest.dropFirst()
            let name = rest.prefix { $0 != "=" && $0 != " " }
            rest = rest.dropFirst(name.count)
            var value = ""
            if rest.hasPrefix("=\"") {
                let body = rest.dropFirst(2).prefix { $0 != "\"" }
                value = String(body)
                rest = rest.dropFirst(2 + body.count + 1)
            }
            found.append((String(name), value))
        }
        return found
    }
}

extension String {
    /// The few references sanitized output uses, decoded, so a check reads values as a browser does.
    fileprivate var replacingCharacterReferences: String {
        var text = self
        for (reference, character) in [("&quot;", "\""), ("&#39;", "'"), ("&lt;", "<"), ("&gt;", ">"), ("&amp;", "&")] {
            text = text.split(separator: reference, omittingEmptySubsequences: false).joined(separator: character)
        }
        return text
    }
}
