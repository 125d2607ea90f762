import TriglotContent
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
        // By index, fields read in place: `enumerated()` copied every section, strings and arrays retained.
        for index in sections.indices {
            let id = sections[index].id
            // One look-up per heading: ids are nearly always new, and a repeated one puts the
            // first heading back.
            guard let earlierIndex = first.updateValue(index, forKey: id) else { continue }
            first[id] = earlierIndex
            let earlier = sections[earlierIndex].headingRange
            diagnostics.append(diagnostic(
                "heading id '\(id)' is already used by the heading on line \(earlier.lowerBound.line)",
                in: page, at: sections[index].headingRange,
                explanation: "Links to #\(id) and the language switcher reach only the first heading; give this one its own {#id}.",
                notes: [Diagnostic.Note("the first heading with this id", path: page.displayPath, range: earlier)]))
        }
        return diagnostics
    }
}
