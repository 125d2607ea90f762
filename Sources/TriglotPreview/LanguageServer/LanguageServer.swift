import Foundation
import TriglotMarkup
import TriglotModel
import TriglotSite

/// The language server's logic, without a process: messages in, messages out. `handle` answers
/// each message at once and notes what changed; `flush` checks the changes and publishes the
/// diagnostics that differ. The transport calls `flush` when no more input is waiting, so a
/// burst of keystrokes is checked once (`LanguageServerProcess`).
public struct LanguageServer {
    public struct Options: Sendable {
        /// `--content`; nil finds it from the workspace root (`ContentLocation.contentFolder`).
        public var contentFolder: String?
        public var disable: [String]
        public var enable: [String]
        public var warningsAsErrors: Bool

        public init(contentFolder: String? = nil, disable: [String] = [], enable: [String] = [], warningsAsErrors: Bool = false) {
            self.contentFolder = contentFolder
            self.disable = disable
            self.enable = enable
            self.warningsAsErrors = warningsAsErrors
        }
    }

    enum Phase {
        case uninitialized, running, shutDown
    }

    let options: Options
    /// Where the server's own messages go: standard error, never standard output.
    let log: (String) -> Void
    private(set) var phase = Phase.uninitialized
    /// The content folder in use (absolute), kept when loading it failed so that a fixed
    /// site.yml can be loaded again.
    var contentFolder: String?
    var workspace: WorkspaceCheck?
    /// The open documents by URI, as the client spells it (publishing must use its spelling).
    var documents: [String: TextDocument] = [:]
    /// Pages whose text changed since the last check: the buffer's bytes, or nil to read the file.
    var pending: [PageKey: [UInt8]?] = [:]
    /// A configuration file changed: everything is loaded again at the next flush.
    var reloadAll = false
    /// The diagnostics last published for each open document.
    var published: [String: [LSPAny]] = [:]
    /// Documents that must be published at the next flush even if unchanged (just opened).
    var mustPublish = Set<String>()
    /// Set by `exit`: 0 after `shutdown`, 1 without (the protocol's rule).
    public private(set) var exitCode: Int32?

    public init(options: Options = Options(), log: @escaping (String) -> Void) {
        self.options = options
        self.log = log
    }

    public var isShutDown: Bool { phase == .shutDown }

    /// Whether `flush` has anything to do.
    public var hasPendingWork: Bool { !pending.isEmpty || reloadAll || !mustPublish.isEmpty }

    /// Answers one message. Requests get exactly one response; notifications none, though a
    /// notification may leave work for `flush`. Code actions flush first: they are computed from
    /// the diagnostics of the text as it is now.
    public mutating func handle(_ message: RPCMessage) -> [RPCMessage] {
        switch message {
        case .response:
            // The server sends no requests, so no response is awaited.
            return []
        case .notification(let method, let params):
            return notify(method, params)
        case .request(let id, let method, let params):
            if phase == .uninitialized, method != "initialize" {
                return [.failure(id: id, .serverNotInitialized, "initialize first (got '\(method)')")]
            }
            if phase == .shutDown {
                return [.failure(id: id, .invalidRequest, "the server is shut down (got '\(method)')")]
            }
            switch method {
            case "initialize":
                guard phase == .uninitialized else { return [.failure(id: id, .invalidRequest, "initialize was already received")] }
                return initialize(id: id, params: params)
            case "shutdown":
                phase = .shutDown
                return [.success(id: id, .null)]
            case "textDocument/codeAction":
                var out = flush()
                out.append(codeActions(id: id, params: params))
                return out
            default:
                return [.failure(id: id, .methodNotFound, "unknown method '\(method)'")]
            }
        }
    }

    private mutating func notify(_ method: String, _ params: LSPAny) -> [RPCMessage] {
        if method == "exit" {
            exitCode = phase == .shutDown ? 0 : 1
            return []
        }
        // Before `initialize` the protocol says to drop notifications; after `shutdown` too.
        guard phase == .running else { return [] }
        switch method {
        case "textDocument/didOpen": didOpen(params)
        case "textDocument/didChange": didChange(params)
        case "textDocument/didSave": didSave(params)
        case "textDocument/didClose": return didClose(params)
        case "workspace/didChangeWatchedFiles": didChangeWatchedFiles(params)
        default:
            // `initialized`, `$/cancelRequest`, `$/setTrace` and anything unknown: nothing to do.
            break
        }
        return []
    }

    private mutating func initialize(id: LSPAny, params: LSPAny) -> [RPCMessage] {
        phase = .running
        let root = params["rootUri"].string.flatMap(ContentLocation.path(ofURI:))
            ?? params["rootPath"].string
            ?? params["workspaceFolders"].array?.first?["uri"].string.flatMap(ContentLocation.path(ofURI:))
            ?? FileManager.default.currentDirectoryPath
        var out: [RPCMessage] = []
        var problem: String?
        if let folder = options.contentFolder.map(ContentLocation.standardized) ?? ContentLocation.contentFolder(from: root) {
            contentFolder = folder
            problem = load(folder)
        } else {
            // An editor started on a single file may give no root: the first page opened is
            // asked again (`didOpen`).
            problem = "no content folder (Content/ or a folder with site.yml) in or above \(root); looking again from the first file opened"
        }
        let capabilities: LSPAny = [
            "positionEncoding": "utf-16",
            "textDocumentSync": ["openClose": true, "change": 2, "save": ["includeText": false]],
            "codeActionProvider": ["codeActionKinds": ["quickfix"]],
        ]
        out.append(.success(id: id, ["capabilities": capabilities, "serverInfo": ["name": "triglot", "version": .string(TriglotSiteVersion.current)]]))
        if let problem {
            log(problem)
            out.append(.notification(method: "window/showMessage", params: ["type": 2, "message": .string("Triglot: " + problem)]))
        }
        return out
    }

    /// Loads and checks the whole content folder; a description of the failure, if it failed.
    mutating func load(_ folder: String) -> String? {
        let start = ContinuousClock.now
        do {
            let selection = WorkspaceCheck.Selection(disable: options.disable, enable: options.enable, warningsAsErrors: options.warningsAsErrors)
            let loaded = try WorkspaceCheck(folder: folder, selection: selection)
            let pages = loaded.content.pages.values.reduce(0) { $0 + $1.count }
            log("loaded \(folder): \(pages) pages, checked in \(Self.milliseconds(since: start))")
            workspace = loaded
            return nil
        } catch {
            workspace = nil
            return "cannot load \(folder): \(error)"
        }
    }

    static func milliseconds(since start: ContinuousClock.Instant) -> String {
        let elapsed = ContinuousClock.now - start
        return String(format: "%.1f ms", Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15)
    }
}
