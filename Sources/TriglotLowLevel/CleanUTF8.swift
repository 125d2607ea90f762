/// Whether UTF-8 is clean: well-formed, with no NUL and no bidirectional control (U+061C,
/// U+200E/F, U+202A…U+202E, U+2066…U+2069). Every page is read through here, and nearly every
/// page is clean: proving that checks structure only and decodes no scalar, eight ASCII bytes
/// at a time, and finds the line starts in the same pass. `CleanUTF8.Plain` says the same in
/// ordinary Swift, and the tests hold the two to each other.
public enum CleanUTF8 {
    /// Whether the bytes are clean.
    public static func isClean(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer(isClean)
    }

    /// The offsets where lines start (after LF, CR, or CR LF; 0 first) when the bytes are
    /// clean, found in the same pass; nil when they are not.
    public static func lineStarts(_ bytes: [UInt8]) -> [Int]? {
        bytes.withUnsafeBufferPointer(cleanLineStarts)
    }

    /// Whether the full scan would find nothing: well-formed UTF-8 (Unicode table 3-7) without NUL or bidirectional controls. It only checks structure and
    /// decodes no scalar: the bidi controls are recognised by their fixed byte patterns.
    static func isClean(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = bytes.count
        let raw = UnsafeRawBufferPointer(bytes)
        var index = 0
        while index < count {
            let lead = bytes[index]
            if lead < 0x80 {
                if lead == 0 { return false }
                index += 1
                // A run of ASCII: skip eight bytes at a time while none is NUL or non-ASCII
                // (the same test as the full scan's).
                while index + 8 <= count {
                    let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                    guard !ByteScan.hasNonASCII(word), ByteScan.zeroBytes(word) == 0 else { break }
                    index += 8
                }
                continue
            }
            guard let length = cleanNonASCIILength(bytes, at: index) else { return false }
            index += length
        }
        return true
    }

    /// `isClean`, and in the same pass the line starts `SourceText(bytes:)` finds: nil when the
    /// bytes are not clean (the caller then indexes the lines the usual way). Every page is read
    /// here, and nearly every page is clean: one pass over its bytes instead of two.
    static func cleanLineStarts(_ bytes: UnsafeBufferPointer<UInt8>) -> [Int]? {
        var starts = [0]
        let count = bytes.count
        guard let base = bytes.baseAddress else { return starts }
        let ones = ByteScan.ones
        let highs = ByteScan.highs
        var index = 0
        while index < count {
            let lead = bytes[index]
            if lead < 0x80 {
                // Line ends, NUL and the other controls up to CR are all at or below 0x0D.
                if lead <= 0x0D {
                    if lead == 0x0A {
                        starts.append(index + 1)
                    } else if lead == 0x0D {
                        // A lone CR ends a line too (cmark does the same); CRLF counts once.
                        if index + 1 < count, bytes[index + 1] == 0x0A { index += 1 }
                        starts.append(index + 1)
                    } else if lead == 0 {
                        return nil
                    }
                }
                index += 1
                // A run of ASCII: eight bytes at a time while none is non-ASCII or below 0x0E.
                while count - index >= 8 {
                    let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
                    let low = ~((word | highs) &- 0x0E &* ones) & ~word & highs
                    guard (word & highs) | low == 0 else { break }
                    index += 8
                }
                continue
            }
            // As in `isClean`: no byte of a well-formed sequence is a line end.
            guard let length = cleanNonASCIILength(bytes, at: index) else { return nil }
            index += length
            if length == 3 { index = skipCommonThreeByteRun(base, count: count, from: index) }
        }
        return starts
    }

    /// Past a run of the three-byte characters `cleanNonASCIILength` accepts first (lead E3…EF
    /// but ED, two continuation bytes), two characters per eight-byte word: Chinese and
    /// Japanese text is mostly such runs. Stops before any pair it cannot accept whole, for the
    /// caller's loop to read a character at a time.
    @inline(__always)
    private static func skipCommonThreeByteRun(_ base: UnsafePointer<UInt8>, count: Int, from start: Int) -> Int {
        // Bytes 1, 2, 4 and 5 of the word (little-endian) must be 10xxxxxx.
        let continuationMask: UInt64 = 0x0000_C0C0_00C0_C000
        let continuationBits: UInt64 = 0x0000_8080_0080_8000
        var index = start
        while count - index >= 8 {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
            guard word & continuationMask == continuationBits else { break }
            let first = UInt8(truncatingIfNeeded: word)
            let second = UInt8(truncatingIfNeeded: word >> 24)
            guard first &- 0xE3 <= 0x0C, first != 0xED, second &- 0xE3 <= 0x0C, second != 0xED else { break }
            index += 6
        }
        return index
    }

    /// The length of the clean sequence at `index`, whose lead byte is not ASCII, else nil.
    @inline(__always)
    private static func cleanNonASCIILength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
        // Most non-ASCII text is three-byte characters (CJK, kana, full-width forms) whose
        // lead allows any continuation byte; E2 (general punctuation) holds bidi controls.
        let lead = bytes[index]
        if (0xE3...0xEF).contains(lead), lead != 0xED, index + 2 < bytes.count,
           bytes[index + 1] & 0xC0 == 0x80, bytes[index + 2] & 0xC0 == 0x80 {
            return 3
        }
        return cleanSequenceLength(bytes, at: index)
    }

    /// The length of the well-formed sequence at `index` that is no bidi control, else nil.
    /// The allowed range of the second byte depends on the lead (Unicode table 3-7); every
    /// later byte is a plain continuation byte 0x80…0xBF.
    private static func cleanSequenceLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
        let lead = bytes[index]
        let length: Int
        var secondLow: UInt8 = 0x80
        var secondHigh: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; secondLow = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; secondHigh = 0x9F
        case 0xF0: length = 4; secondLow = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; secondHigh = 0x8F
        default: return nil
        }
        guard index + length <= bytes.count else { return nil }
        let second = bytes[index + 1]
        guard second >= secondLow, second <= secondHigh else { return nil }
        if length >= 3, bytes[index + 2] & 0xC0 != 0x80 { return nil }
        if length == 4, bytes[index + 3] & 0xC0 != 0x80 { return nil }
        if isBidiControl(lead: lead, second: second, third: length == 3 ? bytes[index + 2] : 0) { return nil }
        return length
    }

    /// `isBidiControl` for an encoded scalar: U+061C is D8 9C, U+200E/F are E2 80 8E/8F,
    /// U+202A…U+202E are E2 80 AA…AE, and U+2066…U+2069 are E2 81 A6…A9.
    private static func isBidiControl(lead: UInt8, second: UInt8, third: UInt8) -> Bool {
        switch (lead, second) {
        case (0xD8, 0x9C): return true
        case (0xE2, 0x80): return third == 0x8E || third == 0x8F || (0xAA...0xAE).contains(third)
        case (0xE2, 0x81): return (0xA6...0xA9).contains(third)
        default: return false
        }
    }

}
