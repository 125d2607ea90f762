import Testing
@testable import TriglotSite

/// Symbol titles get a break opportunity after `(` and each `:`, and are escaped; the byte-wise
/// path for ASCII names gives what the Character-wise one gives.
@Suite("Symbol titles")
struct SymbolBreaksTests {
    @Test(arguments: [
        ("application(_:willFinishLaunchingWithOptions:)", "application(<wbr>_:<wbr>willFinishLaunchingWithOptions:<wbr>)"),
        ("UIApplication", "UIApplication"),
        ("a<b>&\"'", "a&lt;b&gt;&amp;&quot;&#39;"),
        ("", ""),
    ])
    func breaksAndEscapes(symbol: String, expected: String) {
        #expect(SymbolBreaks.html(symbol) == expected)
    }

    @Test(arguments: ["f(x:y:)", "a::b", "(:)", "<&>\"'", "x\r\ny(:", "é(:)", "(\u{301}:", "名前(_:)", "\t (a:) "])
    func bytesAgreeWithCharacters(symbol: String) {
        #expect(SymbolBreaks.html(symbol) == SymbolBreaks.characterWise(symbol))
    }
}
