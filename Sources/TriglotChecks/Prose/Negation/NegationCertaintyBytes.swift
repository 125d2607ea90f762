import TriglotModel

/// `NegationCertainty`'s tests on the UTF-8 bytes of ASCII and `SimpleText` sentences. Each
/// answers nil where the bytes cannot stand for the Characters, and the caller then asks the
/// reference rule in `NegationCertainty`, which `NegationCertaintyBytesTests` holds these to.
///
/// The reference rule lowercases, replaces phrases and searches through Foundation, which
/// compares Characters by canonical equivalence: on the benchmark corpus that was a quarter of
/// `triglot check`, for each disagreement of every pair. In simple text every scalar is a
/// Character and no two sequences are equivalent, so equal Characters are equal bytes, and
/// UTF-8 being self-synchronising, a byte match starts and ends on a Character.
enum NegationCertaintyBytes {
    /// `NegationCertainty.hasPlainNegation`, for ASCII without CR.
    static func hasPlainNegation(_ sentence: Substring) -> Bool? {
        guard let lowered = asciiLowercased(sentence) else { return nil }
        return hasPlainNegation(lowered)
    }

    /// The same on lowercased ASCII bytes without CR.
    private static func hasPlainNegation(_ lowered: [UInt8]) -> Bool {
        var text = space + lowered + space
        for phrase in plainPhrases { text = SubsequenceSearch.replacing(phrase, with: space, in: text) }
        // The curly "n’t" is not ASCII, so only the straight one can be here.
        if SubsequenceSearch.firstMatch(apostropheT, in: text, from: 0) != nil { return true }
        return words(text).contains { word in plainWords.contains { $0.elementsEqual(word) } }
    }

    /// `NegationCertainty.hasAnyEnglishCue`, for ASCII without CR.
    static func hasAnyEnglishCue(_ sentence: Substring) -> Bool? {
        guard let text = asciiLowercased(sentence) else { return nil }
        if SubsequenceSearch.firstMatch(apostropheT, in: text, from: 0) != nil { return true }
        for word in words(text) {
            // Words are short: a small String, made without allocating, is looked up as the rule does.
            if NegationCertainty.englishCues.contains(String(decoding: word, as: UTF8.self)) { return true }
            if word.count > 4, negativePrefixes.contains(where: { word.starts(with: $0) }) { return true }
        }
        return false
    }

    /// `NegationCertainty.hasPredicateNegation`, for simple text.
    static func hasPredicateNegation(_ sentence: Substring, language: Language) -> Bool? {
        guard SingleScalarText.isSingle(sentence) else { return nil }
        var text = Array(sentence.utf8)
        // Removing scalars from simple text leaves simple text.
        for contrastive in contrastives { text = SubsequenceSearch.replacing(contrastive, with: [], in: text) }
        if language.usesCJKScript {
            return predicateNegations.contains { SubsequenceSearch.firstMatch($0, in: text, from: 0) != nil }
        }
        let rest = Substring(String(decoding: text, as: UTF8.self))
        return hasPlainNegation(rest) ?? NegationCertainty.hasPlainNegation(rest)
    }

    /// `NegationCertainty.hasAnyCue`, for text whose lowercase is simple.
    static func hasAnyCue(_ sentence: Substring) -> Bool? {
        let lowered = sentence.lowercased()
        guard SimpleText.isSimple(lowered) else { return nil }
        let text = Array(lowered.utf8)
        return cues.contains { SubsequenceSearch.firstMatch($0, in: text, from: 0) != nil }
    }

    /// The sentence lowercased, as bytes, when it is ASCII without CR (where lowercasing a
    /// Character is lowercasing its byte); nil otherwise.
    private static func asciiLowercased(_ sentence: Substring) -> [UInt8]? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(sentence.utf8.count)
        for byte in sentence.utf8 {
            guard byte < 0x80, byte != 0x0D else { return nil }
            bytes.append(byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte)
        }
        return bytes
    }

    /// The rule's words on ASCII: runs of letters and apostrophes.
    private static func words(_ text: [UInt8]) -> [ArraySlice<UInt8>] {
        text.split { !isWordByte($0) }
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == UInt8(ascii: "'")
    }

    private static let space = Array(" ".utf8)
    private static let apostropheT = Array("n't".utf8)
    private static let plainPhrases = NegationCertainty.plainPhrases.map { Array($0.utf8) }
    private static let plainWords = NegationCertainty.plainWords.map { Array($0.utf8) }
    private static let negativePrefixes = NegationCertainty.negativePrefixes.map { Array($0.utf8) }
    private static let contrastives = NegationCertainty.contrastives.map { Array($0.utf8) }
    private static let predicateNegations = NegationCertainty.predicateNegations.map { Array($0.utf8) }
    private static let cues = NegationCertainty.cues.map { Array($0.utf8) }
}
