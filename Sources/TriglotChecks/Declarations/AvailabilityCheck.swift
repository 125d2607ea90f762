import TriglotContent
import TriglotMarkup
import TriglotModel

/// Availability is data, not prose: a translation lists the same platforms with the same versions,
/// in the same order, and never leaves out the block the English page has.
public struct AvailabilityCheck: TranslationCheck {
    public static let id = "translation.availability"
    public static let defaultSeverity = Diagnostic.Severity.error
    public static let summary = "A translation's availability (platforms, versions) differs from the English page."

    public init() {}

    public func check(source: LoadedPage, translation: LoadedPage, context: CheckContext) -> [Diagnostic] {
        let english = source.page.availability
        let other = translation.page.availability
        guard english.map(\.displayText) != other.map(\.displayText) else { return [] }
        let note = { (range: SourceRange?) in [sourceNote("the English availability", source, at: range)] }
        if other.isEmpty {
            return [diagnostic(
                "the page has no availability; the English page lists \(english.map(\.displayText).joined(separator: ", "))",
                in: translation, at: AlignedStretch.titlePlace(of: translation.page), notes: note(english.first?.range))]
        }
        var diagnostics: [Diagnostic] = []
        for line in english {
            guard let translated = other.first(where: { $0.platform == line.platform }) else {
                diagnostics.append(diagnostic("platform '\(line.displayText)' of the English page is missing", in: translation,
                                              at: other[0].range, notes: note(line.range)))
                continue
            }
            if translated.displayText != line.displayText {
                diagnostics.append(diagnostic("'\(translated.displayText)' where the English page has '\(line.displayText)'",
                                              in: translation, at: translated.range, notes: note(line.range)))
            }
        }
        for line in other where !english.contains(where: { $0.platform == line.platform }) {
            diagnostics.append(diagnostic("platform '\(line.displayText)' is not in the English page", in: translation, at: line.range))
        }
        let shared = english.map(\.platform).filter { platform in other.contains { $0.platform == platform } }
        let translatedOrder = other.map(\.platform).filter { shared.contains($0) }
        if diagnostics.isEmpty, translatedOrder != shared,
           let index = zip(translatedOrder, shared).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset,
           let line = other.first(where: { $0.platform == translatedOrder[index] }) {
            diagnostics.append(diagnostic("platforms are in a different order than in the English page", in: translation,
                                          at: line.range, notes: note(english.first?.range)))
        }
        return diagnostics
    }
}
