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
        for stretch in context.alignedStretches(source, translation) {
            let english = stretch.sourceItems(.codeSpans, source, context)
            let other = stretch.translationItems(.codeSpans, translation, context)
            let (sourcePlace, translatedPlace) = (stretch.sourcePlace, stretch.translationPlace)
            // A faithful translation keeps its code spans in order: nothing to count then, nor
            // any list of their texts to make.
            if SectionInventory.Item.sameTexts(english, other) { continue }
            let (englishCounts, otherCounts) = (Multiset(english.lazy.map(\.text)), Multiset(other.lazy.map(\.text)))
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
