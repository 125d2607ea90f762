import Testing
@testable import TriglotChecks
import TriglotModel

@Suite("links.relative")
struct RelativeLinksCheckTests {
    static let target = "# Target\n\nAbstract.\n\n## Details {#details}\n\nText.\n"

    static func files(link: String, language: String = "en") -> TestContent.Files {
        [language + "/guide/a.md": "# A\n\nAbstract.\n\n## Overview\n\nSee [this](\(link)).\n",
         language + "/guide/b.md": target, language + "/other/c.md": target, "en/only-english.md": target]
    }

    @Test(arguments: [
        ("b.md", nil), ("./b.md", nil), ("../other/c.md", nil), ("b.md#details", nil), ("#overview", nil),
        ("https://developer.apple.com/x.md", nil), ("mailto:a@example.com", nil), ("/en/x.md", nil),
        ("missing.md", "'missing.md' leads to 'en/guide/missing.md', which does not exist"),
        ("../guide/../other/d.md", "'../guide/../other/d.md' leads to 'en/other/d.md', which does not exist"),
        ("b.md#detail", "'guide/b.md' has no heading with the id 'detail'"),
        ("#nowhere", "no heading in this page has the id 'nowhere'"),
        ("../../x.md", "'../../x.md' climbs out of the en folder"),
        // Written for generators that find the page themselves: `b` is b.md, `../other` its index.
        ("./b#details", nil), ("b", nil), ("./missing", "'./missing' leads to 'en/guide/missing', which does not exist"),
        ("./b#detail", "'guide/b.md' has no heading with the id 'detail'"),
    ] as [(String, String?)])
    func relativeLinksResolve(link: String, summary: String?) {
        let found = TestContent.run(RelativeLinksCheck.self, Self.files(link: link))
        #expect(found.map(\.summary) == (summary.map { [$0] } ?? []))
        #expect(found.allSatisfy { $0.line == 7 && $0.path == "Content/en/guide/a.md" })
    }

    /// An image, or a link to a file that is not a page, must name a file the site publishes:
    /// the language's own, or the source language's, which the site copies to a translation
    /// that has none.
    @Test(arguments: [
        ("en", "![Flow](images/flow.png)", nil),
        ("en", "![Flow](../images/top.png)", nil),
        ("en", "[the sample](files/sample.zip)", nil),
        ("ja", "![Flow](images/flow.png)", nil),
        ("ja", "![Only here](images/ja-only.png)", nil),
        ("ja", "[the sample](files/sample.zip)", nil),
        ("en", "![Only in ja](images/ja-only.png)", "'images/ja-only.png' leads to 'en/guide/images/ja-only.png', which does not exist"),
        ("ja", "![Missing](images/missing.png)", "'images/missing.png' leads to 'ja/guide/images/missing.png', which does not exist"),
        ("en", "![Escapes](../../x.png)", "'../../x.png' climbs out of the en folder"),
        ("en", "![Remote](https://example.org/x.png)", nil),
        ("en", "![Inline](data:image/png;base64,AAAA)", nil),
    ] as [(String, String, String?)])
    func imagesAndFilesMustBePublished(language: String, markdown: String, summary: String?) {
        var files: TestContent.Files = [
            language + "/guide/a.md": "# A\n\nAbstract.\n\n## Overview\n\nSee \(markdown).\n",
            "en/guide/images/flow.png": "", "en/images/top.png": "", "en/guide/files/sample.zip": "", "ja/guide/images/ja-only.png": "",
        ]
        if language != "en" { files["en/guide/a.md"] = "# A\n\nAbstract.\n\n## Overview\n\nSee.\n" }
        let found = TestContent.run(RelativeLinksCheck.self, files).filter { $0.path.contains("/\(language)/") }
        #expect(found.map(\.summary) == (summary.map { [$0] } ?? []))
        #expect(found.allSatisfy { $0.line == 7 && $0.severity == .error })
    }

    /// The site shows the English page in its place until it is translated, so the link works;
    /// `translation.missing` reports the missing translation once.
    @Test func aSourcePageNotYetTranslatedIsATarget() {
        #expect(TestContent.run(RelativeLinksCheck.self, Self.files(link: "../only-english.md", language: "ja")).isEmpty)
        let badFragment = TestContent.run(RelativeLinksCheck.self, Self.files(link: "../only-english.md#nowhere", language: "ja"))
        #expect(badFragment.map(\.summary) == ["'only-english.md' (shown from en until it is translated) has no heading with the id 'nowhere'"])
    }

    @Test(arguments: [
        ("a/b/c.md", "../d.md", "a/d.md"), ("a/b.md", "../../d.md", nil), ("x.md", "y/z.md", "y/z.md"), ("a/b.md", "./c/../d.md", "a/d.md"),
    ] as [(String, String, String?)])
    func resolution(page: String, link: String, resolved: String?) {
        #expect(RelativeLinksCheck.resolve(link, from: page) == resolved)
    }
}
