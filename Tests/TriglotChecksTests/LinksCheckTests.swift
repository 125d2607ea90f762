import Testing
import TriglotChecks
import TriglotModel

@Suite("translation.links")
struct LinksCheckTests {
    static let english = "# T\n\nA.\n\n## Discussion\n\nSee [one](one.md), [two](two.md) and [Apple](https://developer.apple.com/).\n"

    @Test(arguments: [
        ("见 [二](two.md)、[一](one.md) 和 [Apple](https://developer.apple.com/)。", [] as [String]),
        ("见 [一](one.md)、[一](one.md)、[二](two.md) 和 [Apple](https://developer.apple.com/)。", []),
        ("见 [一](one.md) 和 [Apple](https://developer.apple.com/)。", ["the English section links to 'two.md'; this section does not"]),
        ("见 [一](one.md)、[二](two.md)、[三](three.md) 和 [Apple](https://developer.apple.com/)。", ["link to 'three.md' is not in the English section"]),
        ("见 [一](one.md)、[二](two.md) 和 [Apple](https://developer.apple.com/cn/)。",
         ["the English section links to 'https://developer.apple.com/'; this section does not", "link to 'https://developer.apple.com/cn/' is not in the English section"]),
    ])
    func sameSetOfDestinations(paragraph: String, summaries: [String]) {
        let translation = "# T\n\n甲。\n\n## 讨论\n\n" + paragraph + "\n"
        let found = TestContent.run(LinksCheck.self, PagePair.files(Self.english, translation))
        #expect(found.map(\.summary).sorted() == summaries.sorted())
        #expect(found.allSatisfy { $0.line == ($0.summary.hasPrefix("link to") ? 7 : 5) })
    }

    @Test func linksAreComparedSectionBySection() {
        let english = "# T\n\n[one](one.md)\n\n## Discussion\n\nText.\n"
        let translation = "# T\n\n文本。\n\n## 讨论\n\n[一](one.md)\n"
        let found = TestContent.run(LinksCheck.self, PagePair.files(english, translation))
        #expect(found.map(\.line) == [1, 7])
    }
}
