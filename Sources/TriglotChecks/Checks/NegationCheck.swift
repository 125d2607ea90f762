import TriglotModel

/// A translation that negates what the English affirms (or the reverse) says the opposite: seed
/// 000 has "…and its main storyboard or nib file has been loaded" translated as "…还没有加载"
/// ("has not been loaded"). Aligned paragraphs are split into sentences; when both have the
/// same number of sentences they are compared one by one, otherwise paragraph against paragraph.
/// Lexical, so a warning: rephrasings can move a negation without changing the meaning.
public struct NegationCheck: TranslationCheck {
    public static let id = "translation.negation"
    public static let defaultSeverity = Diagnostic.Severity.warning
    public static let summary = "A translated sentence is negated where the English is not, or the reverse."

    public init() {}

    public func check(source: LoadedPage, translation: LoadedPage, context: CheckContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for stretch in AlignedStretch.all(source, translation) {
            let englishParagraphs = stretch.sourceProse(source)
            let paragraphs = stretch.translationProse(translation)
            // Without the same paragraphs there is nothing sure to pair (the structure check reports it).
            guard englishParagraphs.count == paragraphs.count else { continue }
            for (english, paragraph) in zip(englishParagraphs, paragraphs) {
                diagnostics += compare(english, paragraph, source: source, translation: translation)
            }
        }
        return diagnostics
    }

    private func compare(_ english: ProseParagraph, _ paragraph: ProseParagraph, source: LoadedPage, translation: LoadedPage) -> [Diagnostic] {
        var englishSentences = NegationLexicon.sentences(of: english.text, in: source.language)
        var sentences = NegationLexicon.sentences(of: paragraph.text, in: translation.language)
        if englishSentences.count != sentences.count {
            englishSentences = [english.text.startIndex..<english.text.endIndex]
            sentences = [paragraph.text.startIndex..<paragraph.text.endIndex]
        }
        var diagnostics: [Diagnostic] = []
        for (englishRange, range) in zip(englishSentences, sentences) {
            let englishText = String(english.text[englishRange])
            let text = String(paragraph.text[range])
            let sentence = paragraph.text[range].drop { $0.isWhitespace }
            let englishNegated = NegationLexicon.isNegated(englishText, in: source.language)
            guard englishNegated != NegationLexicon.isNegated(text, in: translation.language) else { continue }
            diagnostics.append(diagnostic(
                englishNegated ? "this sentence is affirmative; the English sentence is negated"
                               : "this sentence is negated; the English sentence is not",
                in: translation, at: paragraph.sourceRange(of: sentence.startIndex..<sentence.endIndex),
                explanation: "English: \"\(englishText.trimmingSpaces())\"",
                notes: [sourceNote("the English sentence", source, at: english.sourceRange(of: englishRange))]))
        }
        return diagnostics
    }
}

private extension String {
    /// Leading, then trailing whitespace dropped; walks indices rather than reversing Characters.
    func trimmingSpaces() -> String {
        var start = startIndex
        while start < endIndex, self[start].isWhitespace { start = index(after: start) }
        var end = endIndex
        while end > start, self[index(before: end)].isWhitespace { end = index(before: end) }
        return String(self[start..<end])
    }
}
