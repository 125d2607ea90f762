import TriglotLowLevel

/// A dictionary key for text made only of single-scalar Characters (`SingleScalarText`), hashed
/// and compared by its UTF-8 bytes.
///
/// A `String` key hashes and compares up to canonical equivalence, which for non-ASCII text
/// (every Chinese or Japanese heading) means normalising it on every lookup. Two single-scalar
/// texts are equivalent exactly when their bytes are equal, so between such keys the bytes are
/// enough. A single-scalar text can still equal a String that is not one (`é` and `e` + U+0301):
/// a table keeps to these keys only while everything in it, and everything looked up, is single.
struct SingleScalarKey: Hashable {
    let text: String

    /// nil when `text` holds a scalar that is not always a Character of its own.
    init?(_ text: String) {
        guard SingleScalarText.isSingle(text) else { return nil }
        self.text = text
    }

    static func == (lhs: SingleScalarKey, rhs: SingleScalarKey) -> Bool {
        // Between single-scalar texts String equality is byte equality; it is also quick when
        // the bytes are equal (what a lookup that finds its key compares), and a different
        // length settles the rest without looking at a byte.
        lhs.text.utf8.count == rhs.text.utf8.count && lhs.text == rhs.text
    }

    func hash(into hasher: inout Hasher) {
        ByteScan.hashUTF8(of: text, into: &hasher)
    }
}
