import TriglotSite

/// How `triglot preview` runs: what it serves from, where it listens, how it watches.
public struct PreviewOptions: Sendable {
    public var contentFolder: String
    public var templatesFolder: String
    /// Whether `templatesFolder` must exist; otherwise the built-in templates serve alone.
    public var templatesRequired: Bool
    /// Loopback unless asked otherwise; another address is reachable from the network.
    public var host: String
    /// 0 picks a free port (tests).
    public var port: Int
    /// Check ids or groups switched off on top of site.yml's.
    public var disabledChecks: [String]
    /// How long the folders must be quiet before a rebuild starts.
    public var quietPeriod: Duration
    /// Watch the folders (tests that drive rebuilds themselves switch it off).
    public var watch: Bool
    /// At most this many pages may listen for reloads at once.
    public var reloadListenerLimit: Int
    /// Symbol graph folders read beside those site.yml names (`--symbol-graph`).
    public var symbolGraphs: [String] = []

    public init(contentFolder: String = "Content", templatesFolder: String = "Templates", templatesRequired: Bool = false, host: String = "127.0.0.1", port: Int = 8080,
                disabledChecks: [String] = [], quietPeriod: Duration = .milliseconds(15), watch: Bool = true, reloadListenerLimit: Int = 256) {
        self.contentFolder = contentFolder
        self.templatesFolder = templatesFolder
        self.templatesRequired = templatesRequired
        self.host = host
        self.port = port
        self.disabledChecks = disabledChecks
        self.quietPeriod = quietPeriod
        self.watch = watch
        self.reloadListenerLimit = reloadListenerLimit
    }

    /// Loopback addresses need no warning; anything else exposes the preview to the network.
    public var isLoopback: Bool {
        ["127.0.0.1", "localhost", "::1", "[::1]"].contains(host.lowercased()) || host.hasPrefix("127.")
    }

    var buildOptions: BuildOptions {
        var options = BuildOptions(contentFolder: contentFolder, templatesFolder: templatesFolder, disabledChecks: disabledChecks,
                                   showsDiagnostics: true, templatesRequired: templatesRequired)
        options.symbolGraphs = symbolGraphs
        return options
    }
}
