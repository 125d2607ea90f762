import Foundation

/// A minimal editor-side LSP client for the end-to-end tests: starts `triglot lsp`, frames
/// JSON-RPC messages onto its standard input, reads its standard output on a thread of its own,
/// and keeps every message both ways for a transcript.
final class LanguageClient: @unchecked Sendable {
    struct Timeout: Error, CustomStringConvertible {
        var description: String
    }

    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let errors = Pipe()
    private let condition = NSCondition()
    private var received: [[String: Any]] = []
    /// Each message in the order it was sent or received: true for client → server.
    private var log: [(outgoing: Bool, message: [String: Any])] = []
    private var errorText = Data()
    private var nextID = 1

    init(workspace: URL, arguments: [String] = []) throws {
        process.executableURL = TriglotProcess.executable
        process.arguments = ["lsp"] + arguments
        process.currentDirectoryURL = workspace
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let outputHandle = output.fileHandleForReading
        Thread.detachNewThread { [self] in readMessages(from: outputHandle) }
        let errorHandle = errors.fileHandleForReading
        Thread.detachNewThread { [self] in
            while case let chunk = errorHandle.availableData, !chunk.isEmpty {
                condition.lock()
                errorText.append(chunk)
                condition.unlock()
            }
        }
    }

    var standardError: String {
        condition.lock()
        defer { condition.unlock() }
        return String(decoding: errorText, as: UTF8.self)
    }

    private func readMessages(from handle: FileHandle) {
        var buffer = Data()
        while case let chunk = handle.availableData, !chunk.isEmpty {
            buffer.append(chunk)
            while let headerEnd = buffer.range(of: Data("\r\n\r\n".utf8)) {
                let header = String(decoding: buffer[..<headerEnd.lowerBound], as: UTF8.self)
                guard let lengthText = header.split(separator: "\r\n").first(where: { $0.hasPrefix("Content-Length:") })?.dropFirst(15),
                      let length = Int(lengthText.trimmingCharacters(in: .whitespaces)),
                      buffer.count - headerEnd.upperBound >= length else { break }
                let body = buffer[headerEnd.upperBound..<headerEnd.upperBound + length]
                buffer = Data(buffer[(headerEnd.upperBound + length)...])
                let message = (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] ?? ["unreadable": String(decoding: body, as: UTF8.self)]
                condition.lock()
                received.append(message)
                log.append((false, message))
                condition.broadcast()
                condition.unlock()
            }
        }
    }

    func sendRaw(_ data: Data) {
        input.fileHandleForWriting.write(data)
    }

    private func send(_ message: [String: Any]) {
        let body = try! JSONSerialization.data(withJSONObject: message, options: [.sortedKeys, .withoutEscapingSlashes])
        condition.lock()
        log.append((true, message))
        condition.unlock()
        sendRaw(Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
    }

    func notify(_ method: String, _ params: Any?) {
        var message: [String: Any] = ["jsonrpc": "2.0", "method": method]
        if let params { message["params"] = params }
        send(message)
    }

    /// Sends a request and waits for its response.
    func request(_ method: String, _ params: Any?) throws -> [String: Any] {
        let id = nextID
        nextID += 1
        var message: [String: Any] = ["jsonrpc": "2.0", "id": id, "method": method]
        if let params { message["params"] = params }
        send(message)
        return try next { $0["id"] as? Int == id && $0["method"] == nil }
    }

    /// The first message received, not yet taken, that matches; waits up to `seconds`.
    func next(within seconds: Double = 120, _ matching: ([String: Any]) -> Bool) throws -> [String: Any] {
        let deadline = Date(timeIntervalSinceNow: seconds)
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let index = received.firstIndex(where: matching) {
                return received.remove(at: index)
            }
            guard condition.wait(until: deadline) else {
                throw Timeout(description: "no matching message within \(seconds) s; stderr: \(String(decoding: errorText, as: UTF8.self))")
            }
        }
    }

    /// The diagnostics published next for `uri` (for its `version`, when given).
    func diagnostics(for uri: String, version: Int? = nil) throws -> [[String: Any]] {
        let message = try next { message in
            guard message["method"] as? String == "textDocument/publishDiagnostics",
                  let params = message["params"] as? [String: Any], params["uri"] as? String == uri else { return false }
            return version == nil || params["version"] as? Int == version
        }
        return ((message["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]]) ?? []
    }

    func waitForExit(seconds: Double = 30) -> Int32? {
        try? input.fileHandleForWriting.close()
        let deadline = Date(timeIntervalSinceNow: seconds)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        return process.isRunning ? nil : process.terminationStatus
    }

    func stop() {
        if process.isRunning { process.terminate() }
    }

    /// The session as Markdown: each message pretty-printed, with its direction. Document texts
    /// are cut to their first line, and `root` is written as `replacement`, so the transcript
    /// reads the same from any machine.
    func transcript(replacing root: String, with replacement: String) -> String {
        condition.lock()
        let entries = log
        condition.unlock()
        var text = """
        # `triglot lsp`: a session transcript

        Recorded by `Tests/triglotTests/LanguageServerTests.swift` (`editCheckQuickFixAndShutDown`), which
        drives the built binary over its pipes as an editor would; regenerate with `Scripts/lsp-transcript`.
        Each message is the JSON body of one `Content-Length:` frame. The workspace (a copy of `Content/`)
        is shown as `\(replacement)`, and the page text sent by `didOpen` is cut to its first line.

        """
        for (index, entry) in entries.enumerated() {
            let method = entry.message["method"] as? String
            let id = entry.message["id"].map { "\($0)" }
            let what: String
            switch (method, id) {
            case let (method?, id?): what = "request `\(method)` (id \(id))"
            case let (method?, nil): what = "notification `\(method)`"
            case let (nil, id?): what = "response (id \(id))"
            default: what = "message"
            }
            text += "\n## \(index + 1). \(entry.outgoing ? "editor → server" : "server → editor"): \(what)\n\n```json\n"
            let shown = Self.shortened(entry.message)
            let data = (try? JSONSerialization.data(withJSONObject: shown, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])) ?? Data()
            text += String(decoding: data, as: UTF8.self).replacingOccurrences(of: root, with: replacement) + "\n```\n"
        }
        return text
    }

    /// `didOpen`'s whole page text, cut to its first line and its length.
    private static func shortened(_ value: Any, key: String? = nil) -> Any {
        if let object = value as? [String: Any] {
            return object.reduce(into: [String: Any]()) { result, member in result[member.key] = shortened(member.value, key: member.key) }
        }
        if let array = value as? [Any] { return array.map { shortened($0) } }
        if key == "text", let text = value as? String, text.count > 200 {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            return "\(lines.first ?? "")… (\(lines.count) lines in all)"
        }
        return value
    }
}
