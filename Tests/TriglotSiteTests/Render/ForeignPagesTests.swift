import Foundation
import Testing
@testable import TriglotSite

/// Pages written for other generators, rendered: links as VitePress and MDN write them, macros
/// as site.yml says, a folder's index.md in the navigation, the footer from site.yml.
@Suite("Other projects' pages in the site")
struct ForeignPagesTests {
    static let siteYAML = """
    title: {en: Widgets}
    footer: {en: Written by the widget team.}
    languages:
      - code: en
        aliases: [en-US]
      - code: zh-Hans
        folder: zh-cn
    links: {root: '/{locale}/docs/', base: 'https://example.org', ignoreCase: true}
    macros:
      - pattern: '\\{\\{optional_inline\\}\\}'
        render: text
        text: (optional)
    """

    static func built() throws -> SiteFixture.Built {
        let folder = try SiteFixture.contentFolder([
            "site.yml": siteYAML,
            "en/button/index.md": """
            # Button

            {{APIRef("Widgets")}}

            A button. See [the slider](../slider#min), [its guide](/en-US/docs/Slider), [the FAQ](/en-US/blog/faq)
            and {{domxref("Slider.min", "min")}} {{optional_inline}}.

            | Key | Does |
            | --- | :--: |
            | `Enter` | presses |
            """,
            "en/slider.md": "# Slider\n\nA slider.\n\n## Min {#min}\n\nThe least value.\n\n## slider.reset() {#slider-reset}\n\n- **Type**\n\n  ```ts\n  reset(): void\n  ```\n\n- **Details**\n\n  Calls `slider.reset()` again.\n",
            "en/knob.md": "# Knob\n\nUse `slider.reset()` to start over.\n",
            "en/dial.md": """
            # Dial

            {{APIRef("Widgets")}}

            A dial.

            ## Instance methods

            - {{domxref("Dial.turn()")}}
              - : Turns the dial.

            {{Specifications}}

            ## See also

            - {{domxref("Slider")}}
            - {{jsxref("JSON.parse()")}} - for {{jsxref("JSON")}} text.
            """,
            "zh-cn/slider.md": "# 滑块\n\n滑块。\n\n## 最小值 {#min}\n\n最小的值。\n",
        ])
        return try SiteFixture.render(content: folder.path)
    }

    @Test func linksMacrosTablesAndTheFooter() throws {
        let built = try Self.built()
        let button = built.site.text("en/button/index.html")
        #expect(button.contains("href=\"../slider.html#min\""))
        #expect(button.contains("href=\"../slider.html\""))
        #expect(button.contains("href=\"https://example.org/en-US/blog/faq\""))
        #expect(button.contains("<code>min</code> (optional)"))
        #expect(!button.contains("APIRef") && !button.contains("{{"))
        #expect(button.contains("<th class=\"align-center\">Does</th>"))
        #expect(button.contains("Written by the widget team."))
        // The Chinese site: the folder zh-cn holds zh-Hans, served as zh-hans.
        #expect(built.site.text("zh-hans/slider.html").contains("滑块"))
    }

    /// A code span naming an API entry links to the entry's heading, on its page or another.
    @Test func entriesAreLinkTargets() throws {
        let built = try Self.built()
        #expect(built.site.text("en/knob.html").contains("<a href=\"slider.html#slider-reset\"><code>slider.reset()</code></a>"))
        #expect(built.site.text("en/slider.html").contains("<a href=\"#slider-reset\"><code>slider.reset()</code></a>"))
    }

    /// MDN lists members as a macro alone in a term, and See Also items as a macro alone in a
    /// list item: there the macro is what the item says and shows. Alone at the top of the page
    /// it is a widget (a sidebar, the specification table) and shows nothing.
    @Test func aMacroAloneInAListItemOrTermShows() throws {
        let dial = try Self.built().site.text("en/dial.html")
        #expect(dial.contains("<dt><code>Dial.turn()</code></dt>"))
        #expect(dial.contains("<li><code>Slider</code></li>"))
        #expect(dial.contains("<li><code>JSON.parse()</code> - for <code>JSON</code> text.</li>"))
        #expect(!dial.contains("<dt></dt>") && !dial.contains("<li></li>"))
        #expect(!dial.contains("APIRef") && !dial.contains("Specifications") && !dial.contains("{{"))
    }

    /// `button/index.md` is the page of the folder `button`, not a page inside it.
    @Test func aFoldersIndexIsItsPage() throws {
        let built = try Self.built()
        let button = built.site.text("en/button/index.html")
        #expect(button.contains("<h1 id=\"button\">Button</h1>"))
        #expect(!button.contains(">index<"))
    }

    /// Hugo publishes `guide/setup.md` at `guide/setup/` and a folder's `_index.md` at the
    /// folder: links written against those addresses lead to the pages in this site too.
    @Test func hugoStyleLinksLeadToThePages() throws {
        let folder = try SiteFixture.contentFolder([
            "site.yml": "languages: [en, ja]\n",
            "en/_index.md": "---\ntitle: Home\n---\n\nSee [the guide](docs/guide/).\n",
            "en/docs/guide/_index.md": "# Guide\n\nStart with [setup](setup/).\n",
            "en/docs/guide/setup.md": "# Setup\n\nThen [install](../install/) and see the [guide](../).\n",
            "en/docs/guide/install.md": "# Install\n\nDone.\n",
        ])
        let site = try SiteFixture.render(content: folder.path).site
        let setup = site.text("en/docs/guide/setup.html")
        #expect(setup.contains("href=\"install.html\""), "\(setup)")
        #expect(site.text("en/docs/guide/_index.html").contains("href=\"setup.html\""))
    }
}
