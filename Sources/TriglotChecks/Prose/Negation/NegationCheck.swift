import TriglotContent
import TriglotModel
import TriglotLowLevel

/// A translation that negates what the English affirms (or the reverse) says the opposite: seed
/// 000 has "…and its main storyboard or nib file has been loaded" translated as "…还没有加载"
/// ("has not been loaded"). Aligned paragraphs are split into sentences; when both have the
/// same number of sentences they are compared one by one, otherwise paragraph against paragraph.
/// Lexical, so a warning: rephrasings can move a negation without changing the meaning. Only
/// between the languages whose negations `NegationLexicon` knows (English, Chinese, Japanese).
public struct NegationCheck: TranslationCheck {
    public static let id = "translation.negation"
    public static let defaultSeverity = Diagnostic.Severity.warning
    public static let summary = "A translated sentence is negated where the English is not, or the reverse."

    public init() {}

    public func check(source: LoadedPage, translation: LoadedPage, context: CheckContext) -> [Diagnostic] {
        // A language whose negations the lexicon does not know would read as never negated.
        guard NegationLexicon.reads(source.language), NegationLexicon.reads(translation.language) else { return [] }
        var diagnostics: [Diagnostic] = []
        // The translation's rules, worked out once for all its paragraphs.
        let rules = TranslationRules(translation.language)
        for stretch in context.alignedStretches(source, translation) {
            let englishParagraphs = stretch.sourceProse(source, context)
            let paragraphs = stretch.translationProse(translation, context)
            // Without the same paragraphs there is nothing sure to pair (the structure check reports it).
            guard englishParagraphs.count == paragraphs.count else { continue }
            for (englishIndex, index) in zip(englishParagraphs.indices, paragraphs.indices) {
                compare(englishParagraphs, englishIndex, paragraphs, index, source: source, translation: translation, rules: rules,
                        into: &diagnostics)
            }
        }
        return diagnostics
    }

    /// A language's negation scanner and whether it splits sentences the CJK way.
    struct TranslationRules {
        let language: Language
        let scanner: NegationScanner
        let cjk: Bool

        init(_ language: Language) {
            self.language = language
            scanner = NegationScanner(language)
            cjk = language.usesCJKScript
        }
    }

    /// Compares `englishParagraphs[englishIndex]` with `paragraphs[index]`. The paragraphs are
    /// read in place, field by field, and copied only to report a finding: a copy retains each
    /// string and reference in them, for every paragraph of every pair.
    private func compare(_ englishParagraphs: ArraySlice<ProseParagraph>, _ englishIndex: Int, _ paragraphs: ArraySlice<ProseParagraph>,
                         _ index: Int, source: LoadedPage, translation: LoadedPage, rules: TranslationRules,
                         into diagnostics: inout [Diagnostic]) {
        let disagreements: [(english: Range<String.Index>, translation: Range<String.Index>, englishNegated: Bool)]
        if let reading = englishParagraphs[englishIndex].shared?.negation, paragraphs[index].isSingleScalar {
            disagreements = Self.disagreements(reading, paragraphs[index].text, rules)
        } else {
            disagreements = Self.disagreements(englishParagraphs[englishIndex].text, in: source.language, paragraphs[index].text,
                                               in: translation.language,
                                               simple: englishParagraphs[englishIndex].isSingleScalar && paragraphs[index].isSingleScalar)
        }
        if disagreements.isEmpty { return }
        // As many sentences negated on each side, in another order ("Use SSG. Tauri doesn't
        // support servers." as 「Tauri 不支持服务器。请使用 SSG。」): the paragraph says the same.
        if 2 * disagreements.count(where: \.englishNegated) == disagreements.count { return }
        let (english, paragraph) = (englishParagraphs[englishIndex], paragraphs[index])
        for (englishRange, range, englishNegated) in disagreements {
            // Lexical cues disagree often where the meaning does not ("instead of", 未捕捉):
            // only a disagreement no softer cue explains is reported.
            guard NegationCertainty.isSure(english: english.text[englishRange], translation: paragraph.text[range],
                                           englishNegated: englishNegated, language: translation.language) else { continue }
            let englishText = SpaceTrimming.trimmed(english.text[englishRange])
            let sentence = paragraph.isSingleScalar ? Self.droppingLeadingWhitespace(paragraph.text[range])
                                                    : paragraph.text[range].drop { $0.isWhitespace }
            diagnostics.append(diagnostic(
                englishNegated ? "this sentence is affirmative; the English sentence is negated"
                               : "this sentence is negated; the English sentence is not",
                in: translation, at: paragraph.sourceRange(of: sentence.startIndex..<sentence.endIndex),
                explanation: "English: \"\(englishText)\"",
                notes: [sourceNote("the English sentence", source, at: english.sourceRange(of: englishRange))]))
        }
    }

    /// `text.drop { $0.isWhitespace }` for single-scalar text, where each scalar is a Character
    /// and `SimpleText.isWhitespace` answers as `Character.isWhitespace`: scalars are walked, with
    /// no grapheme breaking (every disagreement quotes a sentence from its first Character).
    static func droppingLeadingWhitespace(_ text: Substring) -> Substring {
        let scalars = text.unicodeScalars
        var start = scalars.startIndex
        while start < scalars.endIndex, SimpleText.isWhitespace(scalars[start]) { start = scalars.index(after: start) }
        return text[start...]
    }

    /// The aligned sentences (or, when the counts differ, the whole paragraphs) whose negation
    /// differs, with whether the English one is negated.
    /// `simple` is whether both texts are `SimpleText`, when the caller already knows it.
    static func disagreements(_ english: String, in englishLanguage: Language, _ text: String, in language: Language, simple: Bool? = nil)
        -> [(english: Range<String.Index>, translation: Range<String.Index>, englishNegated: Bool)]
    {
        guard simple ?? (SimpleText.isSimple(english) && SimpleText.isSimple(text)) else {
            return characterLevelDisagreements(english, in: englishLanguage, text, in: language)
        }
        // Simple text is read as bytes, in place: no String per sentence.
        let (englishBytes, bytes) = (english, text)
        let (englishScanner, scanner) = (NegationScanner(englishLanguage), NegationScanner(language))
        let found = englishBytes.withUTF8Span { englishBuffer in
            bytes.withUTF8Span { buffer -> [(Range<Int>, Range<Int>, Bool)] in
                let englishSentences = NegationScanner.sentences(of: englishBuffer, cjk: englishLanguage.usesCJKScript)
                let sentences = NegationScanner.sentences(of: buffer, cjk: language.usesCJKScript)
                // Sentences that do not pair one to one are not compared: nothing sure to say.
                if englishSentences.count != sentences.count { return [] }
                var found: [(Range<Int>, Range<Int>, Bool)] = []
                for (englishRange, range) in zip(englishSentences, sentences) {
                    let englishNegated = englishScanner.isNegated(englishBuffer, englishRange)
                        ?? NegationLexicon.characterLevelIsNegated(String(decodingUTF8: englishBuffer.extracting(englishRange)), in: englishLanguage)
                    let negated = scanner.isNegated(buffer, range)
                        ?? NegationLexicon.characterLevelIsNegated(String(decodingUTF8: buffer.extracting(range)), in: language)
                    if englishNegated != negated { found.append((englishRange, range, englishNegated)) }
                }
                return found
            }
        }
        return found.map { (english.indexRange(utf8Offsets: $0.0), text.indexRange(utf8Offsets: $0.1), $0.2) }
    }

    /// `disagreements` for two simple texts, the English one already read (`NegationReading`).
    static func disagreements(_ english: NegationReading, _ text: String, in language: Language)
        -> [(english: Range<String.Index>, translation: Range<String.Index>, englishNegated: Bool)]
    {
        disagreements(english, text, TranslationRules(language))
    }

    /// The same, with the translation's rules worked out already.
    static func disagreements(_ english: NegationReading, _ text: String, _ rules: TranslationRules)
        -> [(english: Range<String.Index>, translation: Range<String.Index>, englishNegated: Bool)]
    {
        let bytes = text
        let (scanner, language) = (rules.scanner, rules.language)
        let found = bytes.withUTF8Span { buffer -> [(Range<Int>, Range<Int>, Bool)] in
            var found: [(Range<Int>, Range<Int>, Bool)] = []
            // Chinese and Japanese text is read in one walk; other text below, as far as needed.
            if let reading = scanner.cjkReading(of: buffer, cjk: rules.cjk) {
                if english.sentences.count != reading.sentences.count { return found }
                for (index, sentence) in reading.sentences.enumerated() where english.sentenceIsNegated[index] != sentence.isNegated {
                    found.append((english.sentences[index], sentence.range, english.sentenceIsNegated[index]))
                }
                return found
            }
            let sentences = NegationScanner.sentences(of: buffer, cjk: rules.cjk)
            if english.sentences.count != sentences.count { return found }
            for index in sentences.indices {
                let englishNegated = english.sentenceIsNegated[index]
                if englishNegated != scanner.isNegatedReading(buffer, sentences[index], in: language) {
                    found.append((english.sentences[index], sentences[index], englishNegated))
                }
            }
            return found
        }
        return found.map { (english.text.indexRange(utf8Offsets: $0.0), text.indexRange(utf8Offsets: $0.1), $0.2) }
    }

    /// `disagreements` on Characters, for text with combining marks, emoji and the like.
    static func characterLevelDisagreements(_ english: String, in englishLanguage: Language, _ text: String, in language: Language)
        -> [(english: Range<String.Index>, translation: Range<String.Index>, englishNegated: Bool)]
    {
        let englishSentences = NegationLexicon.sentences(of: english, in: englishLanguage)
        let sentences = NegationLexicon.sentences(of: text, in: language)
        if englishSentences.count != sentences.count { return [] }
        var found: [(english: Range<String.Index>, translation: Range<String.Index>, englishNegated: Bool)] = []
        for (englishRange, range) in zip(englishSentences, sentences) {
            let englishNegated = NegationLexicon.isNegated(String(english[englishRange]), in: englishLanguage)
            guard englishNegated != NegationLexicon.isNegated(String(text[range]), in: language) else { continue }
            found.append((englishRange, range, englishNegated))
        }
        return found
    }
}
