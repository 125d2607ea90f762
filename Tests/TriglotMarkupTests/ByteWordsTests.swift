import Testing
import TriglotMarkup

/// The eight-bytes-at-a-time skip stops exactly where a byte-by-byte look at each whole word
/// would: on the first byte below the limit, or at the start of the last few bytes.
@Suite("Skipping bytes a word at a time")
struct ByteWordsTests {
    static func plainSkip(whileNotBelow limit: UInt8, from start: Int, in bytes: [UInt8]) -> Int {
        var index = start
        while bytes.count - index >= 8 {
            if let low = bytes[index..<(index + 8)].firstIndex(where: { $0 < limit }) { return low }
            index += 8
        }
        return index
    }

    @Test(arguments: [0x01, 0x0E, 0x60, 0x80] as [UInt8])
    func stopsWhereAPlainScanStops(limit: UInt8) {
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next() -> UInt64 {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return state
        }
        for _ in 0..<500 {
            let count = Int(next() % 40)
            // Mostly bytes at or above the limit, now and then one below: the shape of real text.
            let bytes = (0..<count).map { _ -> UInt8 in
                let roll = next()
                return roll % 7 == 0 ? UInt8(truncatingIfNeeded: roll >> 8) : UInt8(truncatingIfNeeded: max(UInt64(limit), (roll >> 8) % 256))
            }
            for start in 0...count {
                let skipped = bytes.withUnsafeBufferPointer { ByteWords.skip(whileNotBelow: limit, from: start, in: $0) }
                #expect(skipped == Self.plainSkip(whileNotBelow: limit, from: start, in: bytes), "\(bytes) from \(start)")
            }
        }
    }
}
