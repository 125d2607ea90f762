import Testing
@testable import TriglotChecks
import TriglotTestSupport

/// `CodeSpansCheck.words` reads ASCII as bytes: it must split and lowercase exactly as the
/// Character-level rule, and hand anything else to it.
@Suite("Code span words and prose search on bytes agree with the reference rules")
struct CodeSpansWordsTests {
    static let pieces = [
        "Style", "tags", "<style>", "dot-delimited", ".", "v-model", "app.mount()", "x2", "2x", "_private", "$ref", "ÉTÉ", "naïve",
        "İ", "e\u{301}", "\r\n", "\t", " ", "  ", "中文", "ｆｕｌｌ", "①", "٣", "ß", "'", "’", "A1B2", "ZZ", "@", "[", "`",
    ]

    @Test(arguments: [1, 2, 3] as [UInt64])
    func sameWords(seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        for _ in 0..<3_000 {
            let text = (0..<Int.random(in: 0...8, using: &generator)).map { _ in
                Self.pieces.randomElement(using: &generator)! + (Bool.random(using: &generator) ? " " : "")
            }.joined()
            #expect(CodeSpansCheck.words(text) == CodeSpansCheck.characterLevelWords(text), "\(text)")
        }
    }

    /// Searching prose for a span's text on bytes answers as Foundation's `contains`.
    @Test(arguments: [4, 5] as [UInt64])
    func sameContains(seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        func text(_ count: ClosedRange<Int>) -> String {
            (0..<Int.random(in: count, using: &generator)).map { _ in Self.pieces.randomElement(using: &generator)! }.joined()
        }
        for _ in 0..<3_000 {
            let (prose, needle) = (text(0...12), text(0...2))
            #expect(CodeSpansCheck.prose(prose, contains: needle) == CodeSpansCheck.foundationContains(prose, needle), "\(needle) in \(prose)")
        }
    }
}
