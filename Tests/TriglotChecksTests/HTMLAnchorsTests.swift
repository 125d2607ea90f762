import Testing
@testable import TriglotChecks
import TriglotModel

/// A fragment may name an element the page's raw HTML gives an id, not only a heading.
@Suite("Anchors in raw HTML")
struct HTMLAnchorsTests {
    @Test(arguments: [
        ("<a id=\"note1\"></a>", ["note1"]),
        ("<a name='top'>", ["top"]),
        ("<div class=\"x\" id=\"box\">", ["box"]),
        ("<Recipes titleText=\"Examples of connecting\" titleId=\"examples-connecting\">", ["examples-connecting"]),
        ("<input name=\"email\" id=\"\">", []),
        ("<span data-id=\"x\" ID=\"y\">", []),
        ("<a href=\"#x\">x</a><b id=\"b1\">", ["b1"]),
        ("text without tags id=\"x\"", []),
    ])
    func idsOfTags(html: String, ids: [String]) {
        #expect(HTMLAnchors.ids(inHTML: html) == ids)
    }

    @Test(arguments: [
        ("#note1", "Text.<a id=\"note1\"></a>\n", nil),
        ("#examples", "<Recipes titleId=\"examples\">\n\nA recipe.\n\n</Recipes>\n", nil),
        ("#missing", "<div id=\"other\"></div>\n", "no heading in this page has the id 'missing'"),
        ("b.md#anchor", "Text.\n", nil),
        ("#inside", "::: tip\n\n#### In a callout {#inside}\n\nText.\n\n:::\n", nil),
        // The page title's id, as generators give it (`api-hmr#hmr-api`).
        ("#a", "Text.\n", nil),
        ("b.md#b", "Text.\n", nil),
        ("b.md#c", "Text.\n", "'guide/b.md' has no heading with the id 'c'"),
    ] as [(String, String, String?)])
    func linksToHTMLAnchorsResolve(link: String, html: String, summary: String?) {
        let files: TestContent.Files = [
            "en/guide/a.md": "# A\n\nAbstract.\n\n## Overview\n\nSee [this](\(link)).\n\n\(html)",
            "en/guide/b.md": "# B\n\nAbstract.\n\n## Details\n\n<a id=\"anchor\"></a>Text.\n",
        ]
        let found = TestContent.run(RelativeLinksCheck.self, files)
        #expect(found.map(\.summary) == (summary.map { [$0] } ?? []))
    }
}
