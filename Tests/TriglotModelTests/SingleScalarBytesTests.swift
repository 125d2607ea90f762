import Testing
@testable import TriglotModel

/// `SingleScalarText.isSingle(utf8:)` walks the bytes (ideographs first, ASCII a word at a
/// time): it must answer as the scalar-by-scalar definition for every scalar in every
/// surrounding (ASCII runs long enough for the word loop, ideographs, kana, the end).
@Suite("Single-scalar bytes answer as before")
struct SingleScalarBytesTests {
    /// The byte walk's answer, and the scalar-by-scalar definition's.
    static func answers(_ text: String) -> (Bool, Bool) {
        (SingleScalarText.isSingle(utf8: text.utf8.span), text.unicodeScalars.allSatisfy(SingleScalarText.isSingle))
    }

    static let surroundings: [(String, String)] = [
        ("", ""), ("中文", ""), ("", "日本"), ("abcdefghij", "klmnopqrstu"), ("漢字かな", "abcdefghi"),
        ("abc", "中"), ("、。", "「」"), ("ａ", "\u{3000}"), ("\n", "x"),
    ]

    /// Every scalar of the first three planes' interesting blocks and a spread of the rest.
    static let scalars: [Unicode.Scalar] = {
        var values = Array(0..<0x3_0000 as Range<UInt32>).filter { $0 < 0xD800 || $0 > 0xDFFF }
        values = values.filter { $0 < 0x1_0000 || $0 % 97 == 0 }
        values += [0x1_F600, 0x10_FFFF, 0xE_0001]
        return values.compactMap(Unicode.Scalar.init)
    }()

    @Test(arguments: 0..<surroundings.count)
    func everyScalarInEverySurrounding(surrounding: Int) {
        let (before, after) = Self.surroundings[surrounding]
        for scalar in Self.scalars {
            let text = before + String(Character(scalar)) + after
            let (bytes, definition) = Self.answers(text)
            if bytes != definition {
                Issue.record("U+\(String(scalar.value, radix: 16)) in \(before.debugDescription)…\(after.debugDescription): \(bytes) \(definition)")
                return
            }
        }
    }

    /// CR at every position of a long ASCII run, and runs of every length, through the word loop.
    @Test(arguments: 0..<24)
    func carriageReturnsAndRunLengths(position: Int) {
        var run = Array(String(repeating: "abcdefgh", count: 3).utf8)
        let prefix = String(decoding: run.prefix(position), as: UTF8.self)
        run[position] = 0x0D
        for text in [String(decoding: run, as: UTF8.self), "中" + prefix, prefix + "中", "中" + String(decoding: run, as: UTF8.self)] {
            let (bytes, definition) = Self.answers(text)
            #expect(bytes == definition, "\(text.debugDescription)")
        }
    }
}
