import TriglotModel

/// `「设置」` on pages that write `“设置”` (or the other way round): quotation marks follow the
/// language's house style, set in site.yml or, by default, what nearly all its pages use.
public struct QuoteStyleCheck: Check {
    public static let id = "typography.quotes"
    public static let defaultSeverity = Diagnostic.Severity.note
    public static let summary = "Quotation marks differ from the language's house style."
    /// Unless site.yml sets it, its house style is counted over every page of the language.
    public static func foldsOverEveryPage(in language: Language, configuration: SiteConfiguration) -> Bool {
        CJKScalars.applies(to: language.code) && (configuration.typography[language.code]?.quotes ?? .auto) == .auto
    }

    public init() {}

    public func survey(_ context: CheckContext) {
        for language in context.content.languages where Self.foldsOverEveryPage(in: language, configuration: context.content.configuration) {
            _ = HouseStyle.quotes(of: language, in: context)
        }
    }

    public func run(_ context: CheckContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for language in context.content.languages where CJKScalars.applies(to: language.code) {
            let style = HouseStyle.quotes(of: language, in: context)
            guard style != .free else { continue }
            let (open, close, wantOpen, wantClose): (Unicode.Scalar, Unicode.Scalar, String, String) =
                style == .curly ? ("「", "」", "“", "”") : ("“", "”", "「", "」")
            let textRuns = context.textRuns
            diagnostics += context.perPage("\(Self.id) \(style)", in: language) { page -> [Diagnostic] in
                var found: [Diagnostic] = []
                for run in textRuns.runs(of: page) {
                    // A pair within one text node is replaced as a pair; a mark alone is left to
                    // the bracket check.
                    var index = 0
                    while index < run.scalars.count {
                        defer { index += 1 }
                        guard run.scalars[index] == open,
                              let end = run.scalars[(index + 1)...].firstIndex(of: close) else { continue }
                        found.append(Diagnostic(
                            id: Self.id, severity: Self.defaultSeverity,
                            summary: "write \(wantOpen)…\(wantClose): this language's pages quote with them", explanation:
                                "The quotation marks follow the house style (typography: quotes in site.yml; by default what nearly all of the language's pages use).",
                            path: page.displayPath, range: run.sourceRange(index..<end + 1, in: page.source),
                            fixIts: [run.fixIt(index..<index + 1, wantOpen, in: page.source), run.fixIt(end..<end + 1, wantClose, in: page.source)]))
                        index = end
                    }
                }
                return found
            }.flatMap { $0 }
        }
        return diagnostics
    }
}
