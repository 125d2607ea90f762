#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Scans over UTF-8 bytes that look at eight bytes at a time (one 64-bit word): text is nearly
/// all ASCII and nearly free of what the scans look for, so most words are passed over whole.
/// Each scan has its plain version in `ByteScan.Plain`, which the tests hold it to.
///
/// The word tricks: with `ones` = 0x01 in every byte and `highs` = 0x80 in every byte,
/// `(word &- ones) & ~word & highs` is non-zero exactly when some byte of `word` is zero (only a
/// zero byte both borrows and had its high bit clear), and `word & highs` is non-zero exactly
/// when some byte is not ASCII.
public enum ByteScan {
    /// 0x01 in every byte, and 0x80 in every byte.
    @inlinable public static var ones: UInt64 { 0x0101_0101_0101_0101 }
    @inlinable public static var highs: UInt64 { 0x8080_8080_8080_8080 }

    /// The high bit of each byte of `word` that is zero; 0 when none is.
    @inlinable
    public static func zeroBytes(_ word: UInt64) -> UInt64 {
        (word &- ones) & ~word & highs
    }

    /// Whether some byte of `word` is not ASCII.
    @inlinable
    public static func hasNonASCII(_ word: UInt64) -> Bool {
        word & highs != 0
    }

    /// Whether all eight bytes of `word` are printable ASCII: none has its high bit set, none is
    /// below 0x20 (subtracting 0x20 from it borrows) and none is DEL.
    @inlinable
    public static func isPrintableASCII(_ word: UInt64) -> Bool {
        let delete = word ^ 0x7F7F_7F7F_7F7F_7F7F
        return (word | (word &- 0x2020_2020_2020_2020) | zeroBytes(delete)) & highs == 0
    }

    /// The high bit of each byte of `word` equal to `byte`; 0 when none is.
    @inlinable
    public static func bytes(_ byte: UInt8, in word: UInt64) -> UInt64 {
        zeroBytes(word ^ (ones &* UInt64(byte)))
    }

    /// Whether every byte is ASCII.
    public static func isASCII(_ bytes: ArraySlice<UInt8>) -> Bool {
        bytes.withUnsafeBufferPointer { firstNonASCII(in: $0, from: 0) == $0.count }
    }

    public static func isASCII(_ bytes: [UInt8]) -> Bool {
        isASCII(bytes[...])
    }

    public static func isASCII(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { firstNonASCII(in: $0, from: 0) == $0.count }
            ?? Plain.isASCII(Array(text.utf8)[...])
    }

    /// Whether every byte is ASCII and none is a carriage return.
    public static func isASCIIWithoutCR(_ bytes: ArraySlice<UInt8>) -> Bool {
        bytes.withUnsafeBufferPointer { isASCIIWithoutCR($0[...]) }
    }

    static func isASCIIWithoutCR(_ buffer: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        UnsafeBufferPointer(rebasing: buffer).withMemoryRebound(to: UInt8.self) { buffer in
            guard let base = buffer.baseAddress else { return true }
            var index = 0
            while buffer.count - index >= 8 {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                if word & highs != 0 || Self.bytes(0x0D, in: word) != 0 { return false }
                index += 8
            }
            return buffer[index...].allSatisfy { $0 < 0x80 && $0 != 0x0D }
        }
    }

    public static func isASCIIWithoutCR(_ bytes: Span<UInt8>) -> Bool {
        bytes.withUnsafeBufferPointer { isASCIIWithoutCR($0[...]) }
    }

    public static func isASCIIWithoutCR(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { isASCIIWithoutCR($0[...]) }
            ?? Plain.isASCIIWithoutCR(Array(text.utf8)[...])
    }

    /// The first index from `start` on whose byte is below `limit` (at most 0x80), or
    /// `bytes.endIndex`.
    public static func firstIndex(below limit: UInt8, in bytes: [UInt8], from start: Int) -> Int {
        bytes.withUnsafeBufferPointer { buffer in
            var index = skip(whileNotBelow: limit, from: start, in: buffer)
            while index < buffer.count, buffer[index] >= limit { index += 1 }
            return index
        }
    }

    /// The first index of `byte` from `start` on, or nil (`memchr`, which reads a vector at a time).
    public static func firstIndex(of byte: UInt8, in bytes: [UInt8], from start: Int) -> Int? {
        precondition(start >= 0 && start <= bytes.count)
        return bytes.withUnsafeBufferPointer { buffer -> Int? in
            guard let base = buffer.baseAddress, start < buffer.count,
                  let found = memchr(base + start, Int32(byte), buffer.count - start) else { return nil }
            return UnsafeRawPointer(found) - UnsafeRawPointer(base)
        }
    }

    /// The byte ranges of the runs of `byte` at least `minimum` long (`memchr` to each run).
    public static func runs(of byte: UInt8, atLeast minimum: Int, in bytes: [UInt8]) -> [Range<Int>] {
        bytes.withUnsafeBufferPointer { runs(of: byte, atLeast: minimum, in: $0) }
    }

    public static func runs(of byte: UInt8, atLeast minimum: Int, in text: String) -> [Range<Int>] {
        text.utf8.withContiguousStorageIfAvailable { runs(of: byte, atLeast: minimum, in: $0) }
            ?? Plain.runs(of: byte, atLeast: minimum, in: Array(text.utf8))
    }

    static func runs(of byte: UInt8, atLeast minimum: Int, in bytes: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        var runs: [Range<Int>] = []
        guard let base = bytes.baseAddress else { return runs }
        var index = 0
        while index < bytes.count {
            guard let found = memchr(base + index, Int32(byte), bytes.count - index) else { break }
            let start = UnsafeRawPointer(found) - UnsafeRawPointer(base)
            index = start
            while index < bytes.count, bytes[index] == byte { index += 1 }
            if index - start >= minimum { runs.append(start..<index) }
        }
        return runs
    }

    /// Feeds the text's UTF-8 bytes to `hasher` as one block: for text where byte equality is
    /// String equality, without the normalisation String's own hash goes through.
    public static func hashUTF8(of text: String, into hasher: inout Hasher) {
        var text = text
        text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }

    public static func firstIndex(of byte: UInt8, in bytes: Span<UInt8>, from start: Int) -> Int? {
        precondition(start >= 0 && start <= bytes.count)
        return bytes.withUnsafeBufferPointer { buffer -> Int? in
            guard let base = buffer.baseAddress, start < buffer.count,
                  let found = memchr(base + start, Int32(byte), buffer.count - start) else { return nil }
            return UnsafeRawPointer(found) - UnsafeRawPointer(base)
        }
    }

    /// Whether the two runs of bytes are equal (`memcmp`).
    public static func equal(_ first: ArraySlice<UInt8>, _ second: ArraySlice<UInt8>) -> Bool {
        guard first.count == second.count else { return false }
        return first.withUnsafeBytes { first in
            second.withUnsafeBytes { second in
                first.isEmpty || memcmp(first.baseAddress!, second.baseAddress!, first.count) == 0
            }
        }
    }

    /// Whether any byte is one of `&<>"'`, the bytes HTML escaping replaces.
    public static func containsHTMLSpecial(_ bytes: ArraySlice<UInt8>) -> Bool {
        bytes.withUnsafeBufferPointer(containsHTMLSpecial)
    }

    public static func containsHTMLSpecial(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable(containsHTMLSpecial)
            ?? text.utf8.contains(where: Plain.isHTMLSpecial)
    }

    static func containsHTMLSpecial(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        var index = 0
        while bytes.count - index >= 8 {
            let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            if (Self.bytes(0x26, in: word) | Self.bytes(0x3C, in: word) | Self.bytes(0x3E, in: word)
                | Self.bytes(0x22, in: word) | Self.bytes(0x27, in: word)) != 0 { return true }
            index += 8
        }
        return bytes[index...].contains(where: Plain.isHTMLSpecial)
    }

    /// The first index from `index` on where the byte is not ASCII, or `bytes.count`.
    static func firstNonASCII(in bytes: UnsafeBufferPointer<UInt8>, from index: Int) -> Int {
        guard let base = bytes.baseAddress else { return index }
        var index = index
        while bytes.count - index >= 8 {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
            let high = word & highs
            if high != 0 { return index + high.trailingZeroBitCount >> 3 }
            index += 8
        }
        while index < bytes.count, bytes[index] < 0x80 { index += 1 }
        return index
    }

    /// The first index from `index` on where the byte is below `limit` (at most 0x80), found
    /// eight bytes at a time; where fewer than eight bytes are left, the index of the first of
    /// them. Never more than `bytes.count`.
    static func skip(whileNotBelow limit: UInt8, from index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = bytes.baseAddress else { return index }
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
