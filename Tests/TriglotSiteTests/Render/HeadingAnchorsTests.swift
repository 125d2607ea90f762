import Testing
import TriglotModel
@testable import TriglotSite

/// What the page body adds to the Markdown renderer's HTML: a "#" link on section headings and a
/// tab stop on code blocks, both in the page's HTML so they work without the script.
@Suite("Heading anchors and code blocks")
struct HeadingAnchorsTests {
    static func body(_ markdown: String, path: String = "page.md") throws -> String {
        let content = MemoryContent.make(["en/\(path)": markdown])
        let options = BuildOptions(contentFolder: "Content", templatesFolder: SiteFixture.templatesFolder, outputFolder: "/nonexistent-output")
        let (checks, diagnostics) = SiteBuilder.check(content, options: options)
        let site = SiteRenderContext(content: content, checks: checks, templates: try SiteTemplates.load(folder: SiteFixture.templatesFolder),
                                     options: options, diagnostics: diagnostics)
        let shown = try #require(site.shownPage(path, in: .english)).page
        let anchors = SectionAnchors.ids(for: shown.page, source: nil, glossary: content.glossary)
        return PageBodyRenderer(shown: shown, outputLanguage: .english, sitePath: SiteLayout.outputPath(of: path, in: .english),
                                site: site, anchors: anchors).bodyHTML()
    }

    @Test func sectionHeadingsLinkToThemselves() throws {
        let html = try Self.body("# Title\n\nAbstract.\n\n## Overview\n\nText.\n\n### Launch `time`\n\nMore.\n\n#### Detail\n\nLast.\n")
        #expect(html.contains("<h2 id=\"overview\">Overview <a class=\"heading-anchor\" href=\"#overview\" aria-label=\"Link to this section\">#</a></h2>"))
        #expect(html.contains("<h3 id=\"launch-time\">Launch <code>time</code> <a class=\"heading-anchor\" href=\"#launch-time\""))
        // Deeper headings keep their id but get no link: "On this page" stops at h3 too.
        #expect(!html.contains("href=\"#detail\""))
    }

    @Test func aHeadingWithAnExplicitIDLosesTheSuffixAndGetsTheLink() throws {
        let html = try Self.body("# Title\n\nAbstract.\n\n## Start here {#start}\n\nText.\n")
        #expect(html.contains("<h2 id=\"start\">Start here <a class=\"heading-anchor\" href=\"#start\""))
        #expect(!html.contains("{#start}"))
    }

    /// A heading inside a callout is no section, but keeps the id it gives itself.
    @Test func aHeadingInACalloutKeepsItsExplicitID() throws {
        let html = try Self.body("# Title\n\nAbstract.\n\n## Care\n\n::: warning\n\n#### Calling it twice {#twice}\n\nText.\n\n:::\n\n#### Plain\n")
        #expect(html.contains("<h4 id=\"twice\">Calling it twice</h4>"))
        #expect(!html.contains("{#twice}"))
    }

    @Test func codeBlocksAreTabStopsAndStayEscaped() throws {
        let html = try Self.body("# Title\n\nAbstract.\n\n## Code\n\n```swift\nlet a = b < c && d\n```\n")
        #expect(html.contains("<pre tabindex=\"0\"><code class=\"language-swift\">let a = b &lt; c &amp;&amp; d\n</code></pre>"))
    }
}
