/// Whether text is written in Chinese or Japanese script: ideographs, kana and Hangul. CJK
/// punctuation (`。`, `、`) and full-width Latin do not count: a paragraph of English words with
/// Chinese full stops is still untranslated.
public enum CJKText {
    public static func isCJK(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3040...0x309F, 0x30A0...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F:  // kana
            return true
        case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x3134F:  // ideographs
            return true
        case 0xAC00...0xD7AF, 0x1100...0x11FF:  // Hangul
            return true
        default:
            return false
        }
    }

    public static func containsCJK<S: StringProtocol>(_ text: S) -> Bool {
        text.unicodeScalars.contains(where: isCJK)
    }
}
