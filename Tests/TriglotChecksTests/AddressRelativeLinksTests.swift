import Testing
@testable import TriglotChecks
import TriglotContent
@testable import TriglotMarkup
import TriglotModel

/// Links written against a page's address, as Hugo publishes pages (`guide/setup.md` at
/// `guide/setup/`, a folder's `_index.md` at the folder), footnotes, and addresses a generator
/// fills in: read as the built site reads them, not reported as broken.
@Suite("links.relative: addresses, sections, footnotes and templates")
struct AddressRelativeLinksTests {
    static let pages: TestContent.Files = [
        "en/docs/_index.md": "# Docs\n\nStart.\n",
        "en/docs/guide/_index.md": "# Guide\n\nRead on.\n\n## Roles\n\nText.\n",
        "en/docs/guide/setup.md": "# Setup\n\nSet up.\n",
        "en/docs/guide/install.md": "# Install\n\nInstall.\n",
        "en/docs/guide/diagram.svg": "<svg/>",
        "en/docs/languages/_index.md": "# Languages\n\nMany.\n",
        "en/docs/languages/java.md": "# Java\n\nJava.\n",
    ]

    static func linking(_ link: String, from page: String, language: String = "en") -> TestContent.Files {
        var files = pages
        files["\(language)/\(page)"] = "# Page\n\nSee [there](\(link)).\n"
        return files
    }

    @Test(arguments: [
        // A folder's page links from its folder, to pages published at `x/`.
        ("docs/guide/_index.md", "setup/", nil as String?),
        ("docs/guide/_index.md", "../languages/java/", nil),
        ("docs/guide/_index.md", "../languages/", nil),
        // Another page links from its own address: `../install/` is its sibling.
        ("docs/guide/setup.md", "../install/", nil),
        ("docs/guide/setup.md", "../../languages/java/", nil),
        ("docs/guide/setup.md", "../diagram.svg", nil),
        ("docs/guide/setup.md", "../#roles", nil),
        // Written as a file, a link still starts at the file's folder.
        ("docs/guide/setup.md", "install.md", nil),
        ("docs/guide/setup.md", "../install.md", "'../install.md' leads to 'en/docs/install.md', which does not exist"),
        ("docs/guide/setup.md", "../missing/", "'../missing/' leads to 'en/docs/missing/index.md', which does not exist"),
        ("docs/guide/setup.md", "../#nowhere", "'docs/_index.md' has no heading with the id 'nowhere'"),
    ] as [(String, String, String?)])
    func linksReadAgainstThePagesAddress(page: String, link: String, summary: String?) {
        let found = TestContent.run(RelativeLinksCheck.self, Self.linking(link, from: page))
        #expect(found.map(\.summary) == (summary.map { [$0] } ?? []))
    }

    /// A translation's link to a page it lacks leads to the source's, shown in its place.
    @Test func aTranslationsLinkToAnUntranslatedSectionPage() {
        let found = TestContent.run(RelativeLinksCheck.self, Self.linking("../languages/java/", from: "docs/guide/_index.md", language: "ja"))
        #expect(found.isEmpty, "\(found.map(\.summary))")
    }

    @Test(arguments: [
        ("Hugo [blog][].\n\n[blog]: <{{% param blogPostURL %}}>\n", [] as [String]),
        ("Liquid [home]({{ site.baseurl }}/index.html).\n", []),
        // A footnote's definition is no link to its first word.
        ("Choose a role[^1].\n\n[^1]: If none fits, tell us.\n", []),
        ("Choose[^1].\n\n[^1]: See [the guide](missing.md).\n", ["'missing.md' leads to 'en/missing.md', which does not exist"]),
    ] as [(String, [String])])
    func addressesAGeneratorFillsInAndFootnotes(body: String, summaries: [String]) {
        let found = TestContent.run(RelativeLinksCheck.self, ["en/a.md": "# A\n\n" + body])
        #expect(found.map(\.summary) == summaries)
    }

    /// A page that includes another file's text may hold the heading a fragment names.
    @Test(arguments: [
        ("{{% include \"exporters/jaeger.md\" %}}", true),
        ("{{% docs/languages/exporters/intro %}}", true),
        ("{% include_relative notes.md %}", true),
        ("{{< tabpane text=true >}}", false),
    ])
    func aPageThatIncludesTextMayHoldTheHeading(widget: String, quiet: Bool) {
        let found = TestContent.run(RelativeLinksCheck.self, ["en/a.md": "# A\n\nSee [Jaeger](#jaeger).\n\n\(widget)\n"])
        #expect(found.isEmpty == quiet, "\(found.map(\.summary))")
    }

    /// A template's include, not VitePress's code import (a macro by site.yml's pattern there).
    @Test(arguments: [
        ("{{% include \"exporters/jaeger.md\" %}}", true), ("{{< readfile file=\"x.md\" >}}", true), ("{% include note.html %}", true),
        ("{{< tabpane text=true >}}", false), ("{{APIRef(\"DOM\")}}", false), ("<<< @/snippets/algolia-i18n.ts", false),
    ])
    func whatIncludesAFile(macro: String, includes: Bool) {
        #expect(MarkupNode.includesAFile(macro) == includes)
    }
}
