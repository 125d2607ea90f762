import TriglotModel

/// Two headings with one id in a page: a link or the language switcher can only reach the first,
/// and a lifecycle claim on that id is ambiguous.
public struct DuplicateHeadingIDCheck: PageCheck {
    public static let id = "model.duplicate-heading-id"
    public static let defaultSeverity = Diagnostic.Severity.warning
    public static let summary = "Two headings in one page have the same id."

    public init() {}

    public func check(_ page: LoadedPage, context: CheckContext) -> [Diagnostic] {
        let sections = page.page.sections
        var first: [String: Int] = [:]
        first.reserveCapacity(sections.count)
        var diagnostics: [Diagnostic] = []
        for (index, section) in sections.enumerated() {
            // One look-up per heading: ids are nearly always new, and a repeated one puts the
            // first heading back.
            guard let earlierIndex = first.updateValue(index, forKey: section.id) else { continue }
            first[section.id] = earlierIndex
            let earlier = sections[earlierIndex]
            diagnostics.append(diagnostic(
                "heading id '\(section.id)' is already used by the heading on line \(earlier.headingRange.lowerBound.line)",
                in: page, at: section.headingRange,
                explanation: "Links to #\(section.id) and the language switcher reach only the first heading; give this one its own {#id}.",
                notes: [Diagnostic.Note("the first heading with this id", path: page.displayPath, range: earlier.headingRange)]))
        }
        return diagnostics
    }
}
