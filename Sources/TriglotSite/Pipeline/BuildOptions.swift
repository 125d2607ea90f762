/// What a build reads, where it writes, and how strict it is.
public struct BuildOptions: Sendable, Equatable {
    public var contentFolder: String
    /// Templates that replace the built-in ones file by file.
    public var templatesFolder: String
    /// Whether `templatesFolder` must exist (it was named); otherwise a missing one means the
    /// built-in templates alone.
    public var templatesRequired: Bool
    public var outputFolder: String
    /// The address the site is published at (`https://example.org/docs/`), for the sitemap and
    /// canonical links; overrides `baseURL` in site.yml.
    public var baseURL: String?
    /// Build even when the checks report errors.
    public var allowErrors: Bool
    /// Check ids or groups switched off on top of site.yml's.
    public var disabledChecks: [String]
    /// Check ids or groups switched back on over site.yml's `checks.disabled` (the language server's `--enable`).
    public var enabledChecks: [String] = []
    /// Report warnings as errors (`--werror`).
    public var warningsAsErrors = false
    /// Put each page's diagnostics on the page, as the preview does.
    public var showsDiagnostics: Bool
    /// Symbol graph folders read beside those site.yml names (`--symbol-graph`).
    public var symbolGraphs: [String] = []

    public init(contentFolder: String = "Content", templatesFolder: String = "Templates", outputFolder: String = "Site",
                baseURL: String? = nil, allowErrors: Bool = false, disabledChecks: [String] = [], showsDiagnostics: Bool = false,
                templatesRequired: Bool = false) {
        self.templatesRequired = templatesRequired
        self.contentFolder = contentFolder
        self.templatesFolder = templatesFolder
        self.outputFolder = outputFolder
        self.baseURL = baseURL
        self.allowErrors = allowErrors
        self.disabledChecks = disabledChecks
        self.showsDiagnostics = showsDiagnostics
    }
}
