import Testing
import TriglotChecks
import TriglotModel

@Suite("translation.links")
struct LinksCheckTests {
    static let english = "# T\n\nA.\n\n## Discussion\n\nSee [one](one.md), [two](two.md) and [Apple](https://developer.apple.com/).\n"

    @Test(arguments: [
        ("见 [二](two.md)、[一](one.md) 和 [Apple](https://developer.apple.com/)。", [] as [String]),
        ("见 [一](one.md)、[一](one.md)、[二](two.md) 和 [Apple](https://developer.apple.com/)。", []),
        ("见 [一](one.md) 和 [Apple](https://developer.apple.com/)。", ["the English links to 'two.md' here; this does not"]),
        ("见 [一](one.md)、[二](two.md)、[三](three.md) 和 [Apple](https://developer.apple.com/)。", ["links to 'three.md' are not in the English"]),
        ("见 [一](one.md)、[三](three.md) 和 [Apple](https://developer.apple.com/)。", ["this links to 'three.md' where the English links to 'two.md'"]),
        ("见 [一](one.md)、[二](two.md) 和 [Apple](https://developer.apple.com/)、[词汇表](https://example.org/glossary)。", []),
        // The localised copy of the same site, and the same page without `.md`.
        ("见 [一](one.md)、[二](two) 和 [Apple](https://developer.apple.com/cn/)。", []),
        ("见 [一](one.md)、[二](two.md) 和 [Apple](https://developer.apple.com/)、[Apple](https://other.org/)。", []),
    ])
    func sameDestinations(paragraph: String, summaries: [String]) {
        let translation = "# T\n\n甲。\n\n## 讨论\n\n" + paragraph + "\n"
        let found = TestContent.run(LinksCheck.self, PagePair.files(Self.english, translation))
        #expect(found.map(\.summary).sorted() == summaries.sorted())
        #expect(found.allSatisfy { $0.line == 7 })
    }

    @Test(arguments: [
        ("https://developer.mozilla.org/en-US/docs/Web/API/Node", "https://developer.mozilla.org/ja/docs/Web/API/Node", true),
        ("https://en.wikipedia.org/wiki/Cross-site_scripting", "https://ja.wikipedia.org/wiki/Cross-site_scripting", true),
        ("/guide/x.html#y", "/guide/x#y", true),
        ("/guide/x#launch-steps", "/guide/x#%E8%B5%B7%E5%8B%95", true),
        ("/guide/x#launch-steps", "/guide/x#steps", false),
        ("/guide/x", "/guide/z", false),
        // dumi publishes a Chinese page at its path with -cn.
        ("/components/config-provider#component-config", "/components/config-provider-cn#component-config", true),
        ("/components/message/#config", "/components/message-cn/#config", true),
        ("https://ant.design/components/button", "https://ant.design/components/button-zh-cn", true),
        ("/components/message", "/components/notice-cn", false),
        ("/guide/go-en", "/guide/go", true),
        ("/guide/x-cn", "/guide/y-cn", false),
        ("/components/tabs/#tabs", "/components/tabs-cn#tabs", true),
        ("/components/empty/", "/components/empty", true),
    ])
    func allowedDifferences(english: String, translated: String, same: Bool) {
        let comparison = LinkComparison(equivalence: LinkEquivalence(configuration: SiteConfiguration()), allowances: .init())
        #expect(comparison.same(english, translated) == same)
        var strict = SiteConfiguration.Allowances()
        strict.localeSegments = false
        strict.localisedAnchors = false
        if english.contains("wikipedia") || english.contains("%") {
            #expect(!LinkComparison(equivalence: LinkEquivalence(configuration: SiteConfiguration()), allowances: strict).same(english, translated))
        }
    }

    @Test func linksAreComparedSectionBySection() {
        let english = "# T\n\n[one](one.md)\n\n## Discussion\n\nText.\n"
        let translation = "# T\n\n文本。\n\n## 讨论\n\n[一](one.md)\n"
        let found = TestContent.run(LinksCheck.self, PagePair.files(english, translation))
        #expect(found.map(\.line) == [3, 7])
    }
}
