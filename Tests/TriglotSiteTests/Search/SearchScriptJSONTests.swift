import Testing
@testable import TriglotSite

/// The pieces of the script: numbers, and terms written without a String.
@Suite("Search script JSON")
struct SearchScriptJSONTests {
    @Test(arguments: [0, 1, 9, 10, 11, 99, 100, 101, 1_000, 12_345, 1_000_000, Int(Int32.max)])
    func decimals(value: Int) {
        var json: [UInt8] = []
        SearchScriptJSON.appendDecimal(value, to: &json)
        #expect(String(decoding: json, as: UTF8.self) == String(value))
    }

    /// A term writes as the same JSON string as its text, whether short or long, and whether or
    /// not it holds a byte that needs an escape (terms never do, but the writer must not care).
    @Test(arguments: ["", "launch", "启动", "a<b", "\"", "a\u{2028}", "\u{2029}", "ab\\cdef", "a<b>c&d\"e", "didfinishlaunching", "ⅻ", "\u{1}"])
    func aTermIsWrittenAsItsText(text: String) {
        var bytes = text
        var json: [UInt8] = []
        bytes.withUTF8 { SearchScriptJSON.appendString(Term($0), to: &json) }
        #expect(String(decoding: json, as: UTF8.self) == SearchScriptJSON.jsonString(text))
        #expect(SearchScriptJSON.jsonString(text) == ReferenceSearchScript.jsonString(text))
    }

    /// The shortcut for Chinese and Japanese punctuation agrees with the Unicode properties.
    @Test func commonPunctuationIsNeverPartOfAWord() {
        let scalars = (0x2000...0xFFFF).compactMap(Unicode.Scalar.init).filter { SearchTokenizer.isCommonPunctuation($0.value) }
        #expect(scalars.count > 70)
        for scalar in scalars {
            #expect(!scalar.properties.isAlphabetic && scalar.properties.numericType == nil && !SearchTokenizer.isCJK(scalar), "U+\(String(scalar.value, radix: 16))")
        }
    }
}

extension SearchScriptJSONTests {
    @Test(arguments: [[], [0], [0, 1, 2], [7, 10, 99, 100, 12_345, Int32.max]] as [[Int32]])
    func arraysOfNumbers(numbers: [Int32]) {
        var json = Array("x".utf8)
        SearchScriptJSON.appendArray(numbers[...], to: &json)
        #expect(String(decoding: json, as: UTF8.self) == "x[" + numbers.map(String.init).joined(separator: ",") + "]")
        // A slice that does not start at zero.
        var fromSlice: [UInt8] = []
        SearchScriptJSON.appendArray(([5] + numbers).dropFirst(), to: &fromSlice)
        #expect(fromSlice == Array(json.dropFirst()))
    }
}
