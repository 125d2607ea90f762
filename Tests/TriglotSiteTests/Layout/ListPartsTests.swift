import Testing
@testable import TriglotSite

/// Cutting a list of groups into parts: groups stay whole where they fit, a larger one is spread
/// over parts, and no part holds more items than its size.
@Suite("List parts")
struct ListPartsTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var counts: [Int]
        var size: Int
        /// Each part as (group, first item, end) triples.
        var parts: [[[Int]]]
        var firstPart: [Int]
        var testDescription: String { "\(counts) in parts of \(size)" }
    }

    @Test(arguments: [
        Case(counts: [], size: 5, parts: [[]], firstPart: []),
        Case(counts: [2, 1], size: 5, parts: [[[0, 0, 2], [1, 0, 1]]], firstPart: [0, 0]),
        // The group that would overflow begins the next part.
        Case(counts: [2, 2, 2], size: 5, parts: [[[0, 0, 2], [1, 0, 2]], [[2, 0, 2]]], firstPart: [0, 0, 1]),
        // A group larger than a part is spread over several, beginning a part of its own.
        Case(counts: [1, 7, 1], size: 3, parts: [[[0, 0, 1]], [[1, 0, 3]], [[1, 3, 6]], [[1, 6, 7], [2, 0, 1]]], firstPart: [0, 1, 3]),
        Case(counts: [4], size: 2, parts: [[[0, 0, 2]], [[0, 2, 4]]], firstPart: [0]),
        // A folder of folders: its heading goes with what follows it, not at the end of a full part.
        Case(counts: [2, 0, 1], size: 2, parts: [[[0, 0, 2]], [[1, 0, 0], [2, 0, 1]]], firstPart: [0, 1, 1]),
        Case(counts: [0, 3], size: 3, parts: [[[0, 0, 0], [1, 0, 3]]], firstPart: [0, 0]),
        Case(counts: [1, 1, 1], size: 1, parts: [[[0, 0, 1]], [[1, 0, 1]], [[2, 0, 1]]], firstPart: [0, 1, 2]),
    ])
    func groupsStayWholeWhereTheyFit(_ example: Case) {
        let parts = ListParts(counts: example.counts, size: example.size)
        #expect(parts.parts.map { $0.map { [$0.group, $0.items.lowerBound, $0.items.upperBound] } } == example.parts)
        #expect(parts.firstPart == example.firstPart)
    }

    /// Over many lists: every item is shown once, in order, no part is over its size, and each
    /// group begins where `firstPart` says.
    @Test(arguments: 1...6)
    func everyItemIsInExactlyOnePartInOrder(size: Int) {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            let counts = (0..<Int.random(in: 0...8, using: &generator)).map { _ in Int.random(in: 0...9, using: &generator) }
            let parts = ListParts(counts: counts, size: size)
            var seen: [(group: Int, item: Int)] = []
            for pieces in parts.parts {
                #expect(pieces.map(\.items.count).reduce(0, +) <= size)
                for piece in pieces { seen += piece.items.map { (piece.group, $0) } }
            }
            let expected = counts.enumerated().flatMap { group, count in (0..<count).map { (group, $0) } }
            #expect(seen.map(\.group) == expected.map(\.0) && seen.map(\.item) == expected.map(\.1))
            for group in counts.indices {
                let part = parts.parts.firstIndex { $0.contains { $0.group == group } }
                #expect(part == parts.firstPart[group])
            }
        }
    }
}
