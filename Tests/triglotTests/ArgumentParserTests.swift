import Foundation
import Testing
import TriglotTestSupport

/// Issue 28's acceptance on a real package: swift-argument-parser's symbol graph (made here) and
/// DocC catalog in, English pages for every public symbol and article, the team's zh-Hans and ja
/// translations (Tests/Fixtures/argument-parser) checked, a parameter renamed in the code found
/// in every language at its line, and the same symbols documented as `docc convert` documents.
@Suite("swift-argument-parser through triglot", .serialized)
struct ArgumentParserTests {
    /// One graph, import and content folder for the suite: the graph is the same for every test.
    final class Workspace: Sendable {
        let root: TemporaryFolder
        var graph: URL { root.url("graph") }
        var content: URL { root.url("content") }

        init() throws {
            root = try TemporaryFolder("triglot-argument-parser")
            try ArgumentParserPackage.extractGraph(into: root.url("graph"))
            let imported = try TriglotProcess.run([
                "import", "--symbol-graph", root.url("graph").path, "--docc", ArgumentParserPackage.catalog().path,
                "--into", root.url("content").path,
            ])
            guard imported.status == 0 else { throw ArgumentParserPackage.Missing(description: imported.standardError) }
            let fixtures = TriglotProcess.packageRoot.appendingPathComponent("Tests/Fixtures/argument-parser")
            for language in ["zh-Hans", "ja"] {
                try FileManager.default.copyItem(at: fixtures.appendingPathComponent(language), to: root.url("content/" + language))
            }
            try """
            title:
              en: ArgumentParser
            languages:
              - code: en
                name: English
                source: true
              - code: zh-Hans
                name: 简体中文
              - code: ja
                name: 日本語
            symbols:
              link: none
            symbolGraphs: [../graph]
            """.write(to: root.url("content/site.yml"), atomically: true, encoding: .utf8)
        }
    }

    static let workspace = Result { try Workspace() }

    static func findings(_ arguments: [String]) throws -> [[String: Any]] {
        let output = try TriglotProcess.run(["check", "--format", "json"] + arguments)
        let json = try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any]
        return try #require(json?["diagnostics"] as? [[String: Any]])
    }

    @Test func everySymbolAndArticleDoccDocumentsHasAPage() throws {
        let workspace = try Self.workspace.get()
        let docc = workspace.root.url("docc")
        try ArgumentParserPackage.run(ArgumentParserPackage.tool("docc"), [
            "convert", try ArgumentParserPackage.catalog().path, "--additional-symbol-graph-dir", workspace.graph.path,
            "--output-path", docc.path, "--fallback-display-name", "ArgumentParser",
            "--fallback-bundle-identifier", "org.swift.argumentparser",
        ])
        let documented = try ArgumentParserPackage.doccPages(in: docc)
        let pages = try ArgumentParserPackage.symbolIDs(inPagesOf: workspace.content.appendingPathComponent("en"))
        #expect(documented.symbols.count > 200)
        #expect(documented.symbols.subtracting(pages).isEmpty, "docc documents symbols Triglot has no page for")
        #expect(pages.subtracting(documented.symbols).isEmpty, "Triglot has pages docc does not document")
        var titles = Set<String>()
        let english = workspace.content.appendingPathComponent("en/argumentparser")
        for file in try FileManager.default.contentsOfDirectory(atPath: english.path) where file.hasSuffix(".md") {
            let text = try String(contentsOf: english.appendingPathComponent(file), encoding: .utf8)
            guard text.contains("docc: Articles/"), let title = text.split(separator: "\n").first(where: { $0.hasPrefix("# ") }) else { continue }
            titles.insert(String(title.dropFirst(2)))
        }
        #expect(titles == documented.articles)
    }

    /// The translations are the team's own; on the real pages they check clean but for what is
    /// not translated yet and not tracked in git here.
    @Test func theTranslationsCheckCleanAgainstTheCompiler() throws {
        let workspace = try Self.workspace.get()
        let findings = try Self.findings(["--content", workspace.content.path])
        let unexpected = findings.filter { !["translation.missing", "translation.outdated"].contains($0["id"] as? String ?? "") }
        #expect(unexpected.isEmpty, "\(unexpected.map { "\($0["path"] ?? ""): \($0["summary"] ?? "")" })")
        let translated = findings.filter { ($0["path"] as? String ?? "").contains("/zh-Hans/") && $0["id"] as? String == "translation.missing" }
        #expect(translated.isEmpty)
    }

    /// `columns` renamed `width` in the code: the English page and both translations are told,
    /// each at its own `- \`columns\`` line.
    @Test func aParameterRenamedInTheGraphIsReportedInEveryLanguageAtItsLine() throws {
        let workspace = try Self.workspace.get()
        let renamed = workspace.root.url("renamed-graph")
        try FileManager.default.copyItem(at: workspace.graph, to: renamed)
        let file = renamed.appendingPathComponent("ArgumentParser.symbols.json")
        var text = try String(contentsOf: file, encoding: .utf8)
        let graph = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        var symbols = try #require(graph["symbols"] as? [[String: Any]])
        let index = try #require(symbols.firstIndex { ($0["pathComponents"] as? [String]) == ["ParsableCommand", "helpMessage(for:columns:)"] })
        var signature = try #require(symbols[index]["functionSignature"] as? [String: Any])
        var parameters = try #require(signature["parameters"] as? [[String: Any]])
        parameters[1]["declarationFragments"] = [["kind": "identifier", "spelling": "width"], ["kind": "text", "spelling": ": "],
                                                  ["kind": "typeIdentifier", "spelling": "Int"]]
        signature["parameters"] = parameters
        symbols[index]["functionSignature"] = signature
        var rewritten = graph
        rewritten["symbols"] = symbols
        text = String(decoding: try JSONSerialization.data(withJSONObject: rewritten), as: UTF8.self)
        try text.write(to: file, atomically: true, encoding: .utf8)

        let content = workspace.root.url("renamed-content")
        try FileManager.default.copyItem(at: workspace.content, to: content)
        try String(contentsOf: content.appendingPathComponent("site.yml"), encoding: .utf8)
            .replacingOccurrences(of: "symbolGraphs: [../graph]", with: "symbolGraphs: [../renamed-graph]")
            .write(to: content.appendingPathComponent("site.yml"), atomically: true, encoding: .utf8)
        let page = "argumentparser/parsablecommand/helpmessage-for-columns.md"
        let renames = try Self.findings(["--content", content.path]).filter {
            $0["id"] as? String == "symbols.graph" && ($0["summary"] as? String ?? "").contains("the compiler names it `width`")
        }
        #expect(renames.count == 3)
        for language in ["en", "zh-Hans", "ja"] {
            let path = content.appendingPathComponent(language + "/" + page).path
            let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            let expected = try #require(lines.firstIndex { $0 == "- `columns`" }) + 1
            let finding = renames.first { ($0["path"] as? String) == path }
            #expect(finding?["line"] as? Int == expected, "\(language)")
        }
    }

    /// Every function's first parameter renamed at once in the graph: each English page that
    /// documents it is told at that item's line (recall), and no page of an unchanged symbol is
    /// told anything (precision).
    @Test func everyRenamedParameterIsFoundAndNothingElse() throws {
        let workspace = try Self.workspace.get()
        let renamed = workspace.root.url("all-renamed-graph")
        try FileManager.default.copyItem(at: workspace.graph, to: renamed)
        let file = renamed.appendingPathComponent("ArgumentParser.symbols.json")
        var graph = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        var symbols = try #require(graph["symbols"] as? [[String: Any]])
        var changed: [String: String] = [:]  // precise identifier → the parameter's old name
        for index in symbols.indices {
            guard var signature = symbols[index]["functionSignature"] as? [String: Any],
                  var parameters = signature["parameters"] as? [[String: Any]], !parameters.isEmpty,
                  var fragments = parameters[0]["declarationFragments"] as? [[String: Any]],
                  let name = fragments.firstIndex(where: { $0["kind"] as? String == "identifier" }),
                  let old = fragments[name]["spelling"] as? String,
                  let identifier = (symbols[index]["identifier"] as? [String: Any])?["precise"] as? String else { continue }
            fragments[name]["spelling"] = old + "Renamed"
            parameters[0]["declarationFragments"] = fragments
            signature["parameters"] = parameters
            symbols[index]["functionSignature"] = signature
            changed[identifier] = old
        }
        graph["symbols"] = symbols
        try JSONSerialization.data(withJSONObject: graph).write(to: file)
        let findings = try Self.findings(["--content", workspace.content.path, "--symbol-graph", renamed.path,
                                          "--disable", "translation"]).filter { $0["id"] as? String == "symbols.graph" }
        let english = workspace.content.appendingPathComponent("en")
        var expected: [String: Int] = [:]  // page → line of the renamed parameter's item
        var pageOfSymbol: [String: String] = [:]
        let walker = FileManager.default.enumerator(atPath: english.path)
        while let relative = walker?.nextObject() as? String {
            guard relative.hasSuffix(".md") else { continue }
            let text = try String(contentsOf: english.appendingPathComponent(relative), encoding: .utf8)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            guard let idLine = lines.prefix(4).first(where: { $0.hasPrefix("symbol: ") }) else { continue }
            let id = idLine.dropFirst(8).trimmingCharacters(in: CharacterSet(charactersIn: "' "))
            pageOfSymbol[id] = english.appendingPathComponent(relative).path
            if let old = changed[id], let item = lines.firstIndex(where: { $0 == "- `\(old)`" }) {
                expected[english.appendingPathComponent(relative).path] = item + 1
            }
        }
        #expect(expected.count > 50)
        let renames = findings.filter { ($0["summary"] as? String ?? "").contains("Renamed`") }
        var found: [String: Int] = [:]
        for finding in renames where (finding["path"] as? String ?? "").contains("/en/") {
            found[finding["path"] as? String ?? ""] = finding["line"] as? Int
        }
        #expect(found == expected, "missed: \(expected.filter { found[$0.key] != $0.value }), unexpected: \(found.filter { expected[$0.key] != $0.value })")
        let changedPages = Set(changed.keys.compactMap { pageOfSymbol[$0] })
        let elsewhere = findings.filter { !changedPages.contains($0["path"] as? String ?? "") && ($0["path"] as? String ?? "").contains("/en/") }
        #expect(elsewhere.isEmpty, "\(elsewhere.map { $0["path"] ?? "" })")
    }

    @Test func theSiteBuildsInEveryLanguage() throws {
        let workspace = try Self.workspace.get()
        let site = workspace.root.url("site")
        let built = try TriglotProcess.run(["build", "--content", workspace.content.path, "--output", site.path, "--quiet"])
        #expect(built.status == 0, "\(built.standardError)")
        for page in ["en/argumentparser.html", "en/argumentparser/flag.html", "zh-hans/argumentparser/flag/init-name-help.html",
                     "ja/argumentparser/installingcompletionscripts.html"] {
            #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent(page).path), "\(page)")
        }
    }

    @Test func importingAgainChangesNothing() throws {
        let workspace = try Self.workspace.get()
        let again = try TriglotProcess.run([
            "import", "--symbol-graph", workspace.graph.path, "--docc", try ArgumentParserPackage.catalog().path,
            "--into", workspace.content.path,
        ])
        #expect(again.status == 0)
        #expect(again.standardOutput.contains("(0 written, "), "\(again.standardOutput)")
    }

    @Test func statusListsTheSymbolsEachLanguageLacks() throws {
        let workspace = try Self.workspace.get()
        let graph = try JSONSerialization.jsonObject(with: Data(contentsOf: workspace.graph.appendingPathComponent("ArgumentParser.symbols.json")))
        let symbols = try #require((graph as? [String: Any])?["symbols"] as? [Any]).count
        let status = try TriglotProcess.run(["status", "--content", workspace.content.path])
        #expect(status.standardOutput.contains("Symbols of ArgumentParser in the symbol graph: \(symbols)"))
        // Four of the six translated pages are symbol pages.
        #expect(status.standardOutput.contains("zh-Hans  4 with a page, \(symbols - 4) without:"))
    }
}
