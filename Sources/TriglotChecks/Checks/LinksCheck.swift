import TriglotModel

/// Each aligned section of a translation links to the same set of destinations as the English
/// section: a dropped link loses a reader's way on, a changed one sends them elsewhere.
public struct LinksCheck: TranslationCheck {
    public static let id = "translation.links"
    public static let defaultSeverity = Diagnostic.Severity.error
    public static let summary = "A translation's section links to a different set of destinations than the English section."

    public init() {}

    public func check(source: LoadedPage, translation: LoadedPage, context: CheckContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for stretch in context.alignedStretches(source, translation) {
            let english = stretch.sourceItems(.links, source, context)
            let other = stretch.translationItems(.links, translation, context)
            // The same links in the same order, as in a faithful translation: nothing to compare,
            // nor any list of their destinations to make.
            if SectionInventory.Item.sameTexts(english, other) { continue }
            // Compared by what they lead to: `/en-US/docs/x` and `/ja/docs/x` are one page.
            let links = context.linkEquivalence
            let englishSet = Set(english.lazy.map { links.key($0.text) })
            let otherSet = Set(other.lazy.map { links.key($0.text) })
            for key in englishSet.subtracting(otherSet).sorted() {
                let near = english.first { links.key($0.text) == key }
                diagnostics.append(diagnostic(
                    "the English section links to '\(near?.text ?? key)'; this section does not", in: translation,
                    at: stretch.translationPlace, notes: [sourceNote("the English link", source, at: near?.range)]))
            }
            for key in otherSet.subtracting(englishSet).sorted() {
                let link = other.first { links.key($0.text) == key }
                diagnostics.append(diagnostic("link to '\(link?.text ?? key)' is not in the English section", in: translation, at: link?.range))
            }
        }
        return diagnostics
    }
}
