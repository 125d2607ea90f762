import TriglotModel

/// Code spans are code: a translation keeps every one of its section's code spans unchanged and
/// adds none.
public struct CodeSpansCheck: TranslationCheck {
    public static let id = "translation.code-spans"
    public static let defaultSeverity = Diagnostic.Severity.error
    public static let summary = "A translation changes, drops or adds a code span."

    public init() {}

    public func check(source: LoadedPage, translation: LoadedPage, context: CheckContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        // The preamble (placed at the title) and every aligned section.
        let comparisons = context.alignedStretches(source, translation).map { stretch in
            (stretch.sourceItems(.codeSpans, source, context), stretch.translationItems(.codeSpans, translation, context),
             stretch.sourcePlace, stretch.translationPlace)
        }
        for (english, other, sourcePlace, translatedPlace) in comparisons {
            let (englishTexts, otherTexts) = (english.map(\.text), other.map(\.text))
            // A faithful translation keeps its code spans in order: nothing to count then.
            if englishTexts == otherTexts { continue }
            let (englishCounts, otherCounts) = (Multiset(englishTexts), Multiset(otherTexts))
            let missing = englishCounts.subtracting(otherCounts)
            let added = otherCounts.subtracting(englishCounts)
            for text in missing.sortedElements {
                let near = english.first { $0.text == text }
                diagnostics.append(diagnostic(
                    "code span `\(text)` of the English is missing or changed here",
                    in: translation, at: translatedPlace,
                    notes: [sourceNote("the English code span", source, at: near?.range ?? sourcePlace.sourceRange)]))
            }
            for text in added.sortedElements {
                let place = other.first { $0.text == text }?.range ?? translatedPlace.sourceRange
                diagnostics.append(diagnostic("code span `\(text)` is not in the English", in: translation, at: place))
            }
        }
        return diagnostics
    }
}
