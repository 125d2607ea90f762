import Foundation
import Testing

/// `triglot init` in a folder with nothing in it: a project a new user can build and check at
/// once, whose only findings are the translations still to write.
@Suite("triglot init starts a new project", .serialized)
struct InitNewProjectTests {
    @Test func anEmptyFolderBecomesAProjectThatBuilds() throws {
        let root = try TriglotProcess.temporaryFolder("init-new")
        let docs = root.appendingPathComponent("widgets")
        let started = try TriglotProcess.run(["init", "--content", "widgets", "--languages", "en,zh-cn"], in: root)
        #expect(started.status == 0, "\(started.standardError)")
        #expect(started.standardOutput.contains("Started a new project with widgets/en/index.md"))
        #expect(started.standardOutput.contains("zh-Hans                0 pages, 1 not translated"))
        let yaml = try String(contentsOf: docs.appendingPathComponent("site.yml"), encoding: .utf8)
        #expect(yaml.contains("  - code: zh-Hans") && yaml.contains("en: widgets"))
        let page = try String(contentsOf: docs.appendingPathComponent("en/index.md"), encoding: .utf8)
        #expect(page.hasPrefix("# widgets\n"))

        let checked = try TriglotProcess.run(["check", "--content", "widgets", "--format", "json"], in: root)
        #expect(checked.status == 0, "\(checked.standardError)")
        let findings = try JSONSerialization.jsonObject(with: Data(checked.standardOutput.utf8)) as? [String: Any]
        let ids = ((findings?["diagnostics"] as? [[String: Any]]) ?? []).compactMap { $0["id"] as? String }
        #expect(ids == ["translation.missing"])

        let built = try TriglotProcess.run(["build", "--content", "widgets", "--output", "site", "--quiet"], in: root)
        #expect(built.status == 0, "\(built.standardError)")
        let index = try String(contentsOf: root.appendingPathComponent("site/zh-hans/index.html"), encoding: .utf8)
        #expect(index.contains("<h1>widgets</h1>"))
        // One page lists no others: no "All pages" heading over nothing.
        #expect(!index.contains("id=\"all-pages\""))
    }

    @Test func languagesAreOnlyForANewFolder() throws {
        let root = try TriglotProcess.temporaryFolder("init-languages")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("en"), withIntermediateDirectories: true)
        try "# Page\n\nA page.\n".write(to: root.appendingPathComponent("en/page.md"), atomically: true, encoding: .utf8)
        let refused = try TriglotProcess.run(["init", "--languages", "en,ja"], in: root)
        #expect(refused.status == 2)
        #expect(refused.standardError.contains("--languages is for a new, empty folder"), "\(refused.standardError)")
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("site.yml").path))
        let badTag = try TriglotProcess.run(["init", "--content", "new", "--languages", "en,xx-yy-zz-qq"], in: root)
        #expect(badTag.status == 2)
        #expect(badTag.standardError.contains("is not a language tag"))
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("new").path))
    }
}
