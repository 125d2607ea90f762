import Testing
@testable import TriglotLowLevel
@testable import TriglotSite

/// Search terms: Latin words and their camel-case parts, CJK text as overlapping pairs.
@Suite("Search terms")
struct SearchTokenizerTests {
    /// The mask that tells word bytes is the definition: ASCII letters, digits and `_`.
    @Test func wordBytesAreLettersDigitsAndUnderscore() {
        for byte in UInt8.min...UInt8.max {
            let expected = ASCIIWord.isUpper(byte) || ASCIIWord.isLower(byte) || ASCIIWord.isDigit(byte) || byte == UInt8(ascii: "_")
            #expect(ASCIIWord.isWordByte(byte) == expected, "byte \(byte)")
        }
    }

    @Test(arguments: [
        ("启动流程", ["启动", "动流", "流程"]),
        ("アプリの起動", ["アプ", "プリ", "リの", "の起", "起動"]),
        ("启", ["启"]),
        ("起", ["起"]),
        ("启动", ["启动"]),
        ("", []),
        ("  ,.;  ", []),
    ])
    func cjkTextBecomesOverlappingPairs(text: String, expected: [String]) {
        #expect(SearchTokenizer.terms(text) == expected)
    }

    @Test func camelCaseWordsAlsoGiveTheirParts() {
        let delegate = SearchTokenizer.terms("UIApplicationDelegate")
        #expect(delegate == ["uiapplicationdelegate", "ui", "application", "delegate"])
        let method = SearchTokenizer.terms("didFinishLaunchingWithOptions")
        #expect(method == ["didfinishlaunchingwithoptions", "did", "finish", "launching", "with", "options"])
    }

    @Test(arguments: [
        ("application(_:didFinishLaunchingWithOptions:)", ["application", "_", "didfinishlaunchingwithoptions", "did", "finish", "launching", "with", "options"]),
        ("launch", ["launch"]),
        ("URLSession", ["urlsession", "url", "session"]),
        ("iOS 13.0", ["ios", "i", "os", "13", "0"]),
    ])
    func latinWords(text: String, expected: [String]) {
        #expect(SearchTokenizer.terms(text) == expected)
    }

    @Test func mixedScriptsSplitWhereTheScriptChanges() {
        let terms = SearchTokenizer.terms("UIKit的启动和application")
        #expect(terms == ["uikit", "ui", "kit", "的启", "启动", "动和", "application"])
    }

    /// Fullwidth Latin and halfwidth kana are folded (NFKC), so either spelling finds the other.
    @Test func compatibilityFormsAreFolded() {
        #expect(SearchTokenizer.terms("ＵＩＡｐｐｌｉｃａｔｉｏｎ") == SearchTokenizer.terms("UIApplication"))
        #expect(SearchTokenizer.terms("ＵＩＡｐｐｌｉｃａｔｉｏｎ").first == "uiapplication")
        #expect(SearchTokenizer.terms("ｱﾌﾟﾘ") == ["アプ", "プリ"])
        #expect(SearchTokenizer.terms("１２３") == ["123"])
    }

    @Test(arguments: ["中", "あ", "カ", "漢", "\u{20000}", "ｱ"])
    func cjkScalars(character: String) throws {
        #expect(SearchTokenizer.isCJK(try #require(character.unicodeScalars.first)))
    }

    @Test(arguments: ["a", "Z", "1", "é", "한", "。", " "])
    func nonCJKScalars(character: String) throws {
        #expect(!SearchTokenizer.isCJK(try #require(character.unicodeScalars.first)))
    }

    /// Telling kana and ideographs by their first two bytes never calls a character CJK that
    /// `isCJK` does not, and tells all of kana and U+4E00…U+9FFF.
    @Test func commonCJKByTheFirstBytesIsCJK() {
        var told = 0
        for value in UInt32(0x800)...0xFFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let bytes = Array(String(Character(scalar)).utf8)
            guard UTF8Scalars.isCommonCJK(bytes[0], bytes[1]) else { continue }
            #expect(SearchTokenizer.isCJK(scalar), "U+\(String(value, radix: 16))")
            told += 1
        }
        #expect(told == (0x3040...0x30FF).count + (0x4E00...0x9FFF).count)
    }

    /// Pairs of four-byte characters are too long to pack into an integer; next to three-byte
    /// ones they are not. Both kinds are the reference's terms.
    @Test(arguments: ["\u{20000}\u{20001}\u{20002}", "漢\u{20000}字", "\u{20000}か", "か\u{20000}", "\u{20000}", "a\u{20000}b"])
    func pairsOfLongCharactersAreTheReferenceTerms(text: String) {
        #expect(SearchTokenizer.terms(text) == ReferenceTokenizer.terms(text))
    }

    /// Words longer than the scratch space the tokenizer starts with, camel-case or not.
    @Test(arguments: [String(repeating: "abC", count: 150), "X" + String(repeating: "y", count: 400), String(repeating: "a_", count: 200)])
    func longWordsAreTheReferenceTerms(text: String) {
        #expect(SearchTokenizer.terms(text) == ReferenceTokenizer.terms(text))
        #expect(SearchTokenizer.terms(text + " " + text) == ReferenceTokenizer.terms(text + " " + text))
    }
}

/// Camel-case parts on bytes, including the early answer for words with one part.
@Suite("Camel-case parts")
struct CamelCasePartsTests {
    @Test(arguments: [
        ("launch", ["launch"]), ("_private", ["private"]), ("_", []), ("a_b", ["a", "b"]), ("iOS13Version", ["i", "os13", "version"]),
        ("URLSession", ["url", "session"]), ("x", ["x"]), ("ABC", ["abc"]), ("snake_Case_x", ["snake", "case", "x"]), ("9lives", ["9lives"]),
        ("aB", ["a", "b"]), ("ABc", ["a", "bc"]), ("a__b", ["a", "b"]), ("__", []), ("A1B", ["a1", "b"]), ("getURLForKey_x", ["get", "url", "for", "key", "x"]),
        ("x_", ["x"]), ("_A", ["a"]), ("AB_C", ["ab", "c"]),
    ])
    func partsMatchTheScalarRule(word: String, expected: [String]) {
        let bytes = Array(word.utf8)
        let parts = bytes.withUnsafeBufferPointer { ASCIIWord.camelParts($0) }
        #expect(parts == expected)
        #expect(parts == UnicodeWord.camelParts(Array(word.unicodeScalars)))
    }
}
