import Testing
@testable import TriglotChecks

@Suite("TextSearch")
struct TextSearchTests {
    /// Simple text (searched on its bytes) and text that is not (searched by Character): both must
    /// give exactly what `String.ranges(of:)` gives.
    @Test(arguments: [
        ("app", "the app's apps and an application"),
        ("aa", "aaaaa"),                                  // no overlaps: 0..<2, 2..<4
        ("state restoration", "state state restoration."),
        ("委托", "委托显示 App 的窗口。委托"),
        ("デリゲート", "デリゲートがアプリのデリゲートを"),
        ("window", "win"),                                // longer than the text
        ("x", ""),
        ("e", "caf\u{E9} and cafe\u{301}"),               // a combining mark: by Character, the e of cafe\u{301} is no match
        ("\u{E9}", "cafe\u{301}"),                        // canonically equal to the decomposed form
        ("\r", "a\r\nb"),                                 // CR LF is one Character
        ("か", "か\u{3099}か"),                            // a voicing mark makes が of the first
        ("Å", "\u{212B}ngstr\u{F6}m"),                    // the Angstrom sign is equivalent to Å
    ])
    func sameAsStringSearch(needle: String, text: String) {
        let expected = text.ranges(of: needle)
        #expect(TextSearch.ranges(of: needle, in: text) == expected)
        #expect(TextSearch.contains(needle, in: text) == !expected.isEmpty)
    }

    @Test func emptyNeedleFindsNothing() {
        #expect(TextSearch.ranges(of: "", in: "text").isEmpty)
        #expect(!TextSearch.contains("", in: "text"))
    }

    @Test func rangesAreCharacterPositionsOfTheText() {
        let text = "代理显示 App 的窗口。代理"
        let found = TextSearch.ranges(of: "代理", in: text, textIsSimple: true)
        #expect(found.map { String(text[$0]) } == ["代理", "代理"])
        #expect(found.map { text.distance(from: text.startIndex, to: $0.lowerBound) } == [0, 13])
    }
}
