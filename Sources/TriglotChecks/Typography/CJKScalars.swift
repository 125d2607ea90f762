/// Which characters Chinese and Japanese typography rules are about.
enum CJKScalars {
    /// Han ideographs, kana, and the prolonged sound mark: the letters of a CJK sentence.
    static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x4E00...0x9FFF, 0x3400...0x4DBF, 0xF900...0xFAFF, 0x20000...0x2FA1F: return true
        case 0x3040...0x309F: return true               // hiragana
        case 0x30A0...0x30FA, 0x30FC...0x30FF: return true // katakana (not the middle dot)
        case 0xFF66...0xFF9D: return true               // half-width katakana
        case 0x3005, 0x3006, 0x3007: return true        // 々 〆 〇
        default: return false
        }
    }

    /// Sentence punctuation that carries its own spacing: no space belongs before or after it.
    static let sentencePunctuation: Set<Unicode.Scalar> = ["，", "。", "、", "：", "；", "？", "！"]
    static let openingBrackets: Set<Unicode.Scalar> = ["（", "「", "『", "《", "〈", "【", "“", "‘"]
    static let closingBrackets: Set<Unicode.Scalar> = ["）", "」", "』", "》", "〉", "】", "”", "’"]
    static let pairs: [Unicode.Scalar: Unicode.Scalar] = ["（": "）", "「": "」", "『": "』", "《": "》", "〈": "〉", "【": "】", "“": "”"]

    /// Whether a scalar is in one of the ranges the brackets and quotation marks are in: a test
    /// before the set look-ups, which every letter of a page would otherwise pay.
    static func mayBeBracket(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x2018...0x201D, 0x3008...0x3011, 0x300C...0x300F, 0xFF08, 0xFF09: return true
        default: return false
        }
    }

    static func isFullWidthPunctuation(_ scalar: Unicode.Scalar) -> Bool {
        sentencePunctuation.contains(scalar) || openingBrackets.contains(scalar) || closingBrackets.contains(scalar)
    }

    /// ASCII letters and digits: what "Latin" means for spacing.
    static func isLatin(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII && (("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar))
    }

    /// The languages these rules apply to: Chinese and Japanese (Korean spaces its words).
    static func applies(to code: String) -> Bool {
        let primary = code.split(separator: "-").first.map { $0.lowercased() } ?? ""
        return primary == "zh" || primary == "ja"
    }

    static func isJapanese(_ code: String) -> Bool {
        code.split(separator: "-").first.map { $0.lowercased() } == "ja"
    }
}
