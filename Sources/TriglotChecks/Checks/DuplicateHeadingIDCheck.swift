import TriglotModel

/// Two headings with one id in a page: a link or the language switcher can only reach the first,
/// and a lifecycle claim on that id is ambiguous.
public struct DuplicateHeadingIDCheck: PageCheck {
    public static let id = "model.duplicate-heading-id"
    public static let defaultSeverity = Diagnostic.Severity.warning
    public static let summary = "Two headings in one page have the same id."

    public init() {}

    public func check(_ page: LoadedPage, context: CheckContext) -> [Diagnostic] {
        var first: [String: Section] = [:]
        var diagnostics: [Diagnostic] = []
        for section in page.page.sections {
            guard let earlier = first[section.id] else {
                first[section.id] = section
                continue
            }
            diagnostics.append(diagnostic(
                "heading id '\(section.id)' is already used by the heading on line \(earlier.headingRange.lowerBound.line)",
                in: page, at: section.headingRange,
                explanation: "Links to #\(section.id) and the language switcher reach only the first heading; give this one its own {#id}.",
                notes: [Diagnostic.Note("the first heading with this id", path: page.displayPath, range: earlier.headingRange)]))
        }
        return diagnostics
    }
}
