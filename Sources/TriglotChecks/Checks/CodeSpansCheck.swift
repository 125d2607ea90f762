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
        var comparisons: [(SectionInventory, SectionInventory, SourceRangeLike, SourceRangeLike)] = [(
            SectionInventory(preambleOf: source.page), SectionInventory(preambleOf: translation.page),
            source.page.title?.range ?? LineOnly(1).sourceRange, translation.page.title?.range ?? LineOnly(1).sourceRange)]
        for pair in SectionAlignment.align(source.page.sections, translation.page.sections) {
            guard let translated = pair.translation else { continue }
            comparisons.append((SectionInventory(section: pair.source, in: source.page),
                                SectionInventory(section: translated, in: translation.page),
                                pair.source.headingRange, translated.headingRange))
        }
        for (english, other, sourcePlace, translatedPlace) in comparisons {
            let missing = Multiset(english.codeSpans.map(\.text)).subtracting(Multiset(other.codeSpans.map(\.text)))
            let added = Multiset(other.codeSpans.map(\.text)).subtracting(Multiset(english.codeSpans.map(\.text)))
            for text in missing.sortedElements {
                let near = english.codeSpans.first { $0.text == text }
                diagnostics.append(diagnostic(
                    "code span `\(text)` of the English is missing or changed here",
                    in: translation, at: translatedPlace,
                    notes: [sourceNote("the English code span", source, at: near?.range ?? sourcePlace.sourceRange)]))
            }
            for text in added.sortedElements {
                let place = other.codeSpans.first { $0.text == text }?.range ?? translatedPlace.sourceRange
                diagnostics.append(diagnostic("code span `\(text)` is not in the English", in: translation, at: place))
            }
        }
        return diagnostics
    }
}
