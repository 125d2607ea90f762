import Testing
@testable import TriglotModel

/// `InfoString.firstWord` reads ASCII info strings as bytes: it must give what splitting the
/// Characters at spaces gives, for ASCII and for the Characters that make spaces tricky.
@Suite("An info string's first word")
struct InfoStringTests {
    @Test(arguments: [
        "", " ", "   ", "swift", "lifecycle", "lifecycle extra", "  lifecycle", "lifecycle  ", "lifecyclex",
        "Lifecycle", "swift title=\"a b\"", "\tlifecycle", "lifecycle\tx", "ab\r\n cd", "\r\n", "x\ry z",
        " \u{301}lifecycle", "lifecycle \u{301}x", "lifecycle\u{301}", "ｌifecycle", "中文 lifecycle", "swift 中文",
        "lifecycle\u{A0}x", "\u{A0}lifecycle", "é", " é ", "e\u{301} x",
    ])
    func agreesWithSplittingCharacters(info: String) {
        let expected = info.split(separator: " ").first
        let word = InfoString.firstWord(info)
        #expect(word.map { Array($0.utf8) } == expected.map { Array($0.utf8) })
        #expect((word == "lifecycle") == (expected == "lifecycle"))
    }
}
