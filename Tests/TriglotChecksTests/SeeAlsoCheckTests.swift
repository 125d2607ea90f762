import Testing
import TriglotChecks
import TriglotModel

@Suite("translation.see-also")
struct SeeAlsoCheckTests {
    static func page(groups: [[String]], chinese: Bool = false) -> String {
        var text = "# T\n\n\(chinese ? "摘要。" : "Abstract.")\n\n## \(chinese ? "另请参阅" : "See Also")\n"
        for (index, items) in groups.enumerated() {
            text += "\n### \(chinese ? "组" : "Group") \(index + 1)\n\n"
            text += items.map { "- [`\($0)`](\($0.prefix { $0 != "(" }.lowercased()).md)\n\n  \(chinese ? "摘要。" : "Summary.")\n" }.joined(separator: "\n")
        }
        return text
    }

    static let english = [["a(_:)", "b(_:)", "c(_:)"], ["d()"]]

    @Test(arguments: [
        (english, [] as [String]),
        ([["a(_:)", "c(_:)", "b(_:)"], ["d()"]], ["See Also items are in a different order than in the English group: 'c.md' where the English has 'b.md'"]),
        ([["a(_:)", "c(_:)"], ["d()"]], ["See Also item 'b.md' of the English group is missing"]),
        ([["a(_:)", "b(_:)", "c(_:)", "e(_:)"], ["d()"]], ["See Also item 'e.md' is not in the English group"]),
        ([["a(_:)", "b(_:)", "c(_:)", "d()"]], ["See Also has 1 group(s); the English page has 2"]),
    ])
    func sameGroupsAndItems(groups: [[String]], summaries: [String]) {
        let found = TestContent.run(SeeAlsoCheck.self, PagePair.files(Self.page(groups: Self.english), Self.page(groups: groups, chinese: true)))
        #expect(found.map(\.summary) == summaries)
    }

    @Test func reorderedItemIsReportedAtItsLine() throws {
        let translation = Self.page(groups: [["a(_:)", "c(_:)", "b(_:)"], ["d()"]], chinese: true)
        let found = try #require(TestContent.run(SeeAlsoCheck.self, PagePair.files(Self.page(groups: Self.english), translation)).first)
        #expect(found.line == line(of: "[`c(_:)`]", in: translation))
    }
}
