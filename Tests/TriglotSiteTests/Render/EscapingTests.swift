import Foundation
import Testing
import TriglotModel
@testable import TriglotSite

/// Everything a page's author (or a translator) writes reaches the site escaped: titles,
/// abstracts, link titles, code-fence info strings, the site's own title; script links are emptied.
@Suite("Everything interpolated is escaped")
struct EscapingTests {
    static let siteYAML = #"""
    title:
      en: 'Docs <script>alert("site")</script> "onmouseover=alert(1) x="'
      ja: "ドキュメント </title><script>alert(2)</script>"
    defaultLanguage: en
    languages:
      - code: en
        name: English
      - code: ja
        name: '日本語 "onmouseover=alert(3)'
    baseURL: https://triglot.example/
    """#

    static let evilPage = #"""
    # Evil <script>alert(4)</script> "onmouseover=alert(5) x="

    An abstract with <script>alert(6)</script>, "onmouseover=alert(7), [a link](javascript:alert(8) "t&quot; onmouseover=&quot;alert(9)"), [an entity link](&#106;avascript:alert(10)), [a tab link](java&#9;script:alert(11)), [a data link](data:text/html;base64,PHNjcmlwdD4=) and <img src=x onerror=alert(12)>.

    ## Discussion

    Text [titled](other.md "<script>alert(13)</script>" ) and ![an image](javascript:alert(14)) and [upper](JAVASCRIPT:alert(15)).

    ```<script>alert(16)</script>
    code </script><script>alert(17)</script>
    ```

    <div onmouseover="alert(18)">raw</div>

    - [`evil`](<javascript:alert(19)>)
    """#

    static let otherPage = """
    # Other

    The other page, with a [link back](evil.md#discussion).
    """

    static func built() throws -> SiteFixture.Built {
        let folder = try SiteFixture.contentFolder([
            "site.yml": siteYAML, "en/evil.md": evilPage, "en/other.md": otherPage, "ja/evil.md": evilPage, "ja/other.md": otherPage,
        ])
        return try SiteFixture.render(content: folder.path)
    }

    @Test func noScriptHandlerOrScriptLinkReachesTheSite() throws {
        let built = try Self.built()
        let audit = SiteAudit(built)
        let problems = audit.scriptProblems()
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
        for path in built.site.sortedPaths where path.hasSuffix(".html") || path.hasSuffix(".xml") {
            let text = built.site.text(path)
            #expect(!text.contains("<script>"), "\(path) has a raw <script>")
            #expect(!text.contains("<img src=x"), "\(path) has raw HTML")
            #expect(!text.contains("<div onmouseover"), "\(path) has raw HTML")
            #expect(!text.contains("\"onmouseover="), "\(path) lets a quote end an attribute")
            #expect(!text.contains("</title><script"), "\(path) lets the title close")
            #expect(!text.lowercased().contains("javascript:"), "\(path) keeps a javascript: address")
            #expect(!text.contains("data:text/html"), "\(path) keeps a data:text/html address")
        }
    }

    @Test func titlesAndAbstractsAreEscapedNotDropped() throws {
        let site = try Self.built().site
        let page = site.text("en/evil.html")
        let tags = HTMLScanner.tags(in: page)
        // The title's raw HTML is left out (as everywhere), its text kept and escaped.
        #expect(page.contains("<h1 id=\"evil-alert4-onmouseoveralert5-x\">Evil alert(4) &quot;onmouseover=alert(5) x=&quot;</h1>"))
        #expect(page.contains("<title>Evil alert(4) &quot;onmouseover=alert(5) x=&quot; | "))
        // The description meta carries the abstract as an attribute value, still one attribute.
        let description = tags.first { $0.name == "meta" && $0.value("name") == "description" }
        #expect(description?.value("content")?.contains("\"onmouseover=alert(7)") == true)
        #expect(description?.attributes.map(\.name) == ["name", "content"])
        // The site title from site.yml, in the header and the chooser.
        #expect(page.contains("Docs &lt;script&gt;alert(&quot;site&quot;)&lt;/script&gt; &quot;onmouseover=alert(1) x=&quot;"))
        #expect(site.text("ja/evil.html").contains("ドキュメント &lt;/title&gt;&lt;script&gt;alert(2)&lt;/script&gt;"))
        // A language name from site.yml stays inside its element.
        #expect(site.text("index.html").contains("日本語 &quot;onmouseover=alert(3)"))
    }

    @Test func scriptLinksAreEmptiedAndLinkTitlesEscaped() throws {
        let page = try Self.built().site.text("en/evil.html")
        let anchors = HTMLScanner.tags(in: page).filter { $0.name == "a" }
        let hrefs = anchors.compactMap { $0.value("href") }
        // Every javascript: spelling (plain, entity-encoded, with a tab, upper case) ends up empty.
        #expect(hrefs.filter(\.isEmpty).count >= 5, "\(hrefs)")
        #expect(page.contains("<a href=\"\">a link</a>") || page.contains("<a href=\"\" title="))
        #expect(page.contains("<a href=\"\">an entity link</a>"))
        #expect(page.contains("<a href=\"\">a tab link</a>"))
        #expect(page.contains("<a href=\"\">upper</a>"))
        let image = HTMLScanner.tags(in: page).first { $0.name == "img" && $0.value("alt") == "an image" }
        #expect(image?.value("src") == "")
        // The link title is one attribute, its markup escaped; the page link is rewritten to .html.
        let titled = try #require(anchors.first { $0.value("title")?.contains("alert(13)") == true })
        #expect(titled.value("title") == "<script>alert(13)</script>")
        #expect(titled.value("href") == "other.html")
        #expect(page.contains("title=\"&lt;script&gt;alert(13)&lt;/script&gt;\""))
        // The quoted title with encoded quotes stays one attribute too.
        #expect(!anchors.contains { $0.has("onmouseover") })
    }

    @Test func aCodeFenceInfoStringIsEscapedInItsClass() throws {
        let page = try Self.built().site.text("en/evil.html")
        #expect(page.contains("class=\"language-&lt;script&gt;alert(16)&lt;/script&gt;\""))
        #expect(page.contains("code &lt;/script&gt;&lt;script&gt;alert(17)&lt;/script&gt;"))
        // Raw HTML passes the allowlist: the element stays, its handler does not.
        #expect(page.contains("<div>raw</div>"))
    }

    @Test func theSearchIndexCannotCloseItsScript() throws {
        let site = try Self.built().site
        for language in ["en", "ja"] {
            let index = site.text(language + "/search-index.js")
            #expect(index.hasPrefix("window.triglotSearch = "))
            #expect(!index.contains("<"), "\(language)/search-index.js has a <")
            #expect(index.contains("\\u003cscript\\u003ealert(4)") || index.contains("alert(4)"))
        }
    }
}
