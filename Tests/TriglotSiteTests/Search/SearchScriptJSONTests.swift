import Testing
@testable import TriglotLowLevel
@testable import TriglotSite

/// The pieces of the script: numbers, and terms written without a String.
@Suite("Search script JSON")
struct SearchScriptJSONTests {
    static let numbers: [Int32] = [0, 1, 9, 10, 11, 99, 100, 101, 1_000, 12_345, 999_999_999, 1_000_000_000, Int32.max]

    /// Numbers, terms short and long, and terms that need escapes, written one after another
    /// by the terms' writer, read as the reference writes them.
    @Test func theTermsWriterWritesAsTheReference() {
        let terms = ["launch", "启动", "a<b", "didfinishlaunching", "\"", "x\u{2028}", "", "averylongterm<with>escapes", "长长的词语"]
        var expected = ""
        let written = [UInt8](unsafeUninitializedCapacity: 1024) { buffer, count in
            var writer = TermsJSON.Writer(base: buffer.baseAddress!)
            for (index, text) in terms.enumerated() {
                var bytes = text
                bytes.withUTF8 { writer.string(Term($0)) }
                writer.decimal(Self.numbers[index])
                expected += ReferenceSearchScript.jsonString(text) + String(Self.numbers[index])
            }
            for number in Self.numbers {
                writer.decimal(number)
                expected += String(number)
            }
            count = writer.count
        }
        #expect(String(decoding: written, as: UTF8.self) == expected)
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
    /// Document numbers copied from the table written beforehand, and past its end worked out,
    /// read as the number, then `,` and the number.
    @Test(arguments: [0, 1, 10, 101, 12_345])
    func numbersAfterACommaAreTheirDigits(documentCount: Int) {
        let numbers = TermsJSON.DocumentNumbers(count: documentCount)
        let written = (0..<(documentCount + 20)).map(Int32.init) + [999_999, 1_000_000, Int32.max]
        let bytes = [UInt8](unsafeUninitializedCapacity: 24 * written.count + 8) { buffer, count in
            var writer = TermsJSON.Writer(base: buffer.baseAddress!)
            for number in written {
                writer.number(number, from: numbers)
                writer.commaAndNumber(number, from: numbers)
            }
            count = writer.count
        }
        #expect(String(decoding: bytes, as: UTF8.self) == written.map { "\($0),\($0)" }.joined())
    }

    /// The eight-bytes-at-once test of a short term agrees with asking byte by byte, for every
    /// byte value at every place of every length, next to plain letters and to CJK bytes.
    @Test(arguments: 1...Term.maximumShortLength)
    func shortTermsNeedAnEscapeWhereOneOfTheirBytesDoes(length: Int) {
        for filler: UInt8 in [UInt8(ascii: "x"), 0xE5, 0x21] {
            for place in 0..<length {
                for byte in UInt8.min...UInt8.max {
                    var bytes = [UInt8](repeating: filler, count: length)
                    bytes[place] = byte
                    let packed = bytes.withUnsafeBufferPointer { UInt64(length) << 56 | Term.pack($0) }
                    let expected = bytes.contains(where: SearchScriptJSON.mayNeedEscape)
                    #expect(TermsJSON.Writer.mayNeedEscape(packed) == expected, "byte \(byte) at \(place) of \(length)")
                }
            }
        }
        #expect(!TermsJSON.Writer.mayNeedEscape(0))
    }
}
