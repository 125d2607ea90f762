import Foundation
import Testing

/// The built binary, end to end: output and exit status as a user sees them.
@Suite("triglot on the command line", .serialized)
struct CommandLineTests {
    @Test func versionAndHelp() throws {
        let version = try TriglotProcess.run(["--version"])
        #expect(version.status == 0)
        #expect(version.standardOutput == "0.2.0\n")
        let help = try TriglotProcess.run(["--help"])
        #expect(help.status == 0)
        for command in ["check", "status", "mark-current", "model", "import", "lifecycle"] {
            #expect(help.standardOutput.contains(command))
        }
    }

    @Test func usageErrorsExitWithTwo() throws {
        let unknown = try TriglotProcess.run(["check", "--no-such-option"])
        #expect(unknown.status == 2)
        let missing = try TriglotProcess.run(["check", "--content", "/no/such/folder"])
        #expect(missing.status == 2)
        #expect(missing.standardError.contains("/no/such/folder: no such content folder"))
        let noFile = try TriglotProcess.run(["model", "/no/such/page.md"])
        #expect(noFile.status == 2)
    }

    @Test func shippedContentIsClean() throws {
        let result = try TriglotProcess.run(["check", "--content", "Content"])
        #expect(result.status == 0)
        #expect(result.standardError.hasSuffix("0 errors, 0 warnings\n"))
    }

    @Test func aDefectIsReportedWithFileLineAndIDAndExitOne() throws {
        let content = try TriglotProcess.copyOfContent()
        let page = content.appendingPathComponent("ja/uikit/uiapplicationdelegate/application-open-options.md")
        var text = try String(contentsOf: page, encoding: .utf8)
        text = text.replacingOccurrences(of: "    _ app: UIApplication,", with: "    _ application: UIApplication,")
        try text.write(to: page, atomically: true, encoding: .utf8)
        let result = try TriglotProcess.run(["check", "--content", content.path])
        #expect(result.status == 1)
        #expect(result.standardError.contains("ja/uikit/uiapplicationdelegate/application-open-options.md:"))
        #expect(result.standardError.contains("[translation.declaration]"))
        let disabled = try TriglotProcess.run(["check", "--content", content.path, "--disable", "translation", "--disable", "lifecycle", "--disable", "model"])
        #expect(disabled.status == 0)
    }

    @Test(arguments: ["json", "github", "sarif"])
    func machineFormats(format: String) throws {
        let content = try TriglotProcess.copyOfContent()
        let page = content.appendingPathComponent("zh-Hans/uikit/uiapplication.md")
        let text = try String(contentsOf: page, encoding: .utf8) + "\nThis paragraph was left in English by mistake and should be translated.\n"
        try text.write(to: page, atomically: true, encoding: .utf8)
        let result = try TriglotProcess.run(["check", "--content", content.path, "--format", format])
        #expect(result.status == 1)
        switch format {
        case "json":
            let object = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
            #expect((object?["errors"] as? Int ?? 0) >= 1)
        case "github":
            #expect(result.standardOutput.contains("::error file="))
            #expect(result.standardOutput.contains("zh-Hans/uikit/uiapplication.md"))
        default:
            let object = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
            #expect(object?["version"] as? String == "2.1.0")
        }
    }

    @Test func modelPrintsJSON() throws {
        let result = try TriglotProcess.run(["model", "Content/ja/uikit/uiapplicationdelegate/application-willfinishlaunchingwithoptions.md"])
        #expect(result.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
        #expect(object?["language"] as? String == "ja")
        #expect((object?["title"] as? [String: Any])?["text"] as? String == "application(_:willFinishLaunchingWithOptions:)")
    }

    @Test func lifecycleRunReadsAFileOrStandardInput() throws {
        let file = try TriglotProcess.run(["lifecycle", "run", "Content/scenarios/cold-url.json", "--format", "json"])
        #expect(file.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(file.standardOutput.utf8)) as? [String: Any]
        let methods = (object?["calls"] as? [[String: Any]])?.compactMap { $0["method"] as? String }
        #expect(methods == ["application(_:willFinishLaunchingWithOptions:)", "application(_:didFinishLaunchingWithOptions:)",
                            "application(_:open:options:)", "applicationDidBecomeActive(_:)"])
        let input = #"[{"launch": "warm", "options": {"url": "test://x"}}, {"launch": "cold"}]"#
        let standardInput = try TriglotProcess.run(["lifecycle", "run", "-", "--format", "json"], input: input)
        #expect(standardInput.status == 0)
        let array = try JSONSerialization.jsonObject(with: Data(standardInput.standardOutput.utf8)) as? [[String: Any]]
        #expect(array?.count == 2)
        let explain = try TriglotProcess.run(["lifecycle", "explain", "Content/scenarios/cold-url.json"])
        #expect(explain.standardOutput.contains("R1"))
        let typo = try TriglotProcess.run(["lifecycle", "run", "-"], input: #"{"launch": "cold", "delegate": {"implementsWillFinsh": true}}"#)
        #expect(typo.status == 2)
        #expect(typo.standardError.contains("implementsWillFinsh"))
    }

    @Test func importRefusesToOverwriteWithoutForce() throws {
        let content = try TriglotProcess.copyOfContent()
        let seed = TriglotProcess.packageRoot.appendingPathComponent("Tests/TriglotImportTests/Fixtures/Seeds/000_2fa16c5a3658c434.txt").path
        let path = "uikit/uiapplicationdelegate/application-willfinishlaunchingwithoptions.md"
        let refused = try TriglotProcess.run(["import", seed, "--into", content.path, "--path", path])
        #expect(refused.status == 2)
        #expect(refused.standardError.contains("already exists"))
        let fresh = try TriglotProcess.run(["import", seed, "--into", content.path, "--path", "imported/page.md"])
        #expect(fresh.status == 0)
        #expect(FileManager.default.fileExists(atPath: content.appendingPathComponent("en/imported/page.md").path))
        #expect(FileManager.default.fileExists(atPath: content.appendingPathComponent("zh-Hans/imported/page.md").path))
        let escape = try TriglotProcess.run(["import", seed, "--into", content.path, "--path", "../../outside.md"])
        #expect(escape.status == 2)
    }

    @Test func statusAndMarkCurrent() throws {
        let content = try TriglotProcess.copyOfContent()
        let english = content.appendingPathComponent("en/uikit/uiapplication.md")
        try (try String(contentsOf: english, encoding: .utf8) + "\nOne more English paragraph.\n").write(to: english, atomically: true, encoding: .utf8)
        let status = try TriglotProcess.run(["status", "--content", content.path])
        #expect(status.status == 0)
        #expect(status.standardOutput.contains("uikit/uiapplication.md"))
        #expect(status.standardOutput.contains("outdated"))
        let marked = try TriglotProcess.run(["mark-current", "--content", content.path, "ja/uikit/uiapplication.md"])
        #expect(marked.status == 0)
        let after = try TriglotProcess.run(["status", "--content", content.path, "--json"])
        let rows = try JSONSerialization.jsonObject(with: Data(after.standardOutput.utf8)) as? [[String: Any]]
        let row = rows?.first { $0["path"] as? String == "uikit/uiapplication.md" }
        #expect(row?["title"] as? String == "UIApplication")
        let languages = row?["languages"] as? [String: [String: Any]]
        #expect(languages?["ja"]?["status"] as? String == "current")
        #expect((languages?["ja"]?["changes"] as? [Any])?.isEmpty == true)
        #expect(languages?["zh-Hans"]?["status"] as? String == "outdated")
        #expect((languages?["zh-Hans"]?["baseline"] as? [String: Any])?["origin"] as? String == "lock")
        let changes = languages?["zh-Hans"]?["changes"] as? [[String: Any]]
        #expect(changes?.count == 1)
        #expect(changes?.first?["kind"] as? String == "changed")
        #expect(changes?.first?["key"] as? String == "app-structure")
    }
}
