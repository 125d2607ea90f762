import Testing
import TriglotMarkup
@testable import TriglotChecks

/// The memo the checks over the whole content keep from one run to the next: a value is taken
/// over only for the same path and parses at the same place, and what was made from a column
/// is taken over only while the column is what it was made from.
@Suite struct PageMemoTests {
    static func documents(_ count: Int) -> [MarkupDocument] {
        (0..<count).map { MarkupDocument(parsing: Array("Page \($0).\n".utf8)) }
    }

    static func identities(_ documents: [MarkupDocument]) -> [PageMemo.Identity] {
        documents.indices.map { PageMemo.Identity(path: "en/p\($0).md", document: documents[$0]) }
    }

    enum Change: String, CaseIterable {
        case nothing, oneReparsed, oneRenamed, oneAdded, oneWithoutParse
    }

    @Test(arguments: Change.allCases)
    func aColumnMakesAgainOnlyWhatChanged(_ change: Change) {
        let memo = PageMemo()
        let documents = Self.documents(5)
        let first = memo.column("k", Self.identities(documents)) { $0 * 10 }
        #expect(first.values == [0, 10, 20, 30, 40] && first.made == [0, 1, 2, 3, 4] && first.before == nil)
        var identities = Self.identities(documents)
        var expected: [Int]
        switch change {
        case .nothing: expected = []
        case .oneReparsed:
            identities[2].document = MarkupDocument(parsing: Array("Page 2.\n".utf8))
            expected = [2]
        case .oneRenamed:
            identities[3].path = "en/renamed.md"
            expected = [3]
        case .oneAdded:
            identities.append(PageMemo.Identity(path: "en/p5.md", document: documents[0]))
            expected = Array(0...5)
        case .oneWithoutParse:
            identities[1].document = nil
            expected = [1]
        }
        let second = memo.column("k", identities) { $0 * 10 + 1 }
        #expect(second.made == expected)
        #expect(second.values == identities.indices.map { expected.contains($0) ? $0 * 10 + 1 : $0 * 10 })
        #expect((second.before != nil) == (change != .oneAdded))
        #expect(second.version == (expected.isEmpty ? 1 : 2) && second.versionBefore == 1)
        // Another key is another column.
        #expect(memo.column("other", identities) { _ in 7 }.made == Array(identities.indices))
    }

    @Test func aWholeValueIsTakenOverOnlyWhileItsColumnIsUnchanged() {
        let memo = PageMemo()
        let documents = Self.documents(3)
        var made = 0
        func run(_ identities: [PageMemo.Identity], sameValues: Bool = false) -> Int {
            let column = memo.column("units", identities) { $0 }
            return memo.value("whole", from: column, unchanged: { _ in sameValues }) {
                made += 1
                return made
            }
        }
        let identities = Self.identities(documents)
        #expect(run(identities) == 1)
        #expect(run(identities) == 1, "nothing changed")
        var edited = identities
        edited[0].document = MarkupDocument(parsing: Array("Edited.\n".utf8))
        #expect(run(edited) == 2, "a page changed and its values differ")
        edited[0].document = MarkupDocument(parsing: Array("Edited again.\n".utf8))
        #expect(run(edited, sameValues: true) == 2, "a page changed but its values are the same")
        edited[2].document = MarkupDocument(parsing: Array("Edited the next time.\n".utf8))
        #expect(run(edited, sameValues: true) == 2, "and again: the value now stands for the column as it is")
        // Someone else changes the column between two runs: the whole value is made again.
        edited[1].document = MarkupDocument(parsing: Array("By another.\n".utf8))
        _ = memo.column("units", edited) { $0 }
        #expect(run(edited, sameValues: true) == 3)
    }

    /// A batched run's memo: a column fills batch by batch, and a value made from it is kept
    /// once the column is whole (every later batch asks again), never from part of it.
    @Test func aTrustingMemoKeepsAWholeValueOnlyOnceItsColumnIsWhole() {
        let memo = PageMemo(trustsPlaces: true)
        var made: [[Int]] = []
        func ask(_ limit: [Int]?) -> [Int] {
            let column = memo.column("counts", count: 4, limit: limit) { $0 * 10 }
            return memo.value("sum", from: column, unchanged: { _ in false }) {
                made.append(column.values)
                return column.values
            }
        }
        #expect(ask([0, 1]) == [0, 10], "a batch's values alone")
        #expect(ask([0, 1]) == [0, 10], "made again: a part's fold is never kept")
        #expect(ask([2, 3]) == [0, 10, 20, 30], "the column is whole")
        #expect(ask([1, 2]) == [0, 10, 20, 30])
        #expect(ask(nil) == [0, 10, 20, 30])
        #expect(made == [[0, 10], [0, 10], [0, 10, 20, 30]], "the whole column's value made once")
    }
}
