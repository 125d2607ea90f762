import ArgumentParser
import Foundation
import Hummingbird
import Logging
import TriglotPreview

/// `triglot preview`: the site served from memory, rebuilt as Content/ and Templates/ change,
/// with each page's diagnostics shown on it. Ctrl-C stops it after open requests finish.
struct PreviewCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Serve the site from memory, rebuilding and reloading open pages as files change.",
        discussion: "Listens on 127.0.0.1 unless --host says otherwise. Check diagnostics appear on each page; a file that stops the build shows an error page until it is fixed."
    )

    @OptionGroup var contentOptions: ContentOptions
    @OptionGroup var symbolGraphOptions: SymbolGraphOptions

    @Option(name: .long, help: "A folder of templates (Mustache templates, strings.json, assets/) that replace the built-in ones file by file; default: Templates/ when it exists.")
    var templates: String?

    @Option(name: .long, help: "The address to listen on. Anything but loopback makes the preview reachable from the network.")
    var host: String = "127.0.0.1"

    @Option(name: .long, help: "The port to listen on (0 picks a free one).")
    var port: Int = 8080

    @Option(name: .long, parsing: .singleValue, help: "Switch a check (or a group such as 'translation') off. Repeatable.")
    var disable: [String] = []

    @Option(name: .customLong("log-level"), help: "trace, debug, info (each request), notice, warning, error or critical.")
    var logLevel: String = "info"

    @Flag(name: .long, help: "Open the site in the default browser (xdg-open) once the server is up.")
    var open = false

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535 (got \(port))") }
        guard Logger.Level(rawValue: logLevel) != nil else { throw ValidationError("--log-level must be one of trace, debug, info, notice, warning, error, critical") }
    }

    func run() async throws {
        var logger = Logger(label: "triglot.preview")
        logger.logLevel = Logger.Level(rawValue: logLevel) ?? .info
        var options = PreviewOptions(contentFolder: contentOptions.resolved, templatesFolder: templates ?? "Templates", templatesRequired: templates != nil, host: host, port: port, disabledChecks: disable)
        options.symbolGraphs = symbolGraphOptions.folders
        if !options.isLoopback {
            FileHandle.standardError.write(Data("triglot: warning: listening on \(host): the preview is reachable from other machines on the network\n".utf8))
        }
        let displayHost = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : (host == "0.0.0.0" ? "127.0.0.1" : host)
        let shouldOpen = open
        let app = buildApplication(options, logger: logger) { boundPort in
            let url = "http://\(displayHost):\(boundPort)/"
            FileHandle.standardOutput.write(Data("Triglot preview at \(url) (Ctrl-C to stop)\n".utf8))
            if shouldOpen { PreviewCommand.openInBrowser(url) }
        }
        try await app.runService()
    }

    private static func openInBrowser(_ url: String) {
        let candidates = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map { String($0) + "/xdg-open" }
        guard let opener = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            FileHandle.standardError.write(Data("triglot: --open: xdg-open is not installed; open \(url) yourself\n".utf8))
            return
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: opener)
        process.arguments = [url]
        try? process.run()
    }
}
