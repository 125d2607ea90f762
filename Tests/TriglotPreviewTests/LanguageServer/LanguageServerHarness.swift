import Foundation
import TriglotTestSupport
@testable import TriglotPreview

/// A language server driven in-process, as the stdio loop drives it: each message handled, then
/// a flush (the loop flushes whenever no input is waiting).
final class LanguageServerHarness: @unchecked Sendable {
    var server: LanguageServer
    private var nextID = 1
    let root: URL

    /// A workspace with a copy of the repository's Content/, or with the given files under Content/.
    init(files: [String: String]? = nil, options: LanguageServer.Options = .init()) throws {
        root = try TemporaryFolder.scratch("lsp")
        let content = root.appendingPathComponent("Content")
        if let files {
            for (path, text) in files {
                let url = content.appendingPathComponent(path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url)
            }
        } else {
            try FileManager.default.copyItem(at: Self.packageRoot.appendingPathComponent("Content"), to: content)
        }
        let box = LogBox()
        server = LanguageServer(options: options) { box.lines.append($0) }
        logBox = box
    }

    private let logBox: LogBox
    var logLines: [String] { logBox.lines }

    private final class LogBox: @unchecked Sendable {
        var lines: [String] = []
    }

    deinit {
        try? FileManager.default.removeItem(at: root)
    }

    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    func uri(_ relative: String) -> String {
        ContentLocation.uri(ofPath: root.appendingPathComponent("Content/" + relative).path)
    }

    func text(_ relative: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent("Content/" + relative), encoding: .utf8)
    }

    /// Sends a message and returns everything the server says back, flush included.
    @discardableResult
    func send(_ message: RPCMessage) -> [RPCMessage] {
        var out = server.handle(message)
        out += server.flush()
        return out
    }

    @discardableResult
    func request(_ method: String, _ params: LSPAny = .null) -> (response: RPCMessage?, others: [RPCMessage]) {
        let id = LSPAny.integer(nextID)
        nextID += 1
        let out = send(.request(id: id, method: method, params: params))
        let response = out.first { if case .response(let answered, _, _) = $0 { return answered == id } else { return false } }
        return (response, out.filter { $0 != response })
    }

    @discardableResult
    func notify(_ method: String, _ params: LSPAny = .null) -> [RPCMessage] {
        send(.notification(method: method, params: params))
    }

    func initialize() {
        request("initialize", ["rootUri": .string(ContentLocation.uri(ofPath: root.path)), "capabilities": [:]])
        notify("initialized", [:])
    }

    @discardableResult
    func open(_ relative: String, text: String? = nil) throws -> [RPCMessage] {
        let text = try text ?? self.text(relative)
        return notify("textDocument/didOpen", ["textDocument": ["uri": .string(uri(relative)), "languageId": "markdown", "version": 1, "text": .string(text)]])
    }

    @discardableResult
    func change(_ relative: String, version: Int, to text: String) -> [RPCMessage] {
        notify("textDocument/didChange", ["textDocument": ["uri": .string(uri(relative)), "version": .integer(version)],
                                          "contentChanges": [["text": .string(text)]]])
    }
}

extension RPCMessage {
    /// The diagnostics of a `publishDiagnostics` for `uri`, nil for any other message.
    func published(for uri: String) -> [LSPAny]? {
        guard case .notification("textDocument/publishDiagnostics", let params) = self, params["uri"].string == uri else { return nil }
        return params["diagnostics"].array
    }

    var result: LSPAny? {
        if case .response(_, let result, nil) = self { return result }
        return nil
    }

    var errorCode: Int? {
        if case .response(_, _, let error?) = self { return error["code"].int }
        return nil
    }
}

extension [RPCMessage] {
    func published(for uri: String) -> [LSPAny]? {
        lazy.compactMap { $0.published(for: uri) }.last
    }
}
