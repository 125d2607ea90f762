import Foundation
import Testing

/// `triglot check --fix` on a copy of the raw seeds, imported as `triglot import` does: the
/// stray-space selector and the 委托 variant are fixed, a re-check no longer reports them, and
/// files with nothing to fix stay byte for byte as they were.
@Suite("check --fix on the raw seeds", .serialized)
struct FixCommandTests {
    static let seeds = TriglotProcess.packageRoot.appendingPathComponent("Tests/TriglotImportTests/Fixtures/Seeds")

    static func importedSeeds() throws -> URL {
        let folder = try TriglotProcess.temporaryFolder("fix-seeds")
        for name in ["site.yml", "glossary.yml"] {
            try FileManager.default.copyItem(at: TriglotProcess.packageRoot.appendingPathComponent("Content/" + name),
                                             to: folder.appendingPathComponent(name))
        }
        let imports = [("000_2fa16c5a3658c434", "symbol.md", [String]()), ("002_170c135ade51323c", "symbol.md", ["--language", "ja"]),
                       ("001_263f7557aa7e2e62", "responding.md", [])]
        for (seed, path, options) in imports {
            let run = try TriglotProcess.run(["import", seeds.appendingPathComponent(seed + ".txt").path, "--into", folder.path, "--path", path] + options)
            #expect(run.status == 0, "\(run.standardError)")
        }
        return folder
    }

    static func findings(_ folder: URL) throws -> [(id: String, path: String, summary: String)] {
        let run = try TriglotProcess.run(["check", "--content", folder.path, "--format", "json"])
        let root = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any]
        return (root?["diagnostics"] as? [[String: Any]] ?? []).map {
            ($0["id"] as? String ?? "", $0["path"] as? String ?? "", $0["summary"] as? String ?? "")
        }
    }

    static func files(_ folder: URL) throws -> [String: Data] {
        var result: [String: Data] = [:]
        for language in ["en", "zh-Hans", "ja"] {
            let languageFolder = folder.appendingPathComponent(language)
            for name in try FileManager.default.contentsOfDirectory(atPath: languageFolder.path) {
                result[language + "/" + name] = try Data(contentsOf: languageFolder.appendingPathComponent(name))
            }
        }
        return result
    }

    static func isTarget(_ finding: (id: String, path: String, summary: String)) -> Bool {
        (finding.id == "symbols.malformed" && finding.path.hasSuffix("ja/symbol.md"))
            || (finding.id == "terminology.glossary" && finding.summary.contains("委托"))
    }

    @Test func fixesTheSelectorAndTheVariant() throws {
        let folder = try Self.importedSeeds()
        defer { try? FileManager.default.removeItem(at: folder) }
        let before = try Self.findings(folder)
        #expect(before.contains { $0.id == "symbols.malformed" && $0.path.hasSuffix("ja/symbol.md") })
        #expect(before.contains { $0.id == "terminology.glossary" && $0.summary.contains("委托") })
        let original = try Self.files(folder)

        let dryRun = try TriglotProcess.run(["check", "--content", folder.path, "--fix", "--dry-run"])
        #expect(dryRun.standardOutput.contains("-URL を開くように求められると、このメソッドから戻る結果が `application(_:didFinishLaunchingWithOptions :)`"))
        #expect(dryRun.standardOutput.contains("+URL を開くように求められると、このメソッドから戻る結果が `application(_:didFinishLaunchingWithOptions:)`"))
        #expect(dryRun.standardError.contains("would fix"))
        #expect(try Self.files(folder) == original, "--dry-run changed a file")

        let fixed = try TriglotProcess.run(["check", "--content", folder.path, "--fix"])
        #expect(fixed.standardError.contains("fixed"))
        let after = try Self.findings(folder)
        #expect(!after.contains(where: Self.isTarget), "\(after.filter(Self.isTarget))")
        let now = try Self.files(folder)
        // The English page has no fix-it: it is untouched, byte for byte.
        #expect(now["en/symbol.md"] == original["en/symbol.md"])
        #expect(now["ja/symbol.md"] != original["ja/symbol.md"])
        // Code blocks are never touched: every fenced block reads as before.
        for (file, data) in original {
            #expect(Self.fencedBlocks(data) == Self.fencedBlocks(now[file] ?? Data()), "\(file)")
        }
        // A second --fix finds nothing more it may do to what it fixed.
        let again = try TriglotProcess.run(["check", "--content", folder.path, "--fix", "--dry-run"])
        #expect(!again.standardOutput.contains("didFinishLaunchingWithOptions :)"))
    }

    static func fencedBlocks(_ data: Data) -> [String] {
        var blocks: [String] = []
        var current: [Substring]?
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                if let open = current { blocks.append(open.joined(separator: "\n")); current = nil } else { current = [] }
            } else {
                current?.append(line)
            }
        }
        return blocks
    }
}
