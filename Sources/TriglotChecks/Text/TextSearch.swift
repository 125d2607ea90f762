import TriglotLowLevel
import TriglotModel

/// Where a word or phrase occurs in prose, as `String.ranges(of:)` finds it: left to right,
/// without overlaps, Character by Character.
///
/// When both strings are `SimpleText` their Characters are their scalars and none is canonically
/// equivalent to another, so equal Characters are equal UTF-8 bytes and every scalar boundary is
/// a Character boundary: the bytes are searched instead. The generic search compares Characters
/// through grapheme breaking and normalisation; on a real content folder the glossary check spent
/// half of `triglot check` in it. Any other text takes the generic search.
enum TextSearch {
    /// Every occurrence of `needle` in `text`; none for an empty needle. `textIsSimple` is what
    /// `SimpleText.isSimple(text)` answers, when the caller has it already.
    static func ranges(of needle: String, in text: String, textIsSimple: Bool? = nil) -> [Range<String.Index>] {
        guard !needle.isEmpty else { return [] }
        guard textIsSimple ?? SimpleText.isSimple(text), SimpleText.isSimple(needle) else {
            return text.ranges(of: needle)
        }
        let offsets = needle.withUTF8Span { needleBytes in
            text.withUTF8Span { textBytes in byteOffsets(of: needleBytes, in: textBytes) }
        }
        let utf8 = text.utf8
        return offsets.map { start in
            utf8.index(utf8.startIndex, offsetBy: start)..<utf8.index(utf8.startIndex, offsetBy: start + needle.utf8.count)
        }
    }

    /// Whether `needle` occurs in `text` (an empty needle does not).
    static func contains(_ needle: String, in text: String, textIsSimple: Bool? = nil) -> Bool {
        !ranges(of: needle, in: text, textIsSimple: textIsSimple).isEmpty
    }

    /// The starts of the non-overlapping occurrences of a non-empty `needle`, left to right.
    private static func byteOffsets(of needle: Span<UInt8>, in text: Span<UInt8>) -> [Int] {
        var offsets: [Int] = []
        guard needle.count <= text.count else { return offsets }
        let first = needle[0]
        let last = text.count - needle.count
        var index = 0
        while index <= last {
            if text[index] == first {
                var matched = 1
                while matched < needle.count, text[index + matched] == needle[matched] { matched += 1 }
                if matched == needle.count {
                    offsets.append(index)
                    index += needle.count
                    continue
                }
            }
            index += 1
        }
        return offsets
    }
}
