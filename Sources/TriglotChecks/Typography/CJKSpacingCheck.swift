import TriglotContent
import TriglotModel

/// `使用Vue` where the language's pages write `使用 Vue` (or the other way round): spacing
/// between Chinese or Japanese letters and Latin letters or digits, as `typography:` in site.yml
/// says or, by default, as nearly all of the language's own pages already do.
public struct CJKSpacingCheck: Check {
    public static let id = "typography.spacing"
    public static let defaultSeverity = Diagnostic.Severity.note
    public static let summary = "Spacing between Chinese or Japanese and Latin letters or digits differs from the language's house style."
    /// Unless site.yml sets it, its house style is counted over every page of the language.
    public static func foldsOverEveryPage(in language: Language, configuration: SiteConfiguration) -> Bool {
        CJKScalars.applies(to: language.code) && (configuration.typography[language.code]?.spacing ?? .auto) == .auto
    }

    public init() {}

    public func survey(_ context: CheckContext) {
        for language in context.content.languages where Self.foldsOverEveryPage(in: language, configuration: context.content.configuration) {
            _ = HouseStyle.spacing(of: language, in: context)
        }
    }

    public func run(_ context: CheckContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for language in context.content.languages where CJKScalars.applies(to: language.code) {
            let style = HouseStyle.spacing(of: language, in: context)
            guard style != .free else { continue }
            let textRuns = context.textRuns
            diagnostics += context.perPage("\(Self.id) \(style)", in: language) { page -> [Diagnostic] in
                var found: [Diagnostic] = []
                for run in textRuns.runs(of: page) {
                    for boundary in SpacingBoundary.all(in: run) where boundary.hasSpace == (style == .forbidden) {
                        found.append(finding(boundary, run: run, page: page, style: style))
                    }
                }
                return found
            }.flatMap { $0 }
        }
        return diagnostics
    }

    private func finding(_ boundary: SpacingBoundary, run: TextRun, page: LoadedPage, style: HouseStyle.Spacing) -> Diagnostic {
        let source = page.source
        let around = max(0, boundary.between.lowerBound - 1)..<min(run.scalars.count, boundary.between.upperBound + 1)
        if style == .required {
            return Diagnostic(id: Self.id, severity: Self.defaultSeverity,
                              summary: "add a space between Chinese or Japanese and Latin text",
                              explanation: "This language's pages put a space between Chinese or Japanese letters and Latin letters or digits (typography: spacing in site.yml).",
                              path: page.displayPath, range: run.sourceRange(around, in: source),
                              fixIts: [run.fixIt(boundary.between, " ", in: source)])
        }
        return Diagnostic(id: Self.id, severity: Self.defaultSeverity,
                          summary: "remove the space between Chinese or Japanese and Latin text",
                          explanation: "This language's pages put no space between Chinese or Japanese letters and Latin letters or digits (typography: spacing in site.yml).",
                          path: page.displayPath, range: run.sourceRange(around, in: source),
                          fixIts: [run.fixIt(boundary.between, "", in: source)])
    }
}
