/// Scans that pass over long stretches of bytes they have no use for (a line's text on the way
/// to its end, letters on the way to punctuation) look at eight bytes at a time.
public enum ByteWords {
    /// The first index from `index` on where the byte is below `limit` (at most 0x80), found
    /// eight bytes at a time; where fewer than eight bytes are left, the index of the first of
    /// them, for the caller's own byte-by-byte loop to go on from. Never more than `bytes.count`.
    @inlinable
    public static func skip(whileNotBelow limit: UInt8, from index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = bytes.baseAddress else { return index }
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let below = UInt64(limit) &* ones
        var index = index
        while bytes.count - index >= 8 {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
            // The high bits set in `low` are exactly those of the bytes below `limit`: with every
            // high bit set first, no subtraction borrows from the next byte.
            let low = ~((word | highs) &- below) & ~word & highs
            if low != 0 { return index + low.trailingZeroBitCount >> 3 }
            index += 8
        }
        return index
    }
}
