import TriglotModel

/// A translation made from an older version of its English page: the English section changed
/// after the translation was last marked current (`triglot mark-current`).
public struct OutdatedTranslationCheck: TranslationCheck {
    public static let id = "translation.outdated"
    public static let defaultSeverity = Diagnostic.Severity.warning
    public static let summary = "The English page changed after the translation was last marked current."

    public init() {}

    public func check(source: LoadedPage, translation: LoadedPage, context: CheckContext) -> [Diagnostic] {
        let status = TranslationStatus.of(translation: translation, source: source, lock: context.content.translationLock)
        let title = translation.page.title?.range ?? LineOnly(1).sourceRange
        switch status {
        case .current, .missing:
            return []
        case .untracked:
            return [diagnostic(
                "this translation is not tracked yet", in: translation, at: title,
                explanation: "Run 'triglot mark-current \(translation.language.code)/\(translation.path)' once it matches the English page.")]
        case .outdated(let sections):
            let aligned = context.sectionAlignment(source, translation)
            return sections.map { key in
                let sourceSection = source.page.sections.first { $0.id == key }
                let place = aligned.first { $0.source.id == key }?.translation?.headingRange ?? title
                let name = key == TranslationLock.introKey ? "title, abstract or availability" : "section '\(sourceSection?.title ?? key)'"
                return diagnostic(
                    "the English \(name) changed since this translation was marked current", in: translation, at: place,
                    explanation: "Update the translation, then run 'triglot mark-current \(translation.language.code)/\(translation.path)'.",
                    notes: sourceSection.map { [sourceNote("the English section", source, at: $0.headingRange)] } ?? [])
            }
        }
    }
}
