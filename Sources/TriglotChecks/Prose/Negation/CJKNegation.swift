import TriglotLowLevel

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
        // `read` takes every sentence (and the whole text) from one walk on this ground.
        precondition((markers + nonNegating).allSatisfy { !$0.unicodeScalars.contains(where: Self.sentenceEnds.contains) },
                     "no marker or word holds a sentence end")
        var slots = [UInt8](repeating: 0, count: 0x10000)
        var lists: [(markers: [Int], words: [Int])] = []
        for (scalar, list) in starts.sorted(by: { $0.key < $1.key }) {
            lists.append(list)
            slots[Int(scalar)] = UInt8(lists.count)
        }
        self.starts = lists
        startSlots = slots
    }

    func isNegated(_ bytes: Span<UInt8>, _ range: Range<Int>) -> Bool {
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
        return answer(hasMarker: hasMarker, presentWords: presentWords, bytes, range)
    }

    /// A text's sentences as `NegationScanner.sentences(of:cjk: true)` splits it, each with
    /// `isNegated`'s answer, and `isNegated`'s answer for the whole text, from one walk of its
    /// scalars instead of one to split it and one per sentence (and one more for the whole, which
    /// a pair compares when its paragraphs have other numbers of sentences).
    ///
    /// No marker or word holds `。！？`, so a match that starts in a sentence ends in it (its end
    /// mark would be inside the match otherwise): each sentence sees the markers and words that
    /// `isNegated` over its range alone sees, and the whole text sees all of them.
    func read(_ bytes: Span<UInt8>) -> CJKReading {
        let count = bytes.count
        var sentences: [CJKReading.Sentence] = []
        // As `NegationScanner.sentences` reserves (a hint: nothing depends on it).
        sentences.reserveCapacity(count / 48 + 1)
        var (hasMarker, presentWords) = (false, UInt64(0))
        // What the sentences before this one held.
        var (anyMarker, anyWords) = (false, UInt64(0))
        var start = 0
        var index = 0
        while index < count {
            let lead = bytes[index]
            let length = UTF8Bytes.scalarLength(lead: lead)
            if length == 3, index + 3 <= count {
                let (second, third) = (bytes[index + 1], bytes[index + 2])
                if lead == 0xE3 || lead == 0xEF, NegationScanner.isCJKSentenceEnd(lead, second, third) {
                    index += 3
                    let negated = answer(hasMarker: hasMarker, presentWords: presentWords, bytes, start..<index)
                    sentences.append(CJKReading.Sentence(range: start..<index, isNegated: negated))
                    (anyMarker, anyWords) = (anyMarker || hasMarker, anyWords | presentWords)
                    (start, hasMarker, presentWords) = (index, false, 0)
                    continue
                }
                let slot = startSlots[Int((UInt32(lead & 0x0F) << 12) | (UInt32(second & 0x3F) << 6) | UInt32(third & 0x3F))]
                if slot != 0 {
                    let place = Int(slot) - 1
                    if !hasMarker {
                        hasMarker = starts[place].markers.contains { matches(markers[$0], at: index, in: bytes, end: count) }
                    }
                    for word in starts[place].words where matches(words[word], at: index, in: bytes, end: count) {
                        presentWords |= 1 << UInt64(word)
                    }
                }
            }
            index += length
        }
        if !NegationScanner.isBlank(bytes, from: start) {
            let negated = answer(hasMarker: hasMarker, presentWords: presentWords, bytes, start..<count)
            sentences.append(CJKReading.Sentence(range: start..<count, isNegated: negated))
        }
        let whole = answer(hasMarker: anyMarker || hasMarker, presentWords: anyWords | presentWords, bytes, 0..<count)
        return CJKReading(sentences: sentences, wholeIsNegated: whole)
    }

    /// `。`, `！` and `？`, where `NegationScanner.sentences` ends a CJK sentence.
    private static let sentenceEnds: [Unicode.Scalar] = ["\u{3002}", "\u{FF01}", "\u{FF1F}"]

    /// Whether a sentence is negated, from the markers and words found in it.
    private func answer(hasMarker: Bool, presentWords: UInt64, _ bytes: Span<UInt8>, _ range: Range<Int>) -> Bool {
        let endsWithSuffix = finalSuffix.map { suffix in
            range.count >= suffix.count && matches(suffix, at: range.upperBound - suffix.count, in: bytes, end: range.upperBound)
        } ?? false
        guard hasMarker || endsWithSuffix else { return false }
        guard presentWords != 0 else { return true }
        return replacingWords(presentWords, in: Array(copying: bytes.extracting(range)))
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

    private func matches(_ pattern: [UInt8], at index: Int, in bytes: Span<UInt8>, end: Int) -> Bool {
        guard end - index >= pattern.count else { return false }
        for offset in pattern.indices where bytes[index + offset] != pattern[offset] { return false }
        return true
    }

    private static let middleDot = Array("・".utf8)
    private static let ideographicComma = Array("、".utf8)
}

/// What `CJKNegation.read` finds in a text: its sentences, each with whether it is negated, and
/// whether the whole text is.
struct CJKReading {
    struct Sentence {
        var range: Range<Int>
        var isNegated: Bool
    }

    var sentences: [Sentence]
    var wholeIsNegated: Bool
}
