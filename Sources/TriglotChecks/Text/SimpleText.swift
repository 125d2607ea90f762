import TriglotModel

/// Text whose Characters are exactly its Unicode scalars, so a check may scan its UTF-8 bytes
/// instead of its Characters and get the same answer: every scalar is a grapheme cluster on its
/// own, and none is canonically equivalent to another. Scanning Characters (grapheme breaking,
/// normalisation in comparisons, property look-ups) was most of what the prose checks cost.
enum SimpleText {
    /// See `SingleScalarText.isSingle`, which spells the ranges out.
    static func isSimple(_ scalar: Unicode.Scalar) -> Bool {
        SingleScalarText.isSingle(scalar)
    }

    static func isSimple(_ text: String) -> Bool {
        SingleScalarText.isSingle(text)
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
