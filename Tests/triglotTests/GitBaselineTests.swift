import Foundation
import Testing

/// Baselines from the lock, a front-matter commit and git history, on real repositories: one
/// English section edited after the translations were recorded is outdated in every
/// translation, and nothing else is.
@Suite("Translation baselines in a git repository", .serialized)
struct GitBaselineTests {
    static func site(_ baseline: String, commitKey: String? = nil) -> String {
        "languages: [en, zh-Hans, ja]\ntranslations:\n  baseline: \(baseline)\n" + (commitKey.map { "  commitKey: \($0)\n" } ?? "")
    }

    static let oldBrightness = "Brightness goes from dim to bright."
    static let newBrightness = "Brightness goes from dim to very bright."

    /// The translations recorded as the baseline source keeps them, on day 2.
    static func record(_ source: String, in repository: ScratchRepository, commit: String) throws {
        switch source {
        case "lock":
            let marked = try repository.triglot("mark-current")
            #expect(marked.status == 0, "\(marked.standardError)")
            #expect(FileManager.default.fileExists(atPath: repository.content.appendingPathComponent("translations.lock").path))
        case "front-matter":
            for language in LampPages.languages {
                for page in ["lamp.md", "switch.md"] {
                    let file = language + "/" + page
                    try repository.write(file, "---\nl10n:\n  sourceCommit: \(commit)\n---\n\n" + (try repository.read(file)))
                }
            }
        default:
            return
        }
        try repository.commitAll("Record the translations' baselines", day: 2)
    }

    @Test(arguments: [("lock", "lock"), ("front-matter", "front-matter"), ("git", "git"), ("auto", "git")])
    func oneEditedSectionIsOutdatedInEveryTranslation(source: String, origin: String) throws {
        let repository = try ScratchRepository.lamp("baseline-\(source)",
                                                    site: Self.site(source, commitKey: source == "front-matter" ? "l10n.sourceCommit" : nil))
        let first = try repository.commitAll("English and translations", day: 1)
        try Self.record(source, in: repository, commit: first)
        for (page, cells) in try repository.status() {
            for language in LampPages.languages {
                #expect(cells[language]?["status"] as? String == "current", "\(language)/\(page) before the edit")
            }
        }

        try repository.edit("en/lamp.md", replacing: Self.oldBrightness, with: Self.newBrightness)
        try repository.commitAll("English: brightness", day: 3)

        let status = try repository.status()
        #expect(Set(status.keys) == ["lamp.md", "switch.md"])
        for language in LampPages.languages {
            let cell = status["lamp.md"]?[language]
            #expect(cell?["status"] as? String == "outdated", "\(language)")
            #expect(changeList(cell) == ["changed brightness"], "\(language)")
            let change = (cell?["changes"] as? [[String: Any]])?.first
            #expect(change?["linesAdded"] as? Int == 1)
            #expect(change?["linesRemoved"] as? Int == 1)
            let baseline = cell?["baseline"] as? [String: Any]
            #expect(baseline?["origin"] as? String == origin)
            #expect(baseline?["commit"] as? String == first)
            #expect(baseline?["date"] as? String == "2026-01-01")
            #expect(status["switch.md"]?[language]?["status"] as? String == "current")
        }

        let outdated = try repository.findings("translation.outdated")
        #expect(outdated.count == LampPages.languages.count, "\(outdated.map { $0["summary"] ?? "" })")
        for language in LampPages.languages {
            let file = language + "/lamp.md"
            let found = outdated.filter { $0["path"] as? String == "docs/" + file }
            #expect(found.count == 1, "\(file)")
            let heading = try #require(LampPages.headings[language]?["brightness"])
            #expect(found.first?["line"] as? Int == LampPages.line(of: heading, in: try repository.read(file)))
            #expect((found.first?["summary"] as? String)?.contains("'Brightness' changed (+1 −1 lines)") == true)
        }
        for id in ["translation.baseline", "translation.no-history", "translation.shallow-history"] {
            #expect(try repository.findings(id).isEmpty, "\(id)")
        }
    }

    @Test func failOnOutdatedExitsOneOnlyWhenSomethingIsOutdated() throws {
        let repository = try ScratchRepository.lamp("fail-on", site: Self.site("git"))
        try repository.commitAll("English and translations", day: 1)
        let clean = try repository.triglot("status", "--fail-on", "outdated")
        #expect(clean.status == 0, "\(clean.standardError)")

        try repository.edit("en/lamp.md", replacing: Self.oldBrightness, with: Self.newBrightness)
        try repository.commitAll("English: brightness", day: 2)
        let failing = try repository.triglot("status", "--fail-on", "outdated")
        #expect(failing.status == 1)
        #expect(failing.standardError.contains("2 outdated (--fail-on)"))
        #expect(failing.standardOutput.contains("outdated 1"))
        // Another status named alone does not fail.
        #expect(try repository.triglot("status", "--fail-on", "missing", "untracked").status == 0)
        #expect(try repository.triglot("status", "--fail-on", "missing", "outdated", "--format", "json").status == 1)

        // The translation carried over and committed: current again.
        try repository.edit("ja/lamp.md", replacing: "明るさは暗いから明るいまでです。", with: "明るさは暗いからとても明るいまでです。")
        try repository.edit("zh-Hans/lamp.md", replacing: "亮度从暗到亮。", with: "亮度从暗到很亮。")
        try repository.commitAll("Translations: brightness", day: 3)
        #expect(try repository.triglot("status", "--fail-on", "outdated").status == 0)
    }

    @Test func diffPrintsAUnifiedDiffWhoseHunkNamesTheSection() throws {
        let repository = try ScratchRepository.lamp("diff", site: Self.site("git"))
        let first = try repository.commitAll("English and translations", day: 1)
        try repository.edit("en/lamp.md", replacing: Self.oldBrightness, with: Self.newBrightness)
        try repository.commitAll("English: brightness", day: 2)
        for arguments in [["diff", "lamp.md", "--language", "ja"], ["diff", "ja/lamp.md"]] {
            let diff = try TriglotProcess.run(arguments + ["--content", "docs"], in: repository.root)
            #expect(diff.status == 0, "\(diff.standardError)")
            let lines = diff.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            #expect(lines.first?.hasPrefix("ja/lamp.md is outdated: docs/en/lamp.md changed in 1 part since its last commit, \(first.prefix(10)) of 2026-01-01") == true)
            #expect(lines.contains("--- a/en/lamp.md\t\(first.prefix(10))"))
            #expect(lines.contains("+++ b/en/lamp.md\tnow"))
            let hunk = try #require(lines.firstIndex { $0.hasPrefix("@@ ") })
            #expect(lines[hunk] == "@@ -9,4 +9,4 @@ Brightness (changed)")
            #expect(Array(lines[(hunk + 1)...].prefix(5)) == [" ## Brightness", " ", "-" + Self.oldBrightness, "+" + Self.newBrightness, " "])
            #expect(lines.filter { $0.hasPrefix("@@ ") }.count == 1)
        }
        let current = try repository.triglot("diff", "switch.md", "--language", "zh-Hans")
        #expect(current.standardOutput.hasPrefix("zh-Hans/switch.md is current with docs/en/switch.md"))
    }

    @Test func markCurrentInFrontMatterModeWritesTheCommit() throws {
        let repository = try ScratchRepository.lamp("mark-current", site: Self.site("front-matter"))
        let first = try repository.commitAll("English and translations", day: 1)
        #expect(try repository.status()["lamp.md"]?["ja"]?["status"] as? String == "untracked")

        let all = try repository.triglot("mark-current")
        #expect(all.status == 0, "\(all.standardError)")
        #expect(all.standardOutput == "marked 4 translations current\n")
        let japanese = try repository.read("ja/lamp.md")
        #expect(japanese == "---\nsourceCommit: \(first)\n---\n" + LampPages.japanese)
        #expect(!FileManager.default.fileExists(atPath: repository.content.appendingPathComponent("translations.lock").path))
        for (_, cells) in try repository.status() {
            for language in LampPages.languages { #expect(cells[language]?["status"] as? String == "current") }
        }
        try repository.commitAll("Mark current", day: 2)

        try repository.edit("en/lamp.md", replacing: Self.oldBrightness, with: Self.newBrightness)
        // Not committed yet: the translation cannot name the commit it matches.
        let refused = try repository.triglot("mark-current", "ja/lamp.md")
        #expect(refused.status != 0)
        #expect(refused.standardError.contains("not committed"))
        let second = try repository.commitAll("English: brightness", day: 3)
        #expect(changeList(try repository.status()["lamp.md"]?["ja"]) == ["changed brightness"])

        let one = try repository.triglot("mark-current", "ja/lamp.md")
        #expect(one.status == 0, "\(one.standardError)")
        #expect(try repository.read("ja/lamp.md").hasPrefix("---\nsourceCommit: \(second)\n---\n"))
        let status = try repository.status()
        #expect(status["lamp.md"]?["ja"]?["status"] as? String == "current")
        #expect(status["lamp.md"]?["zh-Hans"]?["status"] as? String == "outdated")
        #expect((status["lamp.md"]?["ja"]?["baseline"] as? [String: Any])?["commit"] as? String == second)
    }

    @Test func markCurrentRefusesInGitMode() throws {
        let repository = try ScratchRepository.lamp("mark-current-git", site: Self.site("git"))
        try repository.commitAll("English and translations", day: 1)
        let refused = try repository.triglot("mark-current", "ja/lamp.md")
        #expect(refused.status != 0)
        #expect(refused.standardError.contains("commit the translation instead"))
        #expect(try repository.read("ja/lamp.md") == LampPages.japanese)
    }
}
