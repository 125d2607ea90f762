/// Text whose Characters are exactly its Unicode scalars, so a check may scan its UTF-8 bytes
/// instead of its Characters and get the same answer: every scalar is a grapheme cluster on its
/// own, and none is canonically equivalent to another. Scanning Characters (grapheme breaking,
/// normalisation in comparisons, property look-ups) was most of what the prose checks cost.
enum SimpleText {
    /// ASCII and Latin up to the combining marks (CR left out: CR LF is one Character), general
    /// punctuation without joiners, controls and the en/em quads (equivalent to other spaces),
    /// CJK symbols, kana and ideographs without the combining tone and voicing marks, full-width forms.
    static func isSimple(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x300 { return value != 0x0D }
        switch value {
        case 0x2010...0x2027, 0x2030...0x205E, 0x3000...0x3029, 0x3030...0x3098, 0x309B...0x9FFF, 0xFF00...0xFF9D:
            return true
        default:
            return false
        }
    }

    static func isSimple(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy(isSimple)
    }

    /// Unicode's White_Space property, as `Character.isWhitespace` reads it, without the table look-up.
    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000:
            return true
        default:
            return false
        }
    }
}
