/// The Chinese and Japanese negation rule on UTF-8 bytes: cut the words that contain a negation
/// character without negating (in list order, each replaced by `・`), then look for a marker.
///
/// Replacing inserts only `・`, which is in no word and no marker, so a marker or word found after
/// replacing was in the sentence before. One pass therefore finds which markers and words are
/// there at all: no marker means no negation, a marker and no word means negation, and only a
/// sentence with both is replaced word by word as the rule is written.
struct CJKNegation: Sendable {
    private let markers: [[UInt8]]
    private let words: [[UInt8]]
    /// A sentence-final suffix the splitter cut from its `。` (Japanese `ず`), read as `ず、`.
    private let finalSuffix: [UInt8]?
    /// For each first scalar of a marker or word: which markers and which words start with it.
    private let starts: [(markers: [Int], words: [Int])]
    /// For each BMP scalar, 1 + its place in `starts`, or 0 when no marker or word starts with it
    /// (most scalars): a table read instead of a bit test and then a hashed look-up.
    private let startSlots: [UInt8]

    init(markers: [String], nonNegating: [String], finalSuffix: String?) {
        self.markers = markers.map { Array($0.utf8) }
        words = nonNegating.map { Array($0.utf8) }
        self.finalSuffix = finalSuffix.map { Array($0.utf8) }
        var starts: [UInt32: (markers: [Int], words: [Int])] = [:]
        for (index, marker) in markers.enumerated() {
            starts[marker.unicodeScalars.first!.value, default: ([], [])].markers.append(index)
        }
        for (index, word) in nonNegating.enumerated() {
            starts[word.unicodeScalars.first!.value, default: ([], [])].words.append(index)
        }
        precondition(starts.keys.allSatisfy { $0 < 0x10000 } && starts.count < 0xFF && words.count <= 64)
        var slots = [UInt8](repeating: 0, count: 0x10000)
        var lists: [(markers: [Int], words: [Int])] = []
        for (scalar, list) in starts.sorted(by: { $0.key < $1.key }) {
            lists.append(list)
            slots[Int(scalar)] = UInt8(lists.count)
        }
        self.starts = lists
        startSlots = slots
    }

    func isNegated(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        var hasMarker = false
        var presentWords: UInt64 = 0
        var index = range.lowerBound
        while index < range.upperBound {
            let lead = bytes[index]
            let length = UTF8Bytes.scalarLength(lead: lead)
            if length == 3, index + 3 <= range.upperBound {
                let scalar = (UInt32(lead & 0x0F) << 12) | (UInt32(bytes[index + 1] & 0x3F) << 6) | UInt32(bytes[index + 2] & 0x3F)
                let slot = startSlots[Int(scalar)]
                if slot != 0 {
                    let found = starts[Int(slot) - 1]
                    if !hasMarker {
                        hasMarker = found.markers.contains { matches(markers[$0], at: index, in: bytes, end: range.upperBound) }
                    }
                    for word in found.words where matches(words[word], at: index, in: bytes, end: range.upperBound) {
                        presentWords |= 1 << UInt64(word)
                    }
                }
            }
            index += length
        }
        let endsWithSuffix = finalSuffix.map { suffix in
            range.count >= suffix.count && matches(suffix, at: range.upperBound - suffix.count, in: bytes, end: range.upperBound)
        } ?? false
        guard hasMarker || endsWithSuffix else { return false }
        guard presentWords != 0 else { return true }
        return replacingWords(presentWords, in: Array(bytes[range]))
    }

    /// The rule as written, for a sentence holding both a marker and a word to cut.
    private func replacingWords(_ present: UInt64, in sentence: [UInt8]) -> Bool {
        var text = sentence
        for (index, word) in words.enumerated() where present & (1 << UInt64(index)) != 0 {
            text = SubsequenceSearch.replacing(word, with: Self.middleDot, in: text)
        }
        if let finalSuffix, text.count >= finalSuffix.count, text.suffix(finalSuffix.count).elementsEqual(finalSuffix) {
            text += Self.ideographicComma
        }
        return markers.contains { SubsequenceSearch.firstMatch($0, in: text, from: 0) != nil }
    }

    private func matches(_ pattern: [UInt8], at index: Int, in bytes: UnsafeBufferPointer<UInt8>, end: Int) -> Bool {
        guard end - index >= pattern.count else { return false }
        for offset in pattern.indices where bytes[index + offset] != pattern[offset] { return false }
        return true
    }

    private static let middleDot = Array("・".utf8)
    private static let ideographicComma = Array("、".utf8)
}
