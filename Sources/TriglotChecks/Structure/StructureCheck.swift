import TriglotContent
import TriglotMarkup
import TriglotModel

/// The translation has the same sections as its English source, at the same levels and in the
/// same order: one finding per missing, extra or moved section.
public struct StructureCheck: TranslationCheck {
    public static let id = "translation.structure"
    public static let defaultSeverity = Diagnostic.Severity.error
    public static let summary = "A translation's sections differ from the English page."

    public init() {}

    public func check(source: LoadedPage, translation: LoadedPage, context: CheckContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        // Sections by position, read where they are: a section copied out retains every string
        // and array in it.
        let (sections, translatedSections) = (source.page.sections, translation.page.sections)
        let counterparts = context.sectionCounterparts(source, translation)
        for index in counterparts.indices where counterparts[index] == nil {
            diagnostics.append(diagnostic(
                "section '\(sections[index].title)' of the English page is missing here",
                in: translation, at: Self.place(ofMissing: index, counterparts: counterparts, in: translation.page),
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
        // Lists, list items and callouts are blocks: `translation.blocks` pairs them one by one.
        diagnostics += levelDiagnostics(source, translation, counterparts: counterparts)
        return diagnostics
    }

    /// A heading at another level than its English counterpart, one finding each; but headings
    /// all moved by the same number of levels (a translation whose sections are `#` where the
    /// English has `##`, or made before the English put its sections under new parents) are
    /// one finding at the first, with the others as notes: one edit of the page, not many.
    private func levelDiagnostics(_ source: LoadedPage, _ translation: LoadedPage, counterparts: [Int?]) -> [Diagnostic] {
        let (sections, translatedSections) = (source.page.sections, translation.page.sections)
        let moved = counterparts.indices.compactMap { index -> (english: Int, translated: Int)? in
            guard let translated = counterparts[index], translatedSections[translated].level != sections[index].level else { return nil }
            return (index, translated)
        }
        // Each group in the translation's order, so that its finding is at its first heading there.
        let byShift = Dictionary(grouping: moved.sorted { $0.translated < $1.translated }) {
            translatedSections[$0.translated].level - sections[$0.english].level
        }
        var diagnostics: [Diagnostic] = []
        for pair in moved {
            let shift = translatedSections[pair.translated].level - sections[pair.english].level
            let group = byShift[shift] ?? []
            let englishNote = sourceNote("the English heading", source, at: sections[pair.english].headingRange)
            if group.count < Self.headingsMovedTogether {
                diagnostics.append(diagnostic(
                    "heading level \(translatedSections[pair.translated].level) where the English has \(sections[pair.english].level)",
                    in: translation, at: translatedSections[pair.translated].headingRange, notes: [englishNote]))
            } else if group.first?.translated == pair.translated {
                let levels = abs(shift) == 1 ? "one level" : "\(abs(shift)) levels"
                let marks = "\(String(repeating: "#", count: translatedSections[pair.translated].level)) where the English has \(String(repeating: "#", count: sections[pair.english].level))"
                let others = group.dropFirst().map { Diagnostic.Note("also", path: translation.displayPath, range: translatedSections[$0.translated].headingRange.sourceRange) }
                diagnostics.append(diagnostic(
                    "\(group.count) headings are \(levels) \(shift < 0 ? "above" : "below") the English ones (\(marks)), from here",
                    in: translation, at: translatedSections[pair.translated].headingRange, notes: [englishNote] + others))
            }
        }
        return diagnostics
    }

    /// How many headings moved by the same number of levels are one finding.
    static let headingsMovedTogether = 3

    /// Where a missing English section belongs in the translation: at the heading of the next
    /// English section the translation has, else after the last line of the previous one.
    static func place(ofMissing index: Int, counterparts: [Int?], in page: Page) -> SourceRange {
        if let next = counterparts[(index + 1)...].lazy.compactMap({ $0 }).first { return page.sections[next].headingRange }
        if let previous = counterparts[..<index].reversed().lazy.compactMap({ $0 }).first {
            let section = page.sections[previous]
            return SourceRange(line: section.blocks.last?.range.upperBound.line ?? section.headingRange.lowerBound.line)
        }
        return page.title?.range ?? SourceRange(line: 1)
    }
}
