import Foundation
import Testing

/// Histories that are not a straight line of edits: renamed pages, moved sections, a shallow
/// clone, a front-matter commit history does not hold, and no repository at all.
@Suite("Translation baselines: renames, moves, shallow clones, missing history", .serialized)
struct GitHistoryEdgeTests {
    static let gitSite = GitBaselineTests.site("git")

    static func renameAll(_ repository: ScratchRepository, from: String, to: String) throws {
        for language in ["en"] + LampPages.languages {
            try repository.git("mv", "docs/\(language)/\(from)", "docs/\(language)/\(to)")
        }
    }

    @Test(arguments: [false, true])
    func aRenamedPageIsFollowed(englishEditedInTheRename: Bool) throws {
        let repository = try ScratchRepository.lamp("rename", site: Self.gitSite)
        let first = try repository.commitAll("English and translations", day: 1)
        try Self.renameAll(repository, from: "lamp.md", to: "light.md")
        if englishEditedInTheRename {
            try repository.edit("en/light.md", replacing: GitBaselineTests.oldBrightness, with: GitBaselineTests.newBrightness)
        }
        try repository.commitAll("Rename lamp to light", day: 2)
        if !englishEditedInTheRename {
            try repository.edit("en/light.md", replacing: GitBaselineTests.oldBrightness, with: GitBaselineTests.newBrightness)
            try repository.commitAll("English: brightness", day: 3)
        }
        let status = try repository.status()
        #expect(Set(status.keys) == ["light.md", "switch.md"])
        for language in LampPages.languages {
            let cell = status["light.md"]?[language]
            #expect(changeList(cell) == ["changed brightness"], "\(language)")
            // The pure move of the translation is not a new version of it.
            #expect((cell?["baseline"] as? [String: Any])?["commit"] as? String == first)
        }
        let diff = try repository.triglot("diff", "light.md", "--language", "ja")
        #expect(diff.standardOutput.contains("--- a/en/lamp.md\t\(first.prefix(10))"))
        #expect(diff.standardOutput.contains("+++ b/en/light.md\tnow"))
        #expect(try repository.findings("translation.outdated").count == 2)
    }

    @Test func aSectionCutAndPastedElsewhereIsMoved() throws {
        let repository = try ScratchRepository.lamp("moved", site: Self.gitSite)
        try repository.commitAll("English and translations", day: 1)
        let overview = "## Overview\n\nThe lamp turns on when you press the switch.\n\n"
        try repository.edit("en/lamp.md", replacing: overview, with: "")
        try repository.edit("en/lamp.md", replacing: "## See Also\n", with: overview + "## See Also\n")
        try repository.commitAll("English: overview after battery", day: 2)
        let status = try repository.status()
        for language in LampPages.languages {
            #expect(changeList(status["lamp.md"]?[language]) == ["moved overview"], "\(language)")
        }
        let findings = try repository.findings("translation.outdated")
        #expect(findings.count == 2)
        for finding in findings {
            #expect((finding["summary"] as? String)?.hasPrefix("the English section 'Overview' moved since its last commit") == true)
        }
    }

    @Test func aShallowCloneGivesOneWarningAndNoOutdatedCascade() throws {
        let repository = try ScratchRepository.lamp("shallow-origin", site: Self.gitSite)
        try repository.commitAll("English and translations", day: 1)
        try repository.edit("en/lamp.md", replacing: GitBaselineTests.oldBrightness, with: GitBaselineTests.newBrightness)
        try repository.edit("en/switch.md", replacing: "Press it once.", with: "Press it twice.")
        try repository.commitAll("English: brightness", day: 2)
        #expect(try repository.findings("translation.outdated").count == 4)

        let folder = try TriglotProcess.temporaryFolder("shallow")
        try ScratchRepository.git(["clone", "-q", "--depth", "1", "file://" + repository.root.path, "clone"], in: folder)
        let clone = folder.appendingPathComponent("clone")
        #expect(try ScratchRepository.git(["rev-parse", "--is-shallow-repository"], in: clone) == "true")

        let check = try TriglotProcess.run(["check", "--content", "docs", "--format", "json"], in: clone)
        let object = try JSONSerialization.jsonObject(with: Data(check.standardOutput.utf8)) as? [String: Any]
        let findings = object?["diagnostics"] as? [[String: Any]] ?? []
        let shallow = findings.filter { $0["id"] as? String == "translation.shallow-history" }
        #expect(shallow.count == 1)
        #expect(shallow.first?["path"] as? String == "docs/site.yml")
        #expect(shallow.first?["severity"] as? String == "warning")
        #expect(!findings.contains { ["translation.outdated", "translation.baseline"].contains($0["id"] as? String) },
                "\(findings.map { $0["id"] ?? "" })")

        let status = try TriglotProcess.run(["status", "--content", "docs", "--format", "json", "--fail-on", "outdated"], in: clone)
        #expect(status.status == 0)
        #expect(status.standardError.components(separatedBy: "shallow clone").count == 2, "\(status.standardError)")
        let rows = try JSONSerialization.jsonObject(with: Data(status.standardOutput.utf8)) as? [[String: Any]] ?? []
        for row in rows {
            for (_, cell) in row["languages"] as? [String: [String: Any]] ?? [:] {
                #expect(cell["status"] as? String == "unknown")
            }
        }
    }

    @Test(arguments: [
        ("front-matter", "---\ntitle: Lamp\nsourceCommit: 0123456789abcdef0123456789abcdef01234567\n---\n\n", 3),
        ("front-matter", "---\ntitle: Lamp\nl10n:\n  translator: Ann\n  sourceCommit: 0123456\n---\n\n", 5),
        ("auto", "---\ndefault_lang_commit: 0123456789abcdef0123456789abcdef01234567\n---\n\n", 2),
    ])
    func aFrontMatterCommitNotInHistoryIsOneFindingAtItsKey(baseline: String, frontMatter: String, line: Int) throws {
        let repository = try ScratchRepository.lamp("missing-commit", site: GitBaselineTests.site(baseline))
        try repository.write("ja/lamp.md", frontMatter + LampPages.japanese)
        let first = try repository.commitAll("English and translations", day: 1)
        if baseline == "front-matter" {
            for file in ["zh-Hans/lamp.md", "ja/switch.md", "zh-Hans/switch.md"] {
                try repository.write(file, "---\nsourceCommit: \(first)\n---\n" + (try repository.read(file)))
            }
            try repository.commitAll("Baselines", day: 2)
        }
        try repository.edit("en/lamp.md", replacing: GitBaselineTests.oldBrightness, with: GitBaselineTests.newBrightness)
        try repository.commitAll("English: brightness", day: 3)

        let findings = try repository.findings().filter { ($0["id"] as? String)?.hasPrefix("translation.") == true
            && ["translation.outdated", "translation.baseline", "translation.shallow-history", "translation.no-history"].contains($0["id"] as? String) }
        let baselineFindings = findings.filter { $0["id"] as? String == "translation.baseline" }
        #expect(baselineFindings.count == 1)
        #expect(baselineFindings.first?["path"] as? String == "docs/ja/lamp.md")
        #expect(baselineFindings.first?["line"] as? Int == line)
        #expect((baselineFindings.first?["summary"] as? String)?.contains("is not in this repository's history") == true)
        // The other translation is measured as usual; the broken one is not also called outdated.
        #expect(findings.filter { $0["id"] as? String == "translation.outdated" }.compactMap { $0["path"] as? String } == ["docs/zh-Hans/lamp.md"])
        #expect(try repository.status()["lamp.md"]?["ja"]?["status"] as? String == "unknown")
    }

    @Test(arguments: ["git", "front-matter"])
    func outsideARepositoryAnExplicitHistoryModeWarnsOnce(baseline: String) throws {
        let folder = try TriglotProcess.temporaryFolder("no-git")
        let content = folder.appendingPathComponent("docs")
        for (file, text) in LampPages.files.merging(["site.yml": GitBaselineTests.site(baseline)], uniquingKeysWith: { $1 }) {
            let url = content.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let check = try TriglotProcess.run(["check", "--content", "docs", "--format", "json"], in: folder)
        let object = try JSONSerialization.jsonObject(with: Data(check.standardOutput.utf8)) as? [String: Any]
        let findings = object?["diagnostics"] as? [[String: Any]] ?? []
        let warnings = findings.filter { $0["id"] as? String == "translation.no-history" }
        #expect(warnings.count == 1)
        #expect(warnings.first?["path"] as? String == "docs/site.yml")
        #expect(warnings.first?["line"] as? Int == 1)
        #expect(warnings.first?["severity"] as? String == "warning")
        // The lock is used instead: it has no entries, so the translations are untracked.
        let status = try TriglotProcess.run(["status", "--content", "docs", "--format", "json"], in: folder)
        #expect(status.standardError.components(separatedBy: "not in a git repository").count == 2)
        #expect(status.standardOutput.contains("\"untracked\""))
        #expect(!status.standardOutput.contains("\"outdated\""))
    }

    @Test func outsideARepositoryTheDefaultDoesNotWarn() throws {
        let folder = try TriglotProcess.temporaryFolder("no-git-auto")
        for (file, text) in LampPages.files.merging(["site.yml": "languages: [en, zh-Hans, ja]\n"], uniquingKeysWith: { $1 }) {
            let url = folder.appendingPathComponent("docs/" + file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let check = try TriglotProcess.run(["check", "--content", "docs", "--format", "json"], in: folder)
        #expect(!check.standardOutput.contains("translation.no-history"))
        #expect(check.standardOutput.contains("this translation is not tracked yet"))
    }
}
