import Foundation
import TriglotMarkup
import TriglotModel
import TriglotLowLevel

/// What the pair checks read from an English paragraph, worked out once per page.
///
/// An English page is on the source side of a pair with each of its translations, and the
/// negation check used to split it into sentences again for every one of them. A class, so
/// copying a paragraph costs one reference count for all of it.
final class SharedProseFacts: Sendable {
    /// The sentences and their negation as `NegationCheck.disagreements` reads simple text; nil
    /// when the text is not single-scalar, where the Character-level rules apply instead.
    let negation: NegationReading?

    /// `negationRules`: the page's language's, worked out once for all its paragraphs.
    init(_ paragraph: ProseParagraph, negationRules: NegationCheck.TranslationRules) {
        negation = paragraph.isSingleScalar ? NegationReading(paragraph.text, negationRules) : nil
    }
}

/// A simple text's sentences (UTF-8 offsets) with whether each is negated, and, once a pair
/// has asked, whether the whole text is: that is compared only when a translation has another
/// number of sentences, and costs as much again to work out.
final class NegationReading: @unchecked Sendable {
    let text: String
    let language: Language
    let sentences: [Range<Int>]
    let sentenceIsNegated: [Bool]
    /// Whether the whole text is negated, when reading the sentences already told (see `init`).
    private let wholeIsNegatedFromSentences: Bool?
    /// Guarded by `lock`: the pairs of one English page may be checked at the same time.
    private var wholeIsNegated: Bool?
    /// Only where the sentences do not tell: most readings never need one.
    private let lock: NSLock?

    convenience init(_ text: String, in language: Language) {
        self.init(text, NegationCheck.TranslationRules(language))
    }

    /// `rules` are the text's language's: the scanner and the way it splits sentences.
    init(_ text: String, _ rules: NegationCheck.TranslationRules) {
        let bytes = text
        let (scanner, language) = (rules.scanner, rules.language)
        self.text = text
        self.language = language
        (sentences, sentenceIsNegated, wholeIsNegatedFromSentences) = bytes.withUTF8Span { buffer in
            // Chinese and Japanese: one walk answers for the sentences and the whole text.
            if let reading = scanner.cjkReading(of: buffer, cjk: rules.cjk) {
                return (reading.sentences.map(\.range), reading.sentences.map(\.isNegated), reading.wholeIsNegated)
            }
            let sentences = NegationScanner.sentences(of: buffer, cjk: rules.cjk)
            let negated = sentences.map { scanner.isNegatedReading(buffer, $0, in: language) }
            // The English rule reads words, and no word (nor "not only") crosses the end of a
            // sentence, which is a mark before whitespace; what lies outside every sentence is
            // whitespace. On ASCII (where no sentence falls back to the Character-level rules)
            // the whole text is therefore negated exactly when one of its sentences is.
            let whole = scanner.rules == .english && ByteScan.isASCIIWithoutCR(buffer) ? negated.contains(true) : nil
            return (sentences, negated, whole)
        }
        lock = wholeIsNegatedFromSentences == nil ? NSLock() : nil
    }

    /// Whether the whole text is negated, worked out by the first pair that asks.
    var isNegated: Bool {
        if let wholeIsNegatedFromSentences { return wholeIsNegatedFromSentences }
        // Set in `init` whenever `wholeIsNegatedFromSentences` is nil.
        let lock = lock!
        lock.lock()
        let known = wholeIsNegated
        lock.unlock()
        if let known { return known }
        let bytes = text
        let language = language
        let answer = bytes.withUTF8Span { NegationScanner(language).isNegatedReading($0, 0..<$0.count, in: language) }
        lock.lock()
        wholeIsNegated = answer
        lock.unlock()
        return answer
    }
}

extension NegationScanner {
    /// `isNegated`, falling back to the Character-level rules where the bytes cannot say.
    func isNegatedReading(_ bytes: Span<UInt8>, _ range: Range<Int>, in language: Language) -> Bool {
        isNegated(bytes, range) ?? NegationLexicon.characterLevelIsNegated(String(decodingUTF8: bytes.extracting(range)), in: language)
    }
}
