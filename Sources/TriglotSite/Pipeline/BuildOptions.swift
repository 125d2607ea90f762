/// What a build reads, where it writes, and how strict it is.
public struct BuildOptions: Sendable, Equatable {
    public var contentFolder: String
    public var templatesFolder: String
    public var outputFolder: String
    /// The address the site is published at (`https://example.org/docs/`), for the sitemap and
    /// canonical links; overrides `baseURL` in site.yml.
    public var baseURL: String?
    /// Build even when the checks report errors.
    public var allowErrors: Bool
    /// Check ids or groups switched off on top of site.yml's.
    public var disabledChecks: [String]
    /// Preview builds put each page's diagnostics on the page and a live-reload script in it.
    public var preview: Bool

    public init(contentFolder: String = "Content", templatesFolder: String = "Templates", outputFolder: String = "Site",
                baseURL: String? = nil, allowErrors: Bool = false, disabledChecks: [String] = [], preview: Bool = false) {
        self.contentFolder = contentFolder
        self.templatesFolder = templatesFolder
        self.outputFolder = outputFolder
        self.baseURL = baseURL
        self.allowErrors = allowErrors
        self.disabledChecks = disabledChecks
        self.preview = preview
    }
}
