import Foundation
import Testing
import TriglotContent

/// Histories the baseline reader got wrong: regression tests for the fixed ones, and disabled
/// failing cases for those still open.
@Suite("Translation baselines: bugs found", .serialized)
struct GitHistoryBugTests {
    /// git log quoted a path with bytes outside ASCII ("docs/en/l\303\244mp.md", core.quotePath),
    /// so FileHistory never found `lämp.md`: its translations counted as "not committed yet",
    /// their baseline was today's English, and they were reported current however far behind.
    /// Fixed in 8887481.
    @Test
    func aPageWhoseNameIsNotASCIIIsMeasuredToo() throws {
        let repository = try ScratchRepository("non-ascii")
        try repository.write("site.yml", GitBaselineTests.site("git"))
        for (file, text) in LampPages.files where file.hasSuffix("lamp.md") {
            try repository.write(file.replacingOccurrences(of: "lamp.md", with: "lämp.md"), text)
            try repository.write(file.replacingOccurrences(of: "lamp.md", with: "my lamp.md"), text)
        }
        try repository.commitAll("English and translations", day: 1)
        for page in ["lämp.md", "my lamp.md"] {
            try repository.edit("en/" + page, replacing: GitBaselineTests.oldBrightness, with: GitBaselineTests.newBrightness)
        }
        try repository.commitAll("English: brightness", day: 2)
        let status = try repository.status()
        for page in ["lämp.md", "my lamp.md"] {
            for language in LampPages.languages {
                #expect(changeList(status[page]?[language]) == ["changed brightness"], "\(language)/\(page)")
            }
        }
    }

    /// The same quoting made `mark-current` in front-matter mode refuse the page, saying its
    /// committed English page "has changes not committed yet". Fixed in 8887481.
    @Test
    func markCurrentWritesTheCommitOfAPageWhoseNameIsNotASCII() throws {
        let repository = try ScratchRepository("non-ascii-mark")
        try repository.write("site.yml", GitBaselineTests.site("front-matter"))
        for (file, text) in LampPages.files where file.hasSuffix("lamp.md") {
            try repository.write(file.replacingOccurrences(of: "lamp.md", with: "lämp.md"), text)
        }
        let first = try repository.commitAll("English and translations", day: 1)
        let marked = try repository.triglot("mark-current", "ja/lämp.md")
        #expect(marked.status == 0, "\(marked.standardError)")
        #expect(try repository.read("ja/lämp.md").hasPrefix("---\nsourceCommit: \(first)\n---\n"))
    }

    /// `git log --relative -- .` sees a content folder moved in (git mv docs site) as every file
    /// added at the move: each translation's last change becomes the move, its baseline the
    /// English page as it was then, and a translation that was behind is reported current.
    /// Still open after 8887481: `git log -M -- .` (without --relative) still limits the diff to
    /// the folder before renames are detected, so the move's sources are never seen.
    @Test
    func movingTheContentFolderKeepsTheBaselines() throws {
        let repository = try ScratchRepository.lamp("folder-move", site: GitBaselineTests.site("git"))
        try repository.commitAll("English and translations", day: 1)
        try repository.edit("en/lamp.md", replacing: GitBaselineTests.oldBrightness, with: GitBaselineTests.newBrightness)
        try repository.commitAll("English: brightness", day: 2)
        #expect(changeList(try repository.status()["lamp.md"]?["ja"]) == ["changed brightness"])

        try repository.git("mv", "docs", "site")
        try repository.commitAll("Move the content folder", day: 3)
        let output = try TriglotProcess.run(["status", "--content", "site", "--format", "json"], in: repository.root)
        let rows = try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [[String: Any]] ?? []
        let lamp = rows.first { $0["path"] as? String == "lamp.md" }?["languages"] as? [String: [String: Any]]
        for language in LampPages.languages {
            #expect(changeList(lamp?[language]) == ["changed brightness"], "\(language)")
        }
    }

    /// Colour removed and Safety added after Battery: today's alignment pairs by position, so
    /// Safety (which no translation can have yet) is paired with the translated Battery, and
    /// the "gained the section 'Safety'" finding lands on "## バッテリー", a section that is
    /// still current. Added alone (nothing removed), the finding is at the title instead.
    @Test
    func anAddedSectionIsNotReportedAtAnotherSectionsHeading() throws {
        let repository = try ScratchRepository.lamp("added-and-removed", site: GitBaselineTests.site("git"))
        try repository.commitAll("English and translations", day: 1)
        try repository.edit("en/lamp.md", replacing: "## Colour\n\nThe lamp glows warm white or cold blue.\n\n", with: "")
        try repository.edit("en/lamp.md", replacing: "## See Also\n", with: "## Safety\n\nUnplug the lamp first.\n\n## See Also\n")
        try repository.commitAll("English: colour out, safety in", day: 2)
        let findings = try repository.findings("translation.outdated")
        for language in LampPages.languages {
            let file = language + "/lamp.md"
            let text = try repository.read(file)
            let added = findings.filter { $0["path"] as? String == "docs/" + file && ($0["summary"] as? String)?.contains("'Safety'") == true }
            #expect(added.count == 1)
            let battery = try #require(LampPages.headings[language]?["battery"])
            #expect(added.first?["line"] as? Int != LampPages.line(of: battery, in: text), "\(file): at the translated Battery heading")
        }
    }
}
