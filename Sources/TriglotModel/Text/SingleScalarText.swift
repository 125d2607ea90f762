import TriglotMarkup

/// Scalars that are always a Character of their own: next to any other such scalar there is a
/// grapheme break on both sides, and none is canonically equivalent to another sequence. In text
/// made only of them, counting or comparing scalars (or UTF-8 bytes) gives exactly what counting
/// or comparing Characters gives, without grapheme breaking or normalisation, which is what made
/// Character-level scans of prose and diagnostics slow.
public enum SingleScalarText {
    /// ASCII and Latin up to the combining marks (CR left out: CR LF is one Character), general
    /// punctuation without joiners, controls and the en/em quads (equivalent to other spaces),
    /// CJK symbols, kana and ideographs without the combining tone and voicing marks, full-width forms.
    @inlinable
    public static func isSingle(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x300 { return value != 0x0D }
        switch value {
        case 0x2010...0x2027, 0x2030...0x205E, 0x3000...0x3029, 0x3030...0x3098, 0x309B...0x9FFF, 0xFF00...0xFF9D:
            return true
        default:
            return false
        }
    }

    // Inlinable so that callers in other modules get it specialised for their String or
    // Substring: unspecialised, every call goes through the protocol's witness tables.
    @inlinable
    public static func isSingle<S: StringProtocol>(_ text: S) -> Bool {
        if let text = text as? String { return isSingle(utf8: text.utf8.span) }
        if let text = text as? Substring { return isSingle(utf8: text.utf8.span) }
        return text.unicodeScalars.allSatisfy(isSingle)
    }

    /// `isSingle` for every scalar of valid UTF-8, decoded in place (a String's own scalar
    /// iteration costs several times more, and every paragraph of every check asks).
    public static func isSingle(utf8 bytes: Span<UInt8>) -> Bool {
        var index = 0
        let count = bytes.count
        while index < count {
            let lead = bytes[index]
            // Ideographs first: leads E4…E9 give U+4000…U+9FFF whatever follows, all single, and
            // Chinese and Japanese prose is mostly these. One test of the lead passes each.
            if lead &- 0xE4 <= 0xE9 - 0xE4, index + 2 < count {
                index += 3
                continue
            }
            if lead < 0x80 {
                if lead == 0x0D { return false }
                index += 1
            } else if lead < 0xE0 {
                // Two bytes hold U+0080…U+07FF; below U+0300 means a lead byte up to 0xCB.
                if lead > 0xCB { return false }
                index += 2
            } else if lead < 0xF0, index + 2 < count {
                let value = UInt32(lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F)
                // Surrogate values, which are no scalar, are outside every single range.
                guard isSingleThreeByteValue(value) else { return false }
                index += 3
            } else {
                return false
            }
        }
        return true
    }

    /// `isSingle(_:)` for the value of a three-byte sequence, without making a scalar of it first.
    @inline(__always)
    static func isSingleThreeByteValue(_ value: UInt32) -> Bool {
        switch value {
        case 0..<0x300:
            return value != 0x0D
        case 0x2010...0x2027, 0x2030...0x205E, 0x3000...0x3029, 0x3030...0x3098, 0x309B...0x9FFF, 0xFF00...0xFF9D:
            return true
        default:
            return false
        }
    }

    /// `SourceText.characterColumn(of:)`, counting scalars instead of Characters where every
    /// scalar before the column is one Character. Diagnostics print this for every finding.
    public static func characterColumn(of location: SourceLocation, in source: SourceText) -> Int {
        let line = source.lineBytes(location.line)
        let prefix = line.prefix(min(max(location.column - 1, 0), line.count))
        if let count = singleScalarCount(prefix.span) { return count + 1 }
        return String(decoding: prefix, as: UTF8.self).count + 1
    }

    /// How many scalars the bytes hold when they are well-formed UTF-8 of single scalars only;
    /// nil otherwise (an invalid or cut sequence decodes to U+FFFD, which is not single).
    static func singleScalarCount(_ bytes: Span<UInt8>) -> Int? {
        var index = 0
        var count = 0
        let end = bytes.count
        while index < end {
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
            } else if lead >= 0xC2, lead <= 0xCB {
                // U+0080…U+02FF: all single.
                guard index + 1 < end, bytes[index + 1] & 0xC0 == 0x80 else { return nil }
                index += 2
            } else if (lead >= 0xE2 && lead <= 0xE9) || lead == 0xEF {
                // No overlong or surrogate forms start with these leads.
                guard index + 2 < end, bytes[index + 1] & 0xC0 == 0x80, bytes[index + 2] & 0xC0 == 0x80 else { return nil }
                // Leads E4…E9 are U+4000…U+9FFF: ideographs, all single.
                if lead < 0xE4 || lead > 0xE9 {
                    let value = UInt32(lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F)
                    guard let scalar = Unicode.Scalar(value), isSingle(scalar) else { return nil }
                }
                index += 3
            } else {
                return nil
            }
            count += 1
        }
        return count
    }
}
