import TriglotTestSupport

/// Inputs for the differential tests: every scan is held to its plain version on edge cases
/// (empty, lengths around one and two words, multibyte UTF-8 cut at word boundaries, invalid
/// UTF-8) and on random bytes from a seeded generator, so a failure reproduces.
enum ByteSamples {
    static let edgeCases: [[UInt8]] = {
        var cases: [[UInt8]] = [[]]
        for length in [1, 7, 8, 9, 15, 16, 17] {
            cases.append(Array(repeating: UInt8(ascii: "a"), count: length))
            // The special byte last, first, and at a word's edge.
            for special in [0x0D, 0x0A, 0x26, 0x3C, 0x22, 0x27, 0x2A, 0x80, 0xE3, 0xFF, 0x00] as [UInt8] {
                var last = Array(repeating: UInt8(ascii: "a"), count: length)
                last[length - 1] = special
                cases.append(last)
                var first = last
                first.swapAt(0, length - 1)
                cases.append(first)
            }
        }
        // Multibyte scalars split across the eighth byte, at word boundaries.
        for prefix in 5...9 {
            let text = String(repeating: "x", count: prefix) + "日本語 の テキスト、です。 **強調** \u{FF01}"
            cases.append(Array(text.utf8))
        }
        // Invalid UTF-8: a lone continuation, a cut sequence, an overlong form, a surrogate.
        cases.append([0x61, 0x80, 0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67])
        cases.append(Array("abcdefg".utf8) + [0xE3, 0x81])
        cases.append([0xC0, 0xAF] + Array("0123456789".utf8))
        cases.append([0xED, 0xA0, 0x80] + Array("0123456789abcdef".utf8))
        return cases
    }()

    /// Mostly ASCII letters, now and then a special byte or a multibyte scalar: the shape of text.
    static func random(count: Int, seed: UInt64) -> [[UInt8]] {
        var generator = SplitMix64(seed: seed)
        let specials: [UInt8] = [0x0D, 0x0A, 0x26, 0x3C, 0x3E, 0x22, 0x27, 0x2A, 0x2A, 0x00, 0x7F]
        return (0..<count).map { _ in
            let length = Int(generator.next() % 70)
            var bytes: [UInt8] = []
            while bytes.count < length {
                switch generator.next() % 12 {
                case 0: bytes.append(specials[Int(generator.next() % UInt64(specials.count))])
                case 1: bytes += Array("語".utf8)
                case 2: bytes.append(UInt8(truncatingIfNeeded: generator.next()))
                default: bytes.append(UInt8(ascii: "a") + UInt8(generator.next() % 26))
                }
            }
            return bytes
        }
    }

    static let all: [[UInt8]] = edgeCases + random(count: 400, seed: 0x2545_F491_4F6C_DD1D)
}
