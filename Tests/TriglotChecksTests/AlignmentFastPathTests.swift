import Testing
@testable import TriglotChecks
import TriglotTestSupport

/// The pairing's shortcuts must answer as the rules they stand for.
@Suite("Leaf measuring shortcuts agree with the reference rules")
struct AlignmentFastPathTests {
    /// Every BMP scalar: the kana and ideograph ranges answer as Unicode's tables do.
    @Test func letterOrNumberAsTheTablesSay() {
        for value in UInt32(0x80) ... 0xFFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let expected = scalar.properties.isAlphabetic || scalar.properties.numericType != nil
            #expect(LeafBlock.isLetterOrNumber(scalar) == expected, "U+\(String(value, radix: 16))")
        }
    }

    static let pieces = [
        "one", "ONE", "One", "two", "three", "twelve", "thousand", "Thousands", "million", "millions", "once", "twice", "half",
        "first", "second", "thirdly", "tenth", "zero", "dozen", "both", "single", "one1", "1one", "on", "eighteen", "onethousand",
        "一", "二十三", "十二", "三つ", "第三", "百", "千万", "两", "半", "〇", "零", "单", "唯", "3", "42", "3rd", "２", "é", "é",
        " ", ",", ".", "-", "_", "'", "。", "、", "\u{301}", "👍🏽", "ｏｎｅ", "İ", "K", "ß",
        "September", "september", "SEPTEMBER", "Septembers", "Septembe", "November", "May", "may", "Sept", "Dec", "december", "Marches",
    ]

    /// Random texts from number words, numerals and their look-alikes, glued and apart.
    @Test(arguments: [1, 2, 3] as [UInt64])
    func wordNumbersAsTheReference(seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        for _ in 0..<3_000 {
            let text = (0..<Int.random(in: 0...10, using: &generator)).map { _ in
                Self.pieces.randomElement(using: &generator)! + (Bool.random(using: &generator) ? " " : "")
            }.joined()
            #expect(NumberForms.wordNumbers(in: text) == NumberForms.characterLevelWordNumbers(in: text), "\(text)")
        }
    }

    /// `wordNumbers` finds numerals in a table by scalar value, and digits are read only where a
    /// digit byte or a full-width lead byte is.
    @Test func numeralsAndDigitsWhereTheShortcutsLook() {
        for value in UInt32(0) ... 0x10FFFF where value < NumberForms.cjkNumeralTable.count || NumberForms.cjkDigits[value] != nil {
            let entry = NumberForms.cjkNumeralTable[Int(value)]
            #expect((entry >= 0 ? Int(entry) : nil) == NumberForms.cjkDigits[value], "U+\(String(value, radix: 16))")
        }
        #expect(NumberForms("１,０００ 个").digits == ["1000"])
        #expect(NumberForms("v3 and 3rd").words == ["3"])
        #expect(NumberForms("no digits at all, one word").digits.isEmpty)
        #expect(NumberForms("no digits at all, one word").words == ["1"])
    }
}
