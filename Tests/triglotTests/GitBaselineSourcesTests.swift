import Foundation
import Testing

/// Which record a baseline comes from when several exist (auto: front matter, then the lock, then
/// git), and histories whose English edits do not outdate anything.
@Suite("Translation baselines: precedence and edits that change nothing", .serialized)
struct GitBaselineSourcesTests {
    static func prepend(_ frontMatter: String, to file: String, in repository: ScratchRepository) throws {
        try repository.write(file, frontMatter + (try repository.read(file)))
    }

    static func brighten(_ repository: ScratchRepository) throws {
        try repository.edit("en/lamp.md", replacing: GitBaselineTests.oldBrightness, with: GitBaselineTests.newBrightness)
    }

    /// ja names the first commit (abbreviated) in front matter; zh-Hans has a lock entry made
    /// after the English edit; switch.md has neither and is measured from git.
    @Test func autoPrefersFrontMatterThenTheLockThenGit() throws {
        let repository = try ScratchRepository.lamp("auto-precedence", site: "languages: [en, zh-Hans, ja]\n")
        let first = try repository.commitAll("English and translations", day: 1)
        try Self.prepend("---\nsourceCommit: \(first.prefix(8))\n---\n", to: "ja/lamp.md", in: repository)
        try repository.commitAll("ja names its commit", day: 2)
        try Self.brighten(repository)
        try repository.commitAll("English: brightness", day: 3)
        let marked = try repository.triglot("mark-current", "zh-Hans/lamp.md")
        #expect(marked.status == 0, "\(marked.standardError)")
        // ja kept its front-matter record: mark-current in auto mode writes there, not in the lock.
        #expect(try repository.read("ja/lamp.md").hasPrefix("---\nsourceCommit: \(first.prefix(8))\n---\n"))
        try repository.commitAll("zh-Hans marked current", day: 4)

        let status = try repository.status()
        let ja = status["lamp.md"]?["ja"], zh = status["lamp.md"]?["zh-Hans"]
        #expect((ja?["baseline"] as? [String: Any])?["origin"] as? String == "front-matter")
        #expect((ja?["baseline"] as? [String: Any])?["commit"] as? String == first)
        #expect(changeList(ja) == ["changed brightness"])
        #expect(zh?["status"] as? String == "current")
        #expect((zh?["baseline"] as? [String: Any])?["origin"] as? String == "lock")
        for language in LampPages.languages {
            #expect((status["switch.md"]?[language]?["baseline"] as? [String: Any])?["origin"] as? String == "git")
        }

        // mark-current on ja writes the English page's last commit over the old one.
        let third = try repository.git("rev-list", "-1", "HEAD", "--", "docs/en/lamp.md")
        #expect(try repository.triglot("mark-current", "ja/lamp.md").status == 0)
        #expect(try repository.read("ja/lamp.md").hasPrefix("---\nsourceCommit: \(third)\n---\n"))
        #expect(try repository.status()["lamp.md"]?["ja"]?["status"] as? String == "current")
    }

    /// The commit is named before the pages were renamed: the English page is read under the
    /// name it had then.
    @Test func aFrontMatterCommitFromBeforeARenameIsFollowed() throws {
        let repository = try ScratchRepository.lamp("front-matter-rename", site: GitBaselineTests.site("front-matter", commitKey: "l10n.sourceCommit"))
        let first = try repository.commitAll("English and translations", day: 1)
        for language in LampPages.languages {
            try Self.prepend("---\nl10n:\n  sourceCommit: \(first)\n---\n", to: language + "/lamp.md", in: repository)
        }
        try repository.commitAll("Baselines", day: 2)
        for language in ["en"] + LampPages.languages {
            try repository.git("mv", "docs/\(language)/lamp.md", "docs/\(language)/light.md")
        }
        try repository.commitAll("Rename", day: 3)
        try repository.edit("en/light.md", replacing: GitBaselineTests.oldBrightness, with: GitBaselineTests.newBrightness)
        try repository.commitAll("English: brightness", day: 4)
        let status = try repository.status()
        for language in LampPages.languages {
            #expect(changeList(status["light.md"]?[language]) == ["changed brightness"], "\(language)")
        }
        #expect(try repository.findings("translation.baseline").isEmpty)
    }

    /// A front-matter commit from before the English page existed: one finding, at the key.
    @Test func aFrontMatterCommitWithoutTheEnglishPageIsOneFinding() throws {
        let repository = try ScratchRepository("front-matter-too-early")
        try repository.write("site.yml", GitBaselineTests.site("front-matter"))
        let empty = try repository.commitAll("Configuration", day: 1)
        for (file, text) in LampPages.files { try repository.write(file, text) }
        for language in LampPages.languages {
            try Self.prepend("---\nsourceCommit: \(empty)\n---\n", to: language + "/lamp.md", in: repository)
        }
        try repository.commitAll("Pages", day: 2)
        let findings = try repository.findings("translation.baseline")
        #expect(findings.count == 2)
        for finding in findings {
            #expect(finding["line"] as? Int == 2)
            #expect((finding["summary"] as? String)?.contains("did not exist at commit \(empty.prefix(10))") == true)
        }
        #expect(try repository.findings("translation.outdated").filter { ($0["path"] as? String)?.hasSuffix("lamp.md") == true }.isEmpty)
    }

    @Test(arguments: ["git", "lock", "auto"])
    func whitespaceOnlyEnglishEditsOutdateNothing(baseline: String) throws {
        let repository = try ScratchRepository.lamp("whitespace-\(baseline)", site: GitBaselineTests.site(baseline))
        try repository.commitAll("English and translations", day: 1)
        if baseline == "lock" {
            #expect(try repository.triglot("mark-current").status == 0)
            try repository.commitAll("Lock", day: 2)
        }
        try repository.edit("en/lamp.md", replacing: GitBaselineTests.oldBrightness, with: GitBaselineTests.oldBrightness + "   ")
        try repository.edit("en/lamp.md", replacing: "## Colour\n", with: "## Colour\n\n\n")
        try repository.commitAll("English: whitespace", day: 3)
        for (page, cells) in try repository.status() {
            for language in LampPages.languages {
                #expect(cells[language]?["status"] as? String == "current", "\(language)/\(page): \(changeList(cells[language]))")
            }
        }
        #expect(try repository.findings("translation.outdated").isEmpty)
    }

    /// An English edit committed together with its translations: they were made from it.
    @Test func translationsCommittedWithTheEnglishEditAreCurrent() throws {
        let repository = try ScratchRepository.lamp("together", site: GitBaselineTests.site("git"))
        try repository.commitAll("English and translations", day: 1)
        try Self.brighten(repository)
        try repository.edit("ja/lamp.md", replacing: "明るさは暗いから明るいまでです。", with: "明るさは暗いからとても明るいまでです。")
        try repository.commitAll("English and ja: brightness", day: 2)
        let status = try repository.status()
        #expect(status["lamp.md"]?["ja"]?["status"] as? String == "current")
        #expect(changeList(status["lamp.md"]?["zh-Hans"]) == ["changed brightness"])

        // An uncommitted English edit outdates even the translation committed with the last one.
        try repository.edit("en/lamp.md", replacing: "A full battery lasts all night.", with: "A full battery lasts two nights.")
        let now = try repository.status()
        #expect(changeList(now["lamp.md"]?["ja"]) == ["changed battery"])
        #expect(changeList(now["lamp.md"]?["zh-Hans"]) == ["changed brightness", "changed battery"])
    }
}
