import Foundation
import TriglotTestSupport
import Testing
@testable import TriglotPreview

@Suite("LanguageServer: a session in-process")
struct LanguageServerSessionTests {
    static let page = "ja/uikit/uiapplicationmain.md"
    static let english = "en/uikit/uiapplicationmain.md"
    static let selector = "application(_:didFinishLaunchingWithOptions:)"
    static let straySpace = "application(_:didFinishLaunchingWithOptions :)"

    static let minimalSite = ["site.yml": "defaultLanguage: en\nlanguages:\n  - code: en\n    name: English\n", "en/a.md": "# A\n\nAbstract.\n"]

    @Test func requestsBeforeInitializeAndAfterShutdownAreRefused() throws {
        let harness = try LanguageServerHarness(files: Self.minimalSite)
        #expect(harness.request("textDocument/codeAction", [:]).response?.errorCode == -32002)
        harness.initialize()
        #expect(harness.request("shutdown").response?.result == .null)
        #expect(harness.request("textDocument/codeAction", [:]).response?.errorCode == -32600)
        harness.notify("exit")
        #expect(harness.server.exitCode == 0)
    }

    @Test func exitWithoutShutdownExitsWithOne() throws {
        let harness = try LanguageServerHarness(files: Self.minimalSite)
        harness.initialize()
        harness.notify("exit")
        #expect(harness.server.exitCode == 1)
    }

    @Test func unknownRequestsGetMethodNotFoundAndUnknownNotificationsNothing() throws {
        let harness = try LanguageServerHarness(files: Self.minimalSite)
        harness.initialize()
        #expect(harness.request("textDocument/hover", ["position": ["line": 0, "character": 0]]).response?.errorCode == -32601)
        #expect(harness.notify("$/setTrace", ["value": "verbose"]).isEmpty)
        #expect(harness.notify("something/unheardOf", [1, 2]).isEmpty)
        // Malformed parameters of a known notification are logged, not fatal.
        #expect(harness.notify("textDocument/didChange", ["textDocument": 5]).isEmpty)
        #expect(harness.logLines.contains { $0.contains("didChange without") })
        #expect(harness.request("textDocument/codeAction", ["range": 3]).response?.errorCode == -32602)
    }

    @Test func initializeAnnouncesUTF16IncrementalSyncAndQuickFixes() throws {
        let harness = try LanguageServerHarness(files: Self.minimalSite)
        let (response, others) = harness.request("initialize", ["rootUri": .string(ContentLocation.uri(ofPath: harness.root.path))])
        let result = try #require(response?.result)
        #expect(others.isEmpty, "no warning for a workspace that has its content")
        #expect(result["capabilities"]["positionEncoding"] == "utf-16")
        #expect(result["capabilities"]["textDocumentSync"]["change"] == 2)
        #expect(result["capabilities"]["codeActionProvider"]["codeActionKinds"] == ["quickfix"])
        #expect(harness.server.workspace?.folder == ContentLocation.standardized(harness.root.path + "/Content"))
    }

    @Test func aWorkspaceWithoutContentSaysSoAndStillServes() throws {
        let folder = try TemporaryFolder("triglot-lsp-empty")
        defer { folder.remove() }
        let empty = folder.url
        let harness = try LanguageServerHarness(files: [:], options: .init(contentFolder: empty.path + "/missing"))
        let (response, others) = harness.request("initialize", ["rootUri": .string(ContentLocation.uri(ofPath: empty.path))])
        #expect(response?.result?["capabilities"].isNull == false)
        #expect(others.contains { if case .notification("window/showMessage", _) = $0 { return true } else { return false } })
        #expect(harness.server.workspace == nil)
    }

    @Test func editsAreCheckedAsTheBufferReadsAndTheQuickFixClearsThem() throws {
        let harness = try LanguageServerHarness()
        harness.initialize()
        let uri = harness.uri(Self.page)
        let original = try harness.text(Self.page)
        // The shipped page is clean: opening it publishes no diagnostics.
        #expect(try harness.open(Self.page).published(for: uri) == [])
        let defective = original.replacingOccurrences(of: Self.selector, with: Self.straySpace)
        let published = try #require(harness.change(Self.page, version: 2, to: defective).published(for: uri))
        let malformed = try #require(published.first { $0["code"] == "symbols.malformed" })
        // The file on disk is untouched: the diagnostic comes from the unsaved buffer.
        #expect(try harness.text(Self.page) == original)
        let line = try #require(defective.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(Self.straySpace) })
        #expect(malformed["range"]["start"]["line"].int == line)
        #expect(malformed["source"] == "triglot")

        let (response, _) = harness.request("textDocument/codeAction", ["textDocument": ["uri": .string(uri)], "range": malformed["range"],
                                                                        "context": ["diagnostics": [malformed]]])
        let action = try #require(response?.result?.array?.first { $0["diagnostics"].array?.first?["code"] == "symbols.malformed" })
        let edits = try #require(action["edit"]["changes"][uri].array)
        let fixed = CodeActions.apply(edits, to: defective)
        #expect(fixed.contains(Self.selector) && !fixed.contains(Self.straySpace))
        let after = try #require(harness.change(Self.page, version: 3, to: fixed).published(for: uri))
        #expect(!after.contains { $0["code"] == "symbols.malformed" })
    }

    @Test func aChangedEnglishPageRepublishesItsOpenTranslation() throws {
        let harness = try LanguageServerHarness()
        harness.initialize()
        try harness.open(Self.page)
        try harness.open(Self.english)
        let english = try harness.text(Self.english)
        let changed = english.replacingOccurrences(of: "`" + Self.selector + "`", with: "`application(_:didFinishLaunching:)`")
        #expect(changed != english)
        let out = harness.change(Self.english, version: 2, to: changed)
        let translation = try #require(out.published(for: harness.uri(Self.page)))
        #expect(translation.contains { ($0["code"].string ?? "").hasPrefix("translation.") })
        // Undoing the change clears them again.
        #expect(harness.change(Self.english, version: 3, to: english).published(for: harness.uri(Self.page)) == [])
    }

    @Test func closingABufferClearsItsDiagnosticsAndGoesBackToTheFile() throws {
        let harness = try LanguageServerHarness()
        harness.initialize()
        let uri = harness.uri(Self.page)
        try harness.open(Self.page)
        let defective = try harness.text(Self.page).replacingOccurrences(of: Self.selector, with: Self.straySpace)
        #expect(harness.change(Self.page, version: 2, to: defective).published(for: uri)?.isEmpty == false)
        let closed = harness.notify("textDocument/didClose", ["textDocument": ["uri": .string(uri)]])
        #expect(closed.published(for: uri) == [])
        // The file on disk was never broken: reopened, the page is clean.
        #expect(try harness.open(Self.page).published(for: uri) == [])
    }

    @Test func onlyDocumentsWhoseDiagnosticsChangeArePublishedAgain() throws {
        let harness = try LanguageServerHarness()
        harness.initialize()
        try harness.open(Self.page)
        let other = "ja/index.md"
        try harness.open(other)
        let text = try harness.text(Self.page)
        let out = harness.change(Self.page, version: 2, to: text + "\nもう一段落。\n")
        #expect(out.published(for: harness.uri(other)) == nil)
    }

    /// The stdio loop handles every message waiting before it flushes: keystrokes that arrive
    /// during a check are checked once, and a code action request sees them all.
    @Test func changesWaitingTogetherAreCheckedOnceAndCodeActionsSeeThem() throws {
        let harness = try LanguageServerHarness()
        harness.initialize()
        let uri = harness.uri(Self.page)
        try harness.open(Self.page)
        let original = try harness.text(Self.page)
        let defective = original.replacingOccurrences(of: Self.selector, with: Self.straySpace)
        for (version, text) in [(2, original + "\n"), (3, defective)] {
            let change: LSPAny = ["textDocument": ["uri": .string(uri), "version": .integer(version)], "contentChanges": [["text": .string(text)]]]
            #expect(harness.server.handle(.notification(method: "textDocument/didChange", params: change)).isEmpty)
        }
        #expect(harness.server.hasPendingWork)
        let whole: LSPAny = ["start": ["line": 0, "character": 0], "end": ["line": 200, "character": 0]]
        let out = harness.server.handle(.request(id: 99, method: "textDocument/codeAction", params: ["textDocument": ["uri": .string(uri)], "range": whole]))
        // One publication, for the last version, then the answer with the fix.
        #expect(out.count == 2)
        guard case .notification(_, let params) = out[0] else {
            Issue.record("expected the diagnostics first")
            return
        }
        #expect(params["version"] == 3)
        #expect(out[1].result?.array?.contains { $0["kind"] == "quickfix" } == true)
        #expect(harness.logLines.filter { $0.contains("checked again") }.count == 1)
        #expect(harness.server.flush().isEmpty)
    }

    @Test func withoutARootTheFirstPageOpenedFindsTheContent() throws {
        let harness = try LanguageServerHarness()
        let folder = try TemporaryFolder("triglot-lsp-none")
        defer { folder.remove() }
        let elsewhere = folder.url
        harness.request("initialize", ["rootUri": .string(ContentLocation.uri(ofPath: elsewhere.path))])
        #expect(harness.server.workspace == nil)
        let defective = try harness.text(Self.page).replacingOccurrences(of: Self.selector, with: Self.straySpace)
        let published = try harness.open(Self.page, text: defective).published(for: harness.uri(Self.page))
        #expect(published?.contains { $0["code"] == "symbols.malformed" } == true)
    }

    @Test func savingSiteYAMLLoadsEverythingAgainUnderTheOpenBuffers() throws {
        let harness = try LanguageServerHarness()
        harness.initialize()
        let uri = harness.uri(Self.page)
        let defective = try harness.text(Self.page).replacingOccurrences(of: Self.selector, with: Self.straySpace)
        #expect(try harness.open(Self.page, text: defective).published(for: uri)?.contains { $0["code"] == "symbols.malformed" } == true)
        let site = harness.root.appendingPathComponent("Content/site.yml")
        let yaml = try String(contentsOf: site, encoding: .utf8)
        try Data(yaml.replacingOccurrences(of: "disabled: []", with: "disabled: [symbols.malformed]").utf8).write(to: site)
        let out = harness.notify("textDocument/didSave", ["textDocument": ["uri": .string(ContentLocation.uri(ofPath: site.path))]])
        // The buffer still has the stray space, but the check is now switched off.
        #expect(out.published(for: uri)?.contains { $0["code"] == "symbols.malformed" } == false)
    }

    @Test func anEnglishFileChangedOnDiskRepublishesTheOpenTranslation() throws {
        let harness = try LanguageServerHarness()
        harness.initialize()
        try harness.open(Self.page)
        let english = harness.root.appendingPathComponent("Content/" + Self.english)
        let text = try String(contentsOf: english, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "`" + Self.selector + "`", with: "`application(_:didFinishLaunching:)`").utf8).write(to: english)
        let out = harness.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": .string(harness.uri(Self.english)), "type": 2]]])
        #expect(out.published(for: harness.uri(Self.page))?.contains { ($0["code"].string ?? "").hasPrefix("translation.") } == true)
    }

    /// How long a re-check takes after an edit on the repository's Content/ (the preview's
    /// budget is tens of milliseconds in a release build; a debug build is several times slower).
    @Test func recheckLatencyOnTheRepositoryContent() throws {
        let harness = try LanguageServerHarness()
        harness.initialize()
        try harness.open(Self.page)
        let original = try harness.text(Self.page)
        let defective = original.replacingOccurrences(of: Self.selector, with: Self.straySpace)
        var times: [Double] = []
        for version in 2...9 {
            let start = ContinuousClock.now
            let out = harness.change(Self.page, version: version, to: version % 2 == 0 ? defective : original)
            let elapsed = ContinuousClock.now - start
            times.append(Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15)
            #expect(out.published(for: harness.uri(Self.page)) != nil)
        }
        times.sort()
        print("LSP re-check after a change on Content/: median \(String(format: "%.1f", times[times.count / 2])) ms, max \(String(format: "%.1f", times.last!)) ms")
        // Incremental: only the pages related to the changed one were checked again.
        #expect(harness.logLines.last?.contains("pages checked again") == true)
        #expect(harness.logLines.last?.contains("every page") == false)
    }
}
