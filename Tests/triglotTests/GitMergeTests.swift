import Foundation
import Testing

/// Histories with branches: a translation is measured from the English page as it was on its
/// own branch when it was last committed.
@Suite("Translation baselines across merges", .serialized)
struct GitMergeTests {
    static let japaneseBrightness = ("明るさは暗いから明るいまでです。", "明るさは暗いからとても明るいまでです。")

    /// main: the pages (day 1), then the English edit (day 3). Branch `ja`: a Japanese typo fix
    /// (day 2), made without the English edit.
    static func branched(_ label: String) throws -> ScratchRepository {
        let repository = try ScratchRepository.lamp(label, site: GitBaselineTests.site("git"))
        try repository.commitAll("English and translations", day: 1)
        try repository.git("checkout", "-q", "-b", "ja")
        try repository.edit("ja/lamp.md", replacing: "スイッチを押すと", with: "スイッチを押すと、")
        try repository.commitAll("ja: comma", day: 2)
        try repository.git("checkout", "-q", "main")
        try repository.edit("en/lamp.md", replacing: GitBaselineTests.oldBrightness, with: GitBaselineTests.newBrightness)
        try repository.commitAll("English: brightness", day: 3)
        return repository
    }

    @Test func aTranslationCommittedOnABranchWithoutTheEditStaysOutdatedAfterTheMerge() throws {
        let repository = try Self.branched("merge-outdated")
        try repository.git("merge", "-q", "--no-ff", "-m", "Merge ja", "ja", day: 4)
        let status = try repository.status()
        #expect(changeList(status["lamp.md"]?["ja"]) == ["changed brightness"])
        #expect(changeList(status["lamp.md"]?["zh-Hans"]) == ["changed brightness"])
    }

    @Test func aTranslationCommittedAfterMergingTheEditIsCurrent() throws {
        let repository = try Self.branched("merge-current")
        try repository.git("checkout", "-q", "ja")
        try repository.git("merge", "-q", "--no-ff", "-m", "Merge main", "main", day: 4)
        try repository.edit("ja/lamp.md", replacing: Self.japaneseBrightness.0, with: Self.japaneseBrightness.1)
        try repository.commitAll("ja: brightness", day: 5)
        try repository.git("checkout", "-q", "main")
        try repository.git("merge", "-q", "--no-ff", "-m", "Merge ja", "ja", day: 6)
        let status = try repository.status()
        #expect(status["lamp.md"]?["ja"]?["status"] as? String == "current")
        #expect(changeList(status["lamp.md"]?["zh-Hans"]) == ["changed brightness"])
    }

    /// git log shows no files for a merge commit unless asked (--diff-merges), so a translation
    /// brought up to date in the merge itself keeps the branch's older commit as its last one.
    @Test
    func aTranslationUpdatedInTheMergeCommitIsCurrent() throws {
        let repository = try Self.branched("merge-resolved")
        try repository.git("checkout", "-q", "ja")
        try repository.git("merge", "-q", "--no-commit", "--no-ff", "main", day: 4)
        try repository.edit("ja/lamp.md", replacing: Self.japaneseBrightness.0, with: Self.japaneseBrightness.1)
        try repository.git("add", "-A", day: 4)
        try repository.git("commit", "-q", "-m", "Merge main, carrying the brightness edit over", day: 4)
        let status = try repository.status()
        #expect(status["lamp.md"]?["ja"]?["status"] as? String == "current", "\(changeList(status["lamp.md"]?["ja"]))")
        #expect(changeList(status["lamp.md"]?["zh-Hans"]) == ["changed brightness"])
    }
}
