import TriglotModel

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

    init(_ language: Language) {
        let code = language.code.lowercased()
        rules = code.hasPrefix("zh") ? .chinese : code.hasPrefix("ja") ? .japanese : .english
    }

    /// Sentence ranges as `NegationLexicon.sentences` finds them: CJK ends at `。！？`; other
    /// languages at `.?!` before whitespace or the end, abbreviations excepted.
    static func sentences(of bytes: UnsafeBufferPointer<UInt8>, cjk: Bool) -> [Range<Int>] {
        var result: [Range<Int>] = []
        let count = bytes.count
        var start = 0
        var allWhitespace = true
        var index = 0
        while index < count {
            let byte = bytes[index]
            let next = min(index + UTF8Bytes.scalarLength(lead: byte), count)
            if allWhitespace, !UTF8Bytes.isWhitespace(at: index, in: bytes) { allWhitespace = false }
            let ends: Bool
            if cjk {
                ends = (byte == 0xE3 || byte == 0xEF) && (UTF8Bytes.hasPrefix(fullStop, at: index, in: bytes)
                    || UTF8Bytes.hasPrefix(fullWidthExclamation, at: index, in: bytes) || UTF8Bytes.hasPrefix(fullWidthQuestion, at: index, in: bytes))
            } else {
                ends = (byte == UInt8(ascii: ".") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "!"))
                    && (next == count || UTF8Bytes.isWhitespace(at: next, in: bytes)) && !endsAbbreviation(bytes, start..<next)
            }
            if ends {
                if !allWhitespace { result.append(start..<next) }
                start = next
                allWhitespace = true
            }
            index = next
        }
        if !allWhitespace { result.append(start..<count) }
        return result
    }

    /// Whether the sentence in `range` is negated; nil when these rules cannot say for these bytes
    /// (English with other than ASCII), and the Character-level rules must.
    func isNegated(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool? {
        switch rules {
        case .english:
            return Self.englishNegated(bytes, range)
        case .chinese:
            return Self.chinese.isNegated(bytes, range)
        case .japanese:
            return Self.japanese.isNegated(bytes, range)
        }
    }

    // MARK: English

    private static let notOnly = Array("not only".utf8)

    /// The English rule on ASCII: lowercase, drop "not only", split into words of letters and
    /// apostrophes, look for a negation word or an "n't". Without "not only" in the sentence
    /// (almost always) nothing is dropped, and the words are read in place.
    static func englishNegated(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool? {
        // The word lists are read into locals once: a static read in the loops costs a check each time.
        let notOnly = Self.notOnly
        let packedWords = Self.packedEnglishWords
        let firstLetters = Self.englishFirstLetters
        // One pass: a byte that is not simple ASCII, or "not only", overrides whatever the
        // words say, so a negation word found on the way is only answered at the end.
        var hasNotOnly = false
        var found = false
        var start = range.lowerBound
        for index in range.lowerBound...range.upperBound {
            if index < range.upperBound {
                let byte = bytes[index]
                if byte >= 0x80 || byte == 0x0D { return nil }
                if byte | 0x20 == UInt8(ascii: "n"), !hasNotOnly, matchesLowercased(notOnly, at: index, in: bytes, end: range.upperBound) {
                    hasNotOnly = true
                }
                if isWordByte(byte) { continue }
            }
            if !found, index > start, isNegationWord(bytes, start..<index, packedWords, firstLetters) { found = true }
            start = index + 1
        }
        if hasNotOnly {
            return NegationFastPath.englishNegated(String(decoding: bytes[range], as: UTF8.self),
                                                   words: NegationLexicon.englishWords, lengths: NegationLexicon.englishWordLengths)
        }
        return found
    }

    private static func isNegationWord(_ bytes: UnsafeBufferPointer<UInt8>, _ word: Range<Int>, _ packedWords: [UInt64], _ firstLetters: UInt32) -> Bool {
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

    private static let fullStop = Array("。".utf8)
    private static let fullWidthExclamation = Array("！".utf8)
    private static let fullWidthQuestion = Array("？".utf8)
    private static let abbreviations = ["e.g.", "i.e.", "etc.", "vs."].map { Array($0.utf8) }

    /// `NegationLexicon.endsAbbreviation` on bytes: lowercasing only changes ASCII letters into
    /// ASCII letters here (the one simple scalar whose lowercase holds ASCII, İ, gains a combining
    /// dot and so is no Character of an abbreviation).
    private static func endsAbbreviation(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
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
    private static func matchesLowercased(_ pattern: [UInt8], at index: Int, in bytes: UnsafeBufferPointer<UInt8>, end: Int) -> Bool {
        guard end - index >= pattern.count else { return false }
        for offset in pattern.indices where lowercased(bytes[index + offset]) != pattern[offset] { return false }
        return true
    }
}
