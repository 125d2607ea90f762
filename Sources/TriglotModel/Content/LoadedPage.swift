import TriglotMarkup

/// One page file as loaded: where it is, its model, its source and what parsing it found.
public struct LoadedPage: Sendable {
    /// The path relative to its language folder: the page's identity across languages.
    public var path: String
    public var language: Language
    /// The path shown in diagnostics (relative to where the command was run).
    public var displayPath: String
    public var page: Page
    public var source: SourceText
    public var diagnostics: [Diagnostic]

    public init(path: String, language: Language, displayPath: String, page: Page, source: SourceText, diagnostics: [Diagnostic]) {
        self.path = path
        self.language = language
        self.displayPath = displayPath
        self.page = page
        self.source = source
        self.diagnostics = diagnostics
    }
}
