import Testing
@testable import TriglotChecks

/// A text node's text is read as a run only where the source holds it as it stands: an entity,
/// an escape or a line the parser joined leaves the run out (its block is then partial).
@Suite("Text runs against their source")
struct TextRunSourceTests {
    @Test(arguments: [
        ("ウィンドウを開きます。", "ウィンドウを開きます。", true),
        ("a &amp; b", "a & b", false),
        (#"a \* b"#, "a * b", false),
        ("", "", true),
        ("abc", "abd", false),
        ("ab", "abc", false),
        ("窗口", "窗", false),
    ])
    func aRunIsItsSourceOnlyWhereTheBytesAreTheText(source: String, text: String, holds: Bool) {
        let bytes = ArraySlice(Array(source.utf8))
        #expect(TextRun.source(bytes, holds: text) == holds)
        // A slice that does not begin the array: the run's place in the page.
        let inPage = Array("前置き".utf8) + Array(source.utf8)
        let slice = inPage[("前置き".utf8.count)...]
        #expect(TextRun.source(slice, holds: text) == holds)
        // A text that is a slice of a larger string, as a substring made into a String.
        let larger = "«" + text + "»"
        let inner = String(larger.dropFirst().dropLast())
        #expect(TextRun.source(bytes, holds: inner) == holds)
    }
}
