import Testing
@testable import TriglotChecks
import TriglotModel

@Suite("translation.numbers")
struct NumbersCheckTests {
    static let english = "# T\n\nA.\n\n## Discussion\n\nSince iOS 13.1, keep it under 25 MB and return within 5 seconds. See [the page](https://example.com/1623032-app) and `sleep(10)`.\n\n1. First\n2. Second\n"

    @Test(arguments: [
        ("从 iOS 13.1 起，请保持在 25 MB 以内，并在 5 秒内返回。请参阅[该页面](https://example.com/1623032-app)和 `sleep(10)`。", [] as [String]),
        ("请在 5 秒内返回，大小在 25 MB 以内，从 iOS 13.1 起。请参阅[该页面](https://example.com/1623032-app)和 `sleep(10)`。", []),
        ("从 iOS 13.1 起，请保持在 25 MB 以内，并在五秒内返回。请参阅[该页面](https://example.com/1623032-app)和 `sleep(10)`。",
         ["the number 5 of the English section is missing or changed here"]),
        ("从 iOS 13 起，请保持在 25 MB 以内，并在 5 秒内返回。请参阅[该页面](https://example.com/1623032-app)和 `sleep(10)`。",
         ["the number 13.1 of the English section is missing or changed here", "the number 13 is not in the English section"]),
        ("从 iOS 13.1 起，请保持在 ２５ MB 以内，并在 5 秒内返回。请参阅[该页面](https://example.com/1623032-app)和 `sleep(10)`。",
         ["the number 25 of the English section is missing or changed here"]),
    ])
    func sameNumbersInProse(paragraph: String, summaries: [String]) {
        let translation = "# T\n\n甲。\n\n## 讨论\n\n" + paragraph + "\n\n1. 第一\n2. 第二\n"
        let found = TestContent.run(NumbersCheck.self, PagePair.files(Self.english, translation))
        #expect(found.map(\.summary) == summaries)
        #expect(found.allSatisfy { $0.severity == .warning && $0.line == 7 })
    }

    /// A section's paragraphs are a slice of each page's, and the two pages have a different
    /// number of paragraphs before the section: the translated paragraph standing for the
    /// English one is found by its position in the section, not by its place in the page.
    @Test func missingNumberPointsAtTheParagraphAtTheSamePositionInTheSection() {
        let english = "# T\n\nA.\n\nB.\n\nC.\n\n## Discussion\n\nFirst.\n\nWait 5 seconds.\n\nLast.\n"
        let translation = "# T\n\n甲。\n\n## 讨论\n\n第一。\n\n请稍等片刻。\n\n最后。\n"
        let found = TestContent.run(NumbersCheck.self, PagePair.files(english, translation))
        #expect(found.map(\.summary) == ["the number 5 of the English section is missing or changed here"])
        #expect(found.map(\.line) == [9])
    }

    @Test(arguments: [
        ("iOS 12.1.", ["12.1"]), ("25 MB, 14 keys", ["25", "14"]), ("version 1.2.3 and 4", ["1.2.3", "4"]), ("no digits", []), ("x86", ["86"]),
    ])
    func numberShapes(text: String, numbers: [String]) {
        #expect(NumbersCheck.numbers(in: text).map(\.text) == numbers)
    }
}
