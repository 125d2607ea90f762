import Testing
@testable import TriglotChecks
import TriglotModel

@Suite("markup.cjk-emphasis")
struct CJKEmphasisCheckTests {
    @Test(arguments: [
        ("**テスト。**テスト", [3] as [Int]),          // the closing ** after 。 before a letter
        ("テスト**「強調」**です。", [3, 3]),           // the opening ** before 「, the closing after 」
        ("**真，**她", [3]),
        ("**テスト**。テスト", []),                     // bold: the punctuation is outside
        ("**True,** she", []),                         // bold in English
        ("\\*\\*テスト。\\*\\*テスト", []),             // asterisks the author escaped
        ("2 ** 3 は 8", []),                           // no Chinese or Japanese next to them
        ("**一。**二 and **三。**四", [3, 3]),          // two closing runs, two hints
        ("**テスト", []),                              // unclosed, but no punctuation: another matter
    ])
    func hints(paragraph: String, lines: [Int]) {
        let files = ["ja/p.md": "# T\n\n" + paragraph + "\n"]
        let found = TestContent.run(CJKEmphasisCheck.self, files)
        #expect(found.map(\.line) == lines)
        #expect(found.allSatisfy { $0.severity == .note })
    }

    @Test func theHintIsAtTheAsterisksThatStayed() throws {
        let found = TestContent.run(CJKEmphasisCheck.self, ["zh-Hans/p.md": "# T\n\n她说**真，**她\n"])
        let range = try #require(found.first?.range)
        // Columns are bytes: 她说**真， is fourteen.
        #expect(found.count == 1)
        #expect(range.lowerBound.column == 15)
        #expect(range.upperBound.column == 17)
    }

    @Test(arguments: [
        ("**真，**她", true), ("**重要**", false), ("> **重要**\n", false), ("**一**。", true), ("「**x", true), ("a ** b", false),
    ])
    func theFileFilterFindsEveryRunNextToPunctuation(text: String, expected: Bool) {
        #expect(CJKEmphasisCheck.hasRunNextToCJKPunctuation(Array(text.utf8)) == expected)
    }
}
