import Testing
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
}

/// Camel-case parts on bytes, including the early answer for words with one part.
@Suite("Camel-case parts")
struct CamelCasePartsTests {
    @Test(arguments: [
        ("launch", ["launch"]), ("_private", ["private"]), ("_", []), ("a_b", ["a", "b"]), ("iOS13Version", ["i", "os13", "version"]),
        ("URLSession", ["url", "session"]), ("x", ["x"]), ("ABC", ["abc"]), ("snake_Case_x", ["snake", "case", "x"]), ("9lives", ["9lives"]),
    ])
    func partsMatchTheScalarRule(word: String, expected: [String]) {
        let bytes = Array(word.utf8)
        let parts = bytes.withUnsafeBufferPointer { ASCIIWord.camelParts($0) }
        #expect(parts == expected)
        #expect(parts == UnicodeWord.camelParts(Array(word.unicodeScalars)))
    }
}
