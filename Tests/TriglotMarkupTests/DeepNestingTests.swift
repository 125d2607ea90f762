import Testing
@testable import TriglotMarkup

/// Inputs that overflowed the stack of recursive Markdown trees (swift-markdown #275): building
/// and freeing our flat tree must not recurse.
@Suite("Deep nesting does not overflow the stack", .timeLimit(.minutes(1)))
struct DeepNestingTests {
    @Test func blockQuotesTwentyFiveThousandDeep() {
        let text = String(repeating: "> ", count: 25_000) + "a"
        let document = MarkupDocument(parsing: text)
        #expect(document.maximumDepth >= 25_000)
        #expect(document.root.plainText == "a")
    }

    @Test func thirtyThousandAsterisksEachSide() {
        let text = String(repeating: "*", count: 30_000) + "x" + String(repeating: "*", count: 30_000)
        let document = MarkupDocument(parsing: text)
        #expect(document.root.plainText.contains("x"))
        #expect(document.nodeCount > 1)
    }

    @Test func deeplyNestedListsAndDump() {
        let text = (0..<500).map { String(repeating: "  ", count: $0) + "* a\n" }.joined()
        let document = MarkupDocument(parsing: text)
        #expect(document.maximumDepth >= 500)
        #expect(document.root.treeDump().split(separator: "\n").count == document.nodeCount)
    }

    @Test func manyDocumentsFreedInTurn() {
        for _ in 0..<3 {
            let document = MarkupDocument(parsing: String(repeating: "- ", count: 30_000) + "x")
            #expect(document.nodeCount > 30_000)
        }
    }
}
