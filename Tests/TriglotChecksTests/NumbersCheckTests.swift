import Testing
@testable import TriglotChecks
import TriglotModel

@Suite("translation.numbers")
struct NumbersCheckTests {
    static let english = "# T\n\nA.\n\n## Discussion\n\nSince iOS 13.1, keep it under 25 MB and return within 5 seconds. See [the page](https://example.com/1623032-app) and `sleep(10)`.\n\n1. First\n2. Second\n"

    @Test(arguments: [
        ("从 iOS 13.1 起，请保持在 25 MB 以内，并在 5 秒内返回。请参阅[该页面](https://example.com/1623032-app)和 `sleep(10)`。", [] as [String]),
        ("请在 5 秒内返回，大小在 25 MB 以内，从 iOS 13.1 起。请参阅[该页面](https://example.com/1623032-app)和 `sleep(10)`。", []),
        // Other forms of the same numbers.
        ("从 iOS 13.1 起，请保持在 25 MB 以内，并在五秒内返回。请参阅[该页面](https://example.com/1623032-app)和 `sleep(10)`。", []),
        ("从 iOS 13.1 起，请保持在 ２５ MB 以内，并在 5 秒内返回。请参阅[该页面](https://example.com/1623032-app)和 `sleep(10)`。", []),
        ("从 iOS 13 起，请保持在 25 MB 以内，并在 5 秒内返回。请参阅[该页面](https://example.com/1623032-app)和 `sleep(10)`。",
         ["the number 13 is 13.1 in the English"]),
        ("从 iOS 13.1 起，请保持在 25 MB 以内，并在 6 秒内返回。请参阅[该页面](https://example.com/1623032-app)和 `sleep(10)`。",
         ["the number 6 is 5 in the English"]),
        ("从 iOS 13.1 起，请保持在 MB 以内，并在秒内返回。请参阅[该页面](https://example.com/1623032-app)和 `sleep(10)`。",
         ["the English states 25, 5 here; this does not"]),
        // A number the English states, stated again, is a rephrasing; beside a changed one it is not.
        ("从 iOS 13.1 起，请保持在 25 MB 以内，并在 5 秒内返回，5 秒。请参阅[该页面](https://example.com/1623032-app)和 `sleep(10)`。", []),
        ("从 iOS 13.1 起，请保持在 25 MB 以内，并在 6 秒内返回，5 秒。请参阅[该页面](https://example.com/1623032-app)和 `sleep(10)`。",
         ["6 is not in the English"]),
    ])
    func sameNumbersInProse(paragraph: String, summaries: [String]) {
        let translation = "# T\n\n甲。\n\n## 讨论\n\n" + paragraph + "\n\n1. 第一\n2. 第二\n"
        let found = TestContent.run(NumbersCheck.self, PagePair.files(Self.english, translation))
        #expect(found.map(\.summary) == summaries)
        #expect(found.allSatisfy { $0.severity == .error && $0.line == 7 })
    }

    /// Paragraphs are paired by what they hold and by order, not by their place in the page: the
    /// two pages have a different number of paragraphs before the section.
    @Test func aChangedNumberPointsAtItsOwnParagraph() {
        let english = "# T\n\nA.\n\nB.\n\nC.\n\n## Discussion\n\nFirst.\n\nWait 5 seconds.\n\nLast.\n"
        let translation = "# T\n\n甲。\n\n## 讨论\n\n第一。\n\n请稍等 7 秒。\n\n最后。\n"
        let found = TestContent.run(NumbersCheck.self, PagePair.files(english, translation))
        #expect(found.map(\.summary) == ["the number 7 is 5 in the English"])
        #expect(found.map(\.line) == [9])
    }

    @Test(arguments: [
        ("iOS 12.1.", ["12.1"], [String]()), ("25 MB, 14 keys", ["25", "14"], []), ("version 1.2.3 and 4", ["1.2.3", "4"], []),
        ("no digits", [], []), ("x86 and h1", [], []), ("2,147,483,647 bytes", ["2147483647"], []), ("1, 2, 3", ["1", "2", "3"], []),
        ("three arguments, the 3rd optional", [], ["3", "3"]), ("第三个参数", [], ["3"]), ("十二个", [], ["12"]), ("３ つ", ["3"], []),
        // Capitalised months stand for their numbers; "may" and "march" as words do not.
        ("November 12, 2025", ["12", "2025"], ["11"]), ("Sept. 2023 and September", ["2023"], ["9", "9"]),
        ("It may march on", [], []), ("May 5", ["5"], ["5"]), ("Septembers", [], []),
        // A magnitude glued on stands for the whole number too.
        ("7.3K times, 27K lines, 1.5M spans", [], ["7.3", "7300", "27", "27000", "1.5", "1500000"]), ("4Kb", [], ["4"]),
    ])
    func numberForms(text: String, digits: [String], words: [String]) {
        let forms = NumberForms(text)
        #expect(forms.digits == digits)
        #expect(forms.words == words)
    }

    @Test func formsCanBeSwitchedOff() {
        let forms = NumberForms("２,５００ 个", allowForms: false)
        #expect(forms.digits.isEmpty && forms.words.isEmpty)
        #expect(NumberForms.differences(NumberForms("1,000 items"), NumberForms("1,000 项", allowForms: false)).missing == ["1000"])
    }

    /// A date in Chinese or Japanese writes the month as a number.
    @Test(arguments: [
        ("The maintainers meet on November 12, 2025.", "メンテナーは 2025年11月12日に集まります。", [] as [String]),
        ("Released in May 2024.", "于 2024 年 5 月发布。", []),
        ("Released in May 2024.", "于 2024 年 6 月发布。", ["6 is not in the English"]),
        ("You may run it 5 times.", "5 回実行でき、3 回目は失敗します。", ["3 is not in the English"]),
    ])
    func monthsAreNumbersInADate(english: String, translation: String, summaries: [String]) {
        let found = TestContent.run(NumbersCheck.self, PagePair.files("# T\n\nA.\n\n## Discussion\n\n\(english)\n", "# T\n\n甲。\n\n## 讨论\n\n\(translation)\n"))
        #expect(found.map(\.summary) == summaries)
    }
}
