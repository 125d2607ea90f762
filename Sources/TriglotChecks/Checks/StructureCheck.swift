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
        // Sections by position, read where they are: a section copied out retains every string
        // and array in it.
        let (sections, translatedSections) = (source.page.sections, translation.page.sections)
        let counterparts = context.sectionCounterparts(source, translation)
        for index in counterparts.indices where counterparts[index] == nil {
            diagnostics.append(diagnostic(
                "section '\(sections[index].title)' of the English page is missing",
                in: translation, at: translation.page.title?.range ?? LineOnly(1).sourceRange,
                notes: [sourceNote("the English section", source, at: sections[index].headingRange)]))
        }
        // `SectionAlignment.extra`, from the alignment already made.
        var matched = [Bool](repeating: false, count: translatedSections.count)
        for case let translated? in counterparts { matched[translated] = true }
        for index in translatedSections.indices where !matched[index] {
            diagnostics.append(diagnostic("section '\(translatedSections[index].title)' is not in the English page", in: translation,
                                          at: translatedSections[index].headingRange))
        }
        // Order: the matched translation sections must appear in the English order (positions
        // follow the document, as their heading nodes do).
        let matchedOrder = counterparts.compactMap { $0 }
        if matchedOrder != matchedOrder.sorted(), let first = zip(matchedOrder, matchedOrder.sorted()).first(where: { $0 != $1 }) {
            diagnostics.append(diagnostic("sections are in a different order than in the English page", in: translation,
                                          at: translatedSections[first.0].headingRange))
        }
        // The section stretches were aligned the same way, in the same order; their lists are
        // read from the facts they carry.
        let stretches = context.alignedStretches(source, translation)
        var stretch = stretches.startIndex + 1
        for index in counterparts.indices {
            guard let translated = counterparts[index] else { continue }
            if translatedSections[translated].level != sections[index].level {
                diagnostics.append(diagnostic(
                    "heading level \(translatedSections[translated].level) where the English has \(sections[index].level)",
                    in: translation, at: translatedSections[translated].headingRange,
                    notes: [sourceNote("the English heading", source, at: sections[index].headingRange)]))
            }
            diagnostics += compareLists(index, translated, stretch: stretch < stretches.endIndex ? stretch : nil, of: stretches,
                                        source: source, translation: translation, context: context)
            stretch += 1
        }
        diagnostics += compareCallouts(source: source, translation: translation)
        return diagnostics
    }

    /// The lists of English section `sourceIndex` and translated section `translatedIndex`,
    /// from `stretches[stretch]` when it is theirs.
    private func compareLists(_ sourceIndex: Int, _ translatedIndex: Int, stretch: Int?, of stretches: [AlignedStretch],
                              source: LoadedPage, translation: LoadedPage, context: CheckContext) -> [Diagnostic] {
        let (sections, translatedSections) = (source.page.sections, translation.page.sections)
        let english: ArraySlice<SectionInventory.Item>
        let other: ArraySlice<SectionInventory.Item>
        if let stretch, stretches[stretch].sourceSectionNode == sections[sourceIndex].node,
           stretches[stretch].translationSectionNode == translatedSections[translatedIndex].node {
            let stretch = stretches[stretch]
            (english, other) = (stretch.sourceItems(.listItemCounts, source, context), stretch.translationItems(.listItemCounts, translation, context))
        } else {
            english = context.items(.listItemCounts, of: sections[sourceIndex].blocks, in: source)
            other = context.items(.listItemCounts, of: translatedSections[translatedIndex].blocks, in: translation)
        }
        var diagnostics: [Diagnostic] = []
        if english.count != other.count {
            diagnostics.append(diagnostic(
                "section '\(translatedSections[translatedIndex].title)' has \(other.count) list(s); the English has \(english.count)",
                in: translation, at: translatedSections[translatedIndex].headingRange,
                notes: [sourceNote("the English section", source, at: sections[sourceIndex].headingRange)]))
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
