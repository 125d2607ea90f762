import TriglotModel
import TriglotLowLevel

/// `NegationLexicon`'s rules over the UTF-8 bytes of `SimpleText`, without making a String, an
/// array of scalars or a lowercased copy per sentence. Offsets are byte offsets into the text.
///
/// For simple text every scalar is a Character, so the Character-level rules and these agree
/// (the tests pin the two together). UTF-8 is self-synchronising: a whole word's bytes can only
/// match where a scalar starts, so matching bytes is matching scalars.
struct NegationScanner {
    enum Rules {
        case english, chinese, japanese
    }

    let rules: Rules
    /// The Chinese or Japanese rule's tables, read once here: each read of a static is a check
    /// that it was made, and a scanner reads every sentence of a paragraph.
    private let cjkRule: CJKNegation?

    init(_ language: Language) {
        rules = Self.rules(for: language.code)
        switch rules {
        case .english: cjkRule = nil
        case .chinese: cjkRule = Self.chinese
        case .japanese: cjkRule = Self.japanese
        }
    }

    /// Chinese for a code starting `zh`, Japanese for `ja` (either case), English otherwise.
    static func rules(for code: String) -> Rules {
        // Language tags are ASCII, where the first two bytes are the first two Characters and
        // lowercasing them is enough; anything else is lowercased and compared as Characters.
        let bytes = code.utf8
        if bytes.count >= 2, bytes.allSatisfy({ $0 < 0x80 }) {
            let first = bytes[bytes.startIndex] | 0x20
            let second = bytes[bytes.index(after: bytes.startIndex)] | 0x20
            if first == UInt8(ascii: "z"), second == UInt8(ascii: "h") { return .chinese }
            if first == UInt8(ascii: "j"), second == UInt8(ascii: "a") { return .japanese }
            return .english
        }
        return characterLevelRules(for: code)
    }

    static func characterLevelRules(for code: String) -> Rules {
        let code = code.lowercased()
        return code.hasPrefix("zh") ? .chinese : code.hasPrefix("ja") ? .japanese : .english
    }

    /// Sentence ranges as `NegationLexicon.sentences` finds them: CJK ends at `。！？`; other
    /// languages at `.?!` before whitespace or the end, abbreviations excepted.
    ///
    /// Every sentence that ends at a mark holds that mark, which is not whitespace, so only the
    /// text after the last mark can be left out as blank, and whitespace is looked at only there.
    /// An ASCII byte never occurs inside another scalar, so the ASCII marks are looked for byte
    /// by byte without working out where each scalar starts.
    static func sentences(of bytes: Span<UInt8>, cjk: Bool) -> [Range<Int>] {
        var result: [Range<Int>] = []
        let count = bytes.count
        // About one sentence per 48 bytes of prose in either script: growing the array as
        // sentences are found cost more than finding them (a hint: nothing depends on it).
        result.reserveCapacity(count / 48 + 1)
        var start = 0
        var index = 0
        if cjk {
            // Scalar by scalar: most CJK scalars are three bytes, and only a lead byte can start a mark.
            while index < count {
                let byte = bytes[index]
                if byte == 0xE3 || byte == 0xEF, index + 2 < count, isCJKSentenceEnd(byte, bytes[index + 1], bytes[index + 2]) {
                    index += 3
                    result.append(start..<index)
                    start = index
                } else {
                    index += UTF8Bytes.scalarLength(lead: byte)
                }
            }
        } else {
            while index < count {
                let byte = bytes[index]
                index += 1
                if byte == UInt8(ascii: ".") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "!"),
                   index == count || UTF8Bytes.isWhitespace(at: index, in: bytes), !endsAbbreviation(bytes, start..<index) {
                    result.append(start..<index)
                    start = index
                }
            }
        }
        if !isBlank(bytes, from: start) { result.append(start..<count) }
        return result
    }

    /// Whether three bytes are `。` (E3 80 82), `！` (EF BC 81) or `？` (EF BC 9F).
    @inline(__always)
    static func isCJKSentenceEnd(_ lead: UInt8, _ second: UInt8, _ third: UInt8) -> Bool {
        lead == 0xE3 ? second == 0x80 && third == 0x82 : second == 0xBC && (third == 0x81 || third == 0x9F)
    }

    /// Whether every scalar from `start` to the end is whitespace (true when there is none).
    static func isBlank(_ bytes: Span<UInt8>, from start: Int) -> Bool {
        var index = start
        while index < bytes.count {
            if !UTF8Bytes.isWhitespace(at: index, in: bytes) { return false }
            index += UTF8Bytes.scalarLength(lead: bytes[index])
        }
        return true
    }

    /// `sentences(of:cjk:)` with `isNegatedReading` of each and of the whole text, from one walk
    /// (`CJKNegation.read`), for Chinese and Japanese split the CJK way; nil for other rules,
    /// whose callers split and read sentences as they need them.
    func cjkReading(of bytes: Span<UInt8>, cjk: Bool) -> CJKReading? {
        guard cjk, let cjkRule else { return nil }
        return cjkRule.read(bytes)
    }

    /// Whether the sentence in `range` is negated; nil when these rules cannot say for these bytes
    /// (English with other than ASCII), and the Character-level rules must.
    func isNegated(_ bytes: Span<UInt8>, _ range: Range<Int>) -> Bool? {
        if let cjkRule { return cjkRule.isNegated(bytes, range) }
        return Self.englishNegated(bytes, range)
    }

    // MARK: English

    private static let notOnly = Array("not only".utf8)

    /// The English rule on ASCII: lowercase, drop "not only", split into words of letters and
    /// apostrophes, look for a negation word or an "n't". Without "not only" in the sentence
    /// (almost always) nothing is dropped, and the words are read in place.
    static func englishNegated(_ bytes: Span<UInt8>, _ range: Range<Int>) -> Bool? {
        guard ByteScan.isASCIIWithoutCR(bytes.extracting(range)) else { return nil }
        // The word lists are read into locals once: a static read in the loops costs a check each time.
        let packedWords = Self.packedEnglishWords
        let firstLetters = Self.englishFirstLetters
        let end = range.upperBound
        // "not only" overrides whatever the words say: where it is, the sentence is read as the
        // rule is written. It can only start inside a word ending in "not" (a space follows), so
        // it is looked for where such a word ends rather than at every byte.
        var found = false
        var index = range.lowerBound
        while index < end {
            guard isWordByte(bytes[index]) else {
                index += 1
                continue
            }
            let start = index
            index += 1
            while index < end, isWordByte(bytes[index]) { index += 1 }
            if index - start >= 3, endsWithNotOnly(bytes, wordEnd: index, end: end) {
                return NegationFastPath.englishNegated(String(decodingUTF8: bytes.extracting(range)),
                                                       words: NegationLexicon.englishWords, lengths: NegationLexicon.englishWordLengths)
            }
            if !found, isNegationWord(bytes, start..<index, packedWords, firstLetters) { found = true }
        }
        return found
    }

    /// Whether "not only" (any case) starts three bytes before `wordEnd`, the end of a word.
    private static func endsWithNotOnly(_ bytes: Span<UInt8>, wordEnd: Int, end: Int) -> Bool {
        lowercased(bytes[wordEnd - 1]) == UInt8(ascii: "t") && lowercased(bytes[wordEnd - 2]) == UInt8(ascii: "o")
            && lowercased(bytes[wordEnd - 3]) == UInt8(ascii: "n") && matchesLowercased(notOnly, at: wordEnd - 3, in: bytes, end: end)
    }

    private static func isNegationWord(_ bytes: Span<UInt8>, _ word: Range<Int>, _ packedWords: [UInt64], _ firstLetters: UInt32) -> Bool {
        let count = word.count
        if count >= 3, lowercased(bytes[word.upperBound - 3]) == UInt8(ascii: "n"), bytes[word.upperBound - 2] == UInt8(ascii: "'"),
           lowercased(bytes[word.upperBound - 1]) == UInt8(ascii: "t") {
            return true
        }
        guard count <= 8 else { return false }
        // Most words of a sentence start with a letter no negation word starts with.
        let first = lowercased(bytes[word.lowerBound])
        guard first >= 0x61, first <= 0x7A, firstLetters & (1 << UInt32(first - 0x61)) != 0 else { return false }
        var packed: UInt64 = 0
        for index in word { packed = packed << 8 | UInt64(lowercased(bytes[index])) }
        return packedWords.contains(packed)
    }

    /// The first letters of the negation words, one bit per letter from `a`.
    private static let englishFirstLetters: UInt32 = NegationLexicon.englishWords.reduce(0) { mask, word in
        let first = word.utf8.first ?? 0
        precondition(first >= 0x61 && first <= 0x7A, "negation words are lowercase and start with a letter")
        return mask | 1 << UInt32(first - 0x61)
    }

    /// Each negation word's bytes in one integer (all are shorter than nine letters), so a word
    /// of the text is looked up without making a String of it.
    private static let packedEnglishWords: [UInt64] = NegationLexicon.englishWords.map { word in
        precondition(word.utf8.count <= 8)
        return word.utf8.reduce(0) { $0 << 8 | UInt64($1) }
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == UInt8(ascii: "'")
    }

    // MARK: Chinese and Japanese

    private static let chinese = CJKNegation(
        markers: NegationLexicon.chineseMarkers.map(String.init), nonNegating: NegationLexicon.chineseNonNegating, finalSuffix: nil)
    private static let japanese = CJKNegation(
        markers: NegationLexicon.japaneseMarkers, nonNegating: NegationLexicon.japaneseNonNegating, finalSuffix: "ず")

    // MARK: Bytes

    private static let abbreviations = ["e.g.", "i.e.", "etc.", "vs."].map { Array($0.utf8) }

    /// `NegationLexicon.endsAbbreviation` on bytes: lowercasing only changes ASCII letters into
    /// ASCII letters here (the one simple scalar whose lowercase holds ASCII, İ, gains a combining
    /// dot and so is no Character of an abbreviation).
    private static func endsAbbreviation(_ bytes: Span<UInt8>, _ range: Range<Int>) -> Bool {
        abbreviations.contains { abbreviation in
            let length = abbreviation.count
            guard range.count >= length, matchesLowercased(abbreviation, at: range.upperBound - length, in: bytes, end: range.upperBound) else {
                return false
            }
            if range.count == length { return true }
            let before = bytes[range.upperBound - length - 1]
            return before == UInt8(ascii: " ") || before == UInt8(ascii: "(")
        }
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
    }

    /// Whether lowercase ASCII `pattern` is at `index`, comparing the text lowercased, before `end`.
    private static func matchesLowercased(_ pattern: [UInt8], at index: Int, in bytes: Span<UInt8>, end: Int) -> Bool {
        guard end - index >= pattern.count else { return false }
        for offset in pattern.indices where lowercased(bytes[index + offset]) != pattern[offset] { return false }
        return true
    }
}
