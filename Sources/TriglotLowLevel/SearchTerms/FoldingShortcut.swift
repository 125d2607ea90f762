/// Search text is NFKC-folded before it is split into terms (so `ＵＩ` finds `UI` and `ｱﾌﾟﾘ` finds
/// `アプリ`), and Foundation's folding on Linux costs more than the rest of the index put
/// together. Almost all documentation text (ASCII, CJK ideographs, kana and CJK punctuation)
/// gives the same terms folded or not, so such text skips the folding.
enum FoldingShortcut {
    /// True when folding `text` cannot change its terms: every scalar is either unchanged by NFKC
    /// and never composes with a neighbour, or a separator whose folded form is a separator too.
    /// Composition always needs a combining mark or a Hangul jamo, and neither is accepted here.
    static func termsAreUnchangedByFolding(_ text: String) -> Bool {
        // Read where the String keeps its bytes: a copy of it, to ask for them, costs a retain
        // and a release of text the checks may be reading on the other core.
        if let unchanged = text.utf8.withContiguousStorageIfAvailable(termsAreUnchangedByFolding(utf8:)) { return unchanged }
        var text = text
        return text.withUTF8(termsAreUnchangedByFolding(utf8:))
    }

    private static func termsAreUnchangedByFolding(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var offset = 0
        guard let base = bytes.baseAddress else { return true }
        while offset < bytes.count {
            // Eight ASCII bytes at a time, and ideographs by their lead byte (E5…E9 start
            // U+5000…U+9FFF): what nearly all of a page's text is made of.
            if bytes.count - offset >= 8, UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                offset += 8
                continue
            }
            let lead = bytes[offset]
            if lead < 0x80 { offset += 1; continue }
            if lead >= 0xE5, lead <= 0xE9 { offset += 3; continue }
            if lead == 0xE3 || lead == 0xE4, offset + 2 < bytes.count, isStable(lead, bytes[offset + 1], bytes[offset + 2]) {
                offset += 3
                continue
            }
            let (scalar, length) = UTF8Scalars.decode(at: offset, in: bytes)
            if !isAccepted(scalar.value) { return false }
            offset += length
        }
        return true
    }

    static func isAccepted(_ value: UInt32) -> Bool {
        isStable(value) || isFoldedSeparator(value)
    }

    /// Unchanged by NFKC: CJK ideographs, kana, CJK brackets and stops, common dashes and quotes.
    static func isStable(_ value: UInt32) -> Bool {
        switch value {
        case 0x4E00...0x9FFF, 0x3400...0x4DBF, 0x3041...0x3096, 0x30A1...0x30FE,
             0x3001...0x3002, 0x3008...0x3011, 0x3014...0x301B,
             0x2010, 0x2012...0x2016, 0x2018...0x2023, 0x2027:
            return true
        default:
            return false
        }
    }

    /// `isStable` for kana and the ideographs below U+5000, told by their three bytes: kana
    /// are most of Japanese text, and the scalar is never decoded. False for the rest of the
    /// E3 and E4 blocks, which are then asked by their scalar.
    @inline(__always)
    static func isStable(_ lead: UInt8, _ second: UInt8, _ third: UInt8) -> Bool {
        if lead == 0xE4 { return second >= 0xB8 }  // U+4E00…U+4FFF
        switch second {
        case 0x81: return third >= 0x81  // U+3041…U+307F
        case 0x82: return third <= 0x96 || third >= 0xA1  // U+3080…U+3096, U+30A1…U+30BF
        case 0x83: return third <= 0xBE  // U+30C0…U+30FE
        default: return false
        }
    }

    /// Folded to ASCII punctuation or a space: a separator before folding and after.
    /// (The fullwidth low line is left out: folded, it is `_`, which joins words.)
    static func isFoldedSeparator(_ value: UInt32) -> Bool {
        switch value {
        case 0x3000, 0xFF01...0xFF0F, 0xFF1A...0xFF20, 0xFF3B...0xFF3E, 0xFF40, 0xFF5B...0xFF5E:
            return true
        default:
            return false
        }
    }
}
