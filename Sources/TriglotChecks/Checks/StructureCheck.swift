import TriglotModel

/// The translation has the same sections in the same order, the same callouts and the same
/// number of items in each list as its English source.
public struct StructureCheck: TranslationCheck {
    public static let id = "translation.structure"
    public static let defaultSeverity = Diagnostic.Severity.error
    public static let summary = "A translation's sections, callouts or lists differ from the English page."

    public init() {}

    public func check(source: LoadedPage, translation: LoadedPage, context: CheckContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let translatedSections = translation.page.sections
        let pairs = context.sectionAlignment(source, translation)
        for pair in pairs where pair.translation == nil {
            diagnostics.append(diagnostic(
                "section '\(pair.source.title)' of the English page is missing",
                in: translation, at: translation.page.title?.range ?? LineOnly(1).sourceRange,
                notes: [sourceNote("the English section", source, at: pair.source.headingRange)]))
        }
        // `SectionAlignment.extra`, from the alignment already made.
        let matched = Set(pairs.compactMap { $0.translation?.node })
        for extra in translatedSections where !matched.contains(extra.node) {
            diagnostics.append(diagnostic("section '\(extra.title)' is not in the English page", in: translation, at: extra.headingRange))
        }
        // Order: the matched translation sections must appear in the English order.
        let matchedOrder = pairs.compactMap { $0.translation?.node }
        if matchedOrder != matchedOrder.sorted(), let first = zip(matchedOrder, matchedOrder.sorted()).first(where: { $0 != $1 }),
           let section = translatedSections.first(where: { $0.node == first.0 }) {
            diagnostics.append(diagnostic("sections are in a different order than in the English page", in: translation, at: section.headingRange))
        }
        // The section stretches were aligned the same way, in the same order; their lists are
        // read from the facts they carry.
        var sectionStretches = context.alignedStretches(source, translation).dropFirst().makeIterator()
        for pair in pairs {
            guard let translated = pair.translation else { continue }
            let stretch = sectionStretches.next()
            if translated.level != pair.source.level {
                diagnostics.append(diagnostic(
                    "heading level \(translated.level) where the English has \(pair.source.level)",
                    in: translation, at: translated.headingRange,
                    notes: [sourceNote("the English heading", source, at: pair.source.headingRange)]))
            }
            diagnostics += compareLists(pair.source, translated, stretch: stretch, source: source, translation: translation, context: context)
        }
        diagnostics += compareCallouts(source: source, translation: translation)
        return diagnostics
    }

    private func compareLists(_ sourceSection: Section, _ translated: Section, stretch: AlignedStretch?, source: LoadedPage,
                              translation: LoadedPage, context: CheckContext) -> [Diagnostic] {
        let english: [SectionInventory.Item]
        let other: [SectionInventory.Item]
        if let stretch, stretch.sourceSection?.node == sourceSection.node, stretch.translationSection?.node == translated.node {
            (english, other) = (stretch.sourceItems(.listItemCounts, source, context), stretch.translationItems(.listItemCounts, translation, context))
        } else {
            english = context.items(.listItemCounts, of: sourceSection.blocks, in: source)
            other = context.items(.listItemCounts, of: translated.blocks, in: translation)
        }
        var diagnostics: [Diagnostic] = []
        if english.count != other.count {
            diagnostics.append(diagnostic(
                "section '\(translated.title)' has \(other.count) list(s); the English has \(english.count)",
                in: translation, at: translated.headingRange,
                notes: [sourceNote("the English section", source, at: sourceSection.headingRange)]))
            return diagnostics
        }
        for (sourceList, list) in zip(english, other) where sourceList.text != list.text {
            diagnostics.append(diagnostic(
                "this list has \(list.text) items; the English list has \(sourceList.text)",
                in: translation, at: list.range, notes: [sourceNote("the English list", source, at: sourceList.range)]))
        }
        return diagnostics
    }

    private func compareCallouts(source: LoadedPage, translation: LoadedPage) -> [Diagnostic] {
        let english = source.page.callouts.map(\.kind)
        let other = translation.page.callouts.map(\.kind)
        guard english != other else { return [] }
        let range = translation.page.callouts.first?.range ?? translation.page.title?.range ?? LineOnly(1).sourceRange
        return [diagnostic(
            "callouts are [\(other.map(\.rawValue).joined(separator: ", "))]; the English page has [\(english.map(\.rawValue).joined(separator: ", "))]",
            in: translation, at: range)]
    }
}
