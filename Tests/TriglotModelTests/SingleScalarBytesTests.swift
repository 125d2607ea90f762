import Testing
@testable import TriglotModel

/// `SingleScalarText.isSingle(utf8:)` passes ideographs before anything else: it must answer as
/// the word-first loop it replaced, and as the scalar-by-scalar definition, for every scalar in
/// every surrounding (ASCII runs long enough for the word loop, ideographs, kana, the end).
@Suite("Single-scalar bytes answer as before")
struct SingleScalarBytesTests {
    /// `isSingle(utf8:)` as it was before ideographs were passed first: a word test at every
    /// position, then the lead byte.
    static func referenceIsSingle(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        let count = bytes.count
        guard let base = bytes.baseAddress else { return true }
        while index < count {
            // Eight ASCII bytes at a time: English prose is nearly all ASCII. A word with no
            // high bit set and no byte equal to CR is eight single scalars.
            if count - index >= 8 {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                if word & 0x8080_8080_8080_8080 == 0 {
                    let crBytes = word ^ 0x0D0D_0D0D_0D0D_0D0D
                    if (crBytes &- 0x0101_0101_0101_0101) & ~crBytes & 0x8080_8080_8080_8080 != 0 { return false }
                    index += 8
                    continue
                }
            }
            let lead = bytes[index]
            if lead < 0x80 {
                if lead == 0x0D { return false }
                index += 1
            } else if lead < 0xE0 {
                // Two bytes hold U+0080…U+07FF; below U+0300 means a lead byte up to 0xCB.
                if lead > 0xCB { return false }
                index += 2
            } else if lead < 0xF0, index + 2 < count {
                // Leads E4…E9 give U+4000…U+9FFF whatever follows: ideographs, all single.
                if lead < 0xE4 || lead > 0xE9 {
                    let value = UInt32(lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F)
                    // Surrogate values, which are no scalar, are outside every single range.
                    guard SingleScalarText.isSingleThreeByteValue(value) else { return false }
                }
                index += 3
            } else {
                return false
            }
        }
        return true
    }

    static func answers(_ text: String) -> (Bool, Bool, Bool) {
        var text = text
        return text.withUTF8 { bytes in
            (SingleScalarText.isSingle(utf8: bytes), referenceIsSingle(utf8: bytes),
             String(decoding: bytes, as: UTF8.self).unicodeScalars.allSatisfy(SingleScalarText.isSingle))
        }
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
            let (new, old, definition) = Self.answers(text)
            if new != old || new != definition {
                Issue.record("U+\(String(scalar.value, radix: 16)) in \(before.debugDescription)…\(after.debugDescription): \(new) \(old) \(definition)")
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
            let (new, old, definition) = Self.answers(text)
            #expect(new == old && new == definition, "\(text.debugDescription)")
        }
    }
}
