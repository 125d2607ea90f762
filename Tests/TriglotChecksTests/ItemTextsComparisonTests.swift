import Testing
@testable import TriglotChecks
import TriglotMarkup

/// `SectionInventory.Item.sameTexts` reads both lists in place; it must answer as the
/// `elementsEqual(by: text)` it replaced, for slices that start anywhere in their arrays.
@Suite("Items compared by text in place")
struct ItemTextsComparisonTests {
    static func items(_ texts: [String], line: Int) -> [SectionInventory.Item] {
        texts.enumerated().map { SectionInventory.Item(text: $1, range: SourceRange(line: line + $0)) }
    }

    static let cases: [([String], [String])] = [
        ([], []),
        (["a"], []),
        ([], ["a"]),
        (["a"], ["a"]),
        (["a", "b"], ["a", "b"]),
        (["a", "b"], ["b", "a"]),
        (["a", "b"], ["a", "b", "c"]),
        (["a", "b", "c"], ["a", "b"]),
        (["`x`", "application(_:open:)"], ["`x`", "application(_:open :)"]),
        (["名前", "é"], ["名前", "e\u{301}"]),
        (["a long code span that is not a small string"], ["a long code span that is not a small string"]),
    ]

    @Test(arguments: cases)
    func answersAsElementsEqual(_ left: [String], _ right: [String]) {
        // Each list in the middle of a longer array, at a different place, as a stretch's items are.
        let leftAll = Self.items(["before"] + left + ["after"], line: 1)
        let rightAll = Self.items(["one", "two"] + right, line: 40)
        let leftSlice = leftAll[1 ..< 1 + left.count]
        let rightSlice = rightAll[2...]
        let expected = leftSlice.elementsEqual(rightSlice) { $0.text == $1.text }
        #expect(SectionInventory.Item.sameTexts(leftSlice, rightSlice) == expected)
        #expect(SectionInventory.Item.sameTexts(rightSlice, leftSlice) == expected)
    }
}
