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
        var comparisons: [([SectionInventory.Item], [SectionInventory.Item], SourceRangeLike, SourceRangeLike)] = [(
            context.items(\.codeSpans, of: source.page.abstract + source.page.preamble, in: source),
            context.items(\.codeSpans, of: translation.page.abstract + translation.page.preamble, in: translation),
            source.page.title?.range ?? LineOnly(1).sourceRange, translation.page.title?.range ?? LineOnly(1).sourceRange)]
        for pair in SectionAlignment.align(source.page.sections, translation.page.sections) {
            guard let translated = pair.translation else { continue }
            comparisons.append((context.items(\.codeSpans, of: pair.source.blocks, in: source),
                                context.items(\.codeSpans, of: translated.blocks, in: translation),
                                pair.source.headingRange, translated.headingRange))
        }
        for (english, other, sourcePlace, translatedPlace) in comparisons {
            let missing = Multiset(english.map(\.text)).subtracting(Multiset(other.map(\.text)))
            let added = Multiset(other.map(\.text)).subtracting(Multiset(english.map(\.text)))
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
