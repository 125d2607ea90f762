import TriglotContent
import TriglotModel

/// Explicit heading ids are language-neutral: the language switcher keeps the reader at the same
/// id and lifecycle claims hang on them, so a translation carries every explicit id of the English
/// page and invents none (an explicit id equal to the id an English heading is given is no
/// invention).
public struct HeadingIDsCheck: TranslationCheck {
    public static let id = "translation.heading-ids"
    public static let defaultSeverity = Diagnostic.Severity.error
    public static let summary = "A translation lacks an explicit heading id of the English page, or has one the English lacks."

    public init() {}

    public func check(source: LoadedPage, translation: LoadedPage, context: CheckContext) -> [Diagnostic] {
        // Every id of the English page, written or made from its heading: a translation that
        // writes `{#setup}` under "## Setup" keeps the English anchor, as Docusaurus's
        // translation guide asks, and invents nothing.
        let englishIDs = Set(source.page.sections.map(\.id))
        let translatedIDs = Set(translation.page.sections.filter(\.hasExplicitID).map(\.id))
        var diagnostics: [Diagnostic] = []
        var reported = Set<Int>()
        // Worked out at the first id the translation lacks (most translations lack none), from
        // the alignment the context made with the pair's stretches.
        var counterparts: [Section?]?
        for (index, section) in source.page.sections.enumerated() where section.hasExplicitID && !translatedIDs.contains(section.id) {
            let known = counterparts ?? Self.counterparts(source.page.sections, translation.page.sections,
                                                          aligned: context.sectionAlignment(source, translation))
            counterparts = known
            // A section the translation lacks altogether is `translation.structure`'s one finding.
            guard let counterpart = known[index] else { continue }
            reported.insert(counterpart.node)
            let summary = counterpart.hasExplicitID ? "heading id {#\(counterpart.id)} where the English heading has {#\(section.id)}"
                                                    : "heading has no id; the English heading has {#\(section.id)}"
            diagnostics.append(diagnostic(
                summary, in: translation, at: counterpart.headingRange,
                notes: [sourceNote("the English heading", source, at: section.headingRange)],
                fixIts: [Diagnostic.FixIt(range: counterpart.headingRange,
                                          replacement: String(repeating: "#", count: counterpart.level) + " \(counterpart.title) {#\(section.id)}")]))
        }
        for section in translation.page.sections where section.hasExplicitID && !englishIDs.contains(section.id) && !reported.contains(section.node) {
            diagnostics.append(diagnostic("heading id {#\(section.id)} is not in the English page", in: translation, at: section.headingRange))
        }
        return diagnostics
    }

    /// The translated heading standing for each English one: the aligned section, else (an id
    /// being what changed) the unaligned section at the same position and level when both pages
    /// have the same number of headings.
    static func counterparts(_ source: [Section], _ translation: [Section]) -> [Section?] {
        counterparts(source, translation, aligned: SectionAlignment.align(source, translation))
    }

    /// `counterparts(source, translation)` from the sections' alignment, made already.
    static func counterparts(_ source: [Section], _ translation: [Section], aligned pairs: [SectionAlignment.Pair]) -> [Section?] {
        let aligned = Set(pairs.compactMap { $0.translation?.node })
        return pairs.enumerated().map { index, pair in
            if let matched = pair.translation { return matched }
            guard source.count == translation.count, !aligned.contains(translation[index].node),
                  translation[index].level == pair.source.level else { return nil }
            return translation[index]
        }
    }
}
