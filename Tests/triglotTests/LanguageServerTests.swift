import Foundation
import Testing

/// `triglot lsp` end to end: the built binary, driven over its pipes as an editor drives it.
/// Set TRIGLOT_LSP_TRANSCRIPT to a path (Scripts/lsp-transcript does) to save the session there
/// as Markdown; Tests/Fixtures/lsp/transcript.md is made so.
@Suite("triglot lsp end to end")
struct LanguageServerTests {
    static let page = "ja/uikit/uiapplicationmain.md"
    static let selector = "application(_:didFinishLaunchingWithOptions:)"

    @Test func editCheckQuickFixAndShutDown() throws {
        let content = try TriglotProcess.copyOfContent()
        let workspace = content.deletingLastPathComponent()
        let client = try LanguageClient(workspace: workspace)
        defer { client.stop() }
        let pageURL = content.appendingPathComponent(Self.page)
        let uri = pageURL.absoluteString
        let text = try String(contentsOf: pageURL, encoding: .utf8)

        // 1. Initialize, with the workspace holding Content/ as the root.
        let initialized = try client.request("initialize", ["processId": NSNull(), "rootUri": workspace.absoluteString,
                                                            "capabilities": ["textDocument": ["publishDiagnostics": ["relatedInformation": true]]]])
        let capabilities = try #require((initialized["result"] as? [String: Any])?["capabilities"] as? [String: Any])
        #expect(capabilities["positionEncoding"] as? String == "utf-16")
        client.notify("initialized", [:])

        // 2. Open a translation page: the shipped page is clean.
        client.notify("textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "markdown", "version": 1, "text": text]])
        let opened = try client.diagnostics(for: uri)
        #expect(opened.isEmpty)

        // 3. Type a stray space into the selector, as an incremental change: the space goes before
        // its last ":)", counted in UTF-16 after the line's Japanese text.
        let lines = text.components(separatedBy: "\n")
        let line = try #require(lines.firstIndex { $0.contains("`" + Self.selector + "`") })
        let selectorStart = try #require(lines[line].range(of: "`" + Self.selector + "`"))
        let insertAt = lines[line].utf16.distance(from: lines[line].startIndex, to: selectorStart.upperBound) - 3
        let cursor: [String: Any] = ["line": line, "character": insertAt]
        client.notify("textDocument/didChange", ["textDocument": ["uri": uri, "version": 2],
                                                 "contentChanges": [["range": ["start": cursor, "end": cursor], "text": " "]]])

        // 4. The diagnostic comes at that line, with the English line as related information.
        let start = ContinuousClock.now
        let broken = try client.diagnostics(for: uri, version: 2)
        let latency = ContinuousClock.now - start
        print("triglot lsp: diagnostics \(latency) after the change")
        let malformed = try #require(broken.first { $0["code"] as? String == "symbols.malformed" })
        let range = try #require(malformed["range"] as? [String: Any])
        #expect((range["start"] as? [String: Any])?["line"] as? Int == line)
        #expect(malformed["source"] as? String == "triglot")
        #expect(malformed["severity"] as? Int == 1)

        // 5. Ask for the code actions at the diagnostic.
        let answered = try client.request("textDocument/codeAction", ["textDocument": ["uri": uri], "range": range,
                                                                      "context": ["diagnostics": [malformed], "triggerKind": 1]])
        let actions = try #require(answered["result"] as? [[String: Any]])
        let action = try #require(actions.first { ($0["title"] as? String)?.contains(Self.selector) == true })
        #expect(action["kind"] as? String == "quickfix")
        let edits = try #require(((action["edit"] as? [String: Any])?["changes"] as? [String: Any])?[uri] as? [[String: Any]])

        // 6. Apply the edit, as the editor does (an incremental change), and the diagnostic is gone.
        client.notify("textDocument/didChange", ["textDocument": ["uri": uri, "version": 3],
                                                 "contentChanges": edits.map { ["range": $0["range"]!, "text": $0["newText"]!] }])
        let fixed = try client.diagnostics(for: uri, version: 3)
        #expect(!fixed.contains { $0["code"] as? String == "symbols.malformed" })

        // An unknown request is answered with MethodNotFound; the server carries on.
        let unknown = try client.request("textDocument/hover", ["textDocument": ["uri": uri], "position": cursor])
        #expect((unknown["error"] as? [String: Any])?["code"] as? Int == -32601)

        // 7. Shut down and exit: status 0.
        let shutdown = try client.request("shutdown", nil)
        #expect(shutdown.keys.contains("result"))
        client.notify("exit", nil)
        #expect(client.waitForExit() == 0)
        #expect(client.standardError.contains("checked again"))

        if let path = ProcessInfo.processInfo.environment["TRIGLOT_LSP_TRANSCRIPT"] {
            try client.transcript(replacing: workspace.path, with: "/home/user/docs").write(toFile: path, atomically: true, encoding: .utf8)
        }
    }

    @Test func malformedInputIsLoggedAndTheServerCarriesOn() throws {
        let content = try TriglotProcess.copyOfContent()
        let client = try LanguageClient(workspace: content.deletingLastPathComponent())
        defer { client.stop() }
        client.sendRaw(Data("Content-Length: 9\r\n\r\n{\"jsonrpc".utf8))
        client.sendRaw(Data("X-No-Length: 1\r\n\r\n".utf8))
        let parseError = try client.next { $0["error"] != nil }
        #expect((parseError["error"] as? [String: Any])?["code"] as? Int == -32700)
        let initialized = try client.request("initialize", ["rootUri": content.deletingLastPathComponent().absoluteString, "capabilities": [:]])
        #expect(initialized["result"] != nil)
        _ = try client.request("shutdown", nil)
        client.notify("exit", nil)
        #expect(client.waitForExit() == 0)
        #expect(client.standardError.contains("malformed message"))
    }
}
