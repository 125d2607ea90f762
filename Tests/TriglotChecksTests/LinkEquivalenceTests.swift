import Testing
@testable import TriglotChecks
import TriglotContent
import TriglotModel

/// Links that lead to the same page in every language are the same link.
@Suite("Link equivalence across languages")
struct LinkEquivalenceTests {
    static let configuration = try! SiteConfigurationReader.read("""
    languages:
      - code: en
        aliases: [en-US]
      - code: zh-Hans
        folder: zh-cn
        aliases: [zh-CN]
      - code: ja
    links: {base: 'https://example.org', ignoreCase: true}
    """, path: "site.yml")

    @Test(arguments: [
        ("/en-US/docs/Web/API/Node", "/ja/docs/Web/API/Node", true),
        ("/en-US/docs/Web/API/Node#syntax", "/zh-CN/docs/web/api/node#syntax", true),
        ("https://example.org/en-US/docs/A", "https://example.org/ja/docs/A", true),
        ("/en-US/docs/A", "/ja/docs/B", false),
        ("/en-US/docs/A#x", "/ja/docs/A#y", false),
        ("https://other.org/en-US/a", "https://other.org/ja/a", false),
        ("guide.md", "guide.md", true),
        // The site's own address is a site-absolute link.
        ("/en-US/docs/A", "https://example.org/ja/docs/A", true),
        ("https://example.org/download", "/download", true),
        ("https://example.org.evil/download", "/download", false),
    ])
    func sameDestination(english: String, translated: String, same: Bool) {
        let links = LinkEquivalence(configuration: Self.configuration)
        #expect((links.key(english) == links.key(translated)) == same)
    }

    /// In the root layout the source's links name no locale: `/guide/setup` in English is
    /// `/ja/guide/setup` in Japanese.
    @Test(arguments: [
        ("/guide/setup", "/ja/guide/setup", true),
        ("/guide/setup#install", "/zh-cn/guide/setup#install", true),
        ("/", "/ja/", true),
        ("/guide/setup", "/ja/guide/other", false),
        ("/guide/setup", "/guide/setup", true),
    ])
    func theRootLayoutsLinksCarryOnlyTheTranslationsLocale(english: String, translated: String, same: Bool) throws {
        let configuration = try SiteConfigurationReader.read("layout: root\nlanguages:\n  - code: en\n  - code: zh-Hans\n    folder: zh-cn\n  - code: ja\n",
                                                             path: "site.yml")
        let links = LinkEquivalence(configuration: configuration)
        #expect((links.key(english) == links.key(translated)) == same)
    }

    @Test(arguments: [
        ("https://momentjs.com/", "http://momentjs.com/", true),
        ("http://example.com/a", "https://example.com/a", true),
        ("https://example.com/a", "ftp://example.com/a", false),
        ("https://example.com/a", "https://example.com/b", false),
    ])
    func theSchemeOfTheWebIsOne(english: String, translated: String, same: Bool) {
        let links = LinkComparison(equivalence: LinkEquivalence(configuration: Self.configuration), allowances: .init())
        #expect(links.same(english, translated) == same)
    }

    @Test func theLinksCheckComparesByDestination() {
        let english = "# A\n\nAbstract.\n\n## Details\n\nSee [B](/en/docs/B) and [C](/en/docs/C).\n"
        let japanese = "# A\n\n概要。\n\n## 詳細\n\n[B](/ja/docs/B) と [D](/ja/docs/D) を参照。\n"
        let found = TestContent.run(LinksCheck.self, ["en/a.md": english, "ja/a.md": japanese])
        #expect(found.map(\.summary) == ["this links to '/ja/docs/D' where the English links to '/en/docs/C'"])
    }
}
