import Foundation
import Testing

/// Repositories whose history git cannot read in full: a clone missing some objects (a damaged
/// copy, or a mirror that left its largest files out). An empty history would make every
/// translation look never committed, so current.
@Suite("Translation baselines: a history git cannot read in full", .serialized)
struct GitHistoryDamageTests {
    /// Removes the loose object of `object` (`HEAD:assets/b.txt`), as a damaged clone lacks it.
    static func removeObject(_ object: String, from repository: ScratchRepository) throws {
        let hash = try repository.git("rev-parse", object)
        let file = repository.root.appendingPathComponent(".git/objects/\(hash.prefix(2))/\(hash.dropFirst(2))")
        try FileManager.default.removeItem(at: file)
    }

    static func writeOutside(_ path: String, _ text: String, in repository: ScratchRepository) throws {
        let url = repository.root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// A commit that edits the English page also renames a file outside the content folder with
    /// an edit; telling that rename apart needs the file's text, which the clone lacks.
    @Test func aMissingObjectOutsideTheFolderStillLeavesTheFoldersHistory() throws {
        let repository = try ScratchRepository.lamp("missing-object", site: GitHistoryEdgeTests.gitSite)
        let numbers = (1...200).map(String.init).joined(separator: "\n") + "\n"
        try Self.writeOutside("assets/a.txt", numbers, in: repository)
        try repository.commitAll("English and translations", day: 1)
        try repository.git("mv", "assets/a.txt", "assets/b.txt")
        try Self.writeOutside("assets/b.txt", numbers + "201\n", in: repository)
        try repository.edit("en/lamp.md", replacing: GitBaselineTests.oldBrightness, with: GitBaselineTests.newBrightness)
        try repository.commitAll("English: brightness; numbers renamed", day: 2)
        try Self.removeObject("HEAD:assets/b.txt", from: repository)

        let findings = try repository.findings()
        let outdated = findings.filter { $0["id"] as? String == "translation.outdated" }
        #expect(outdated.compactMap { $0["path"] as? String }.sorted() == ["docs/ja/lamp.md", "docs/zh-Hans/lamp.md"])
        #expect(!findings.contains { $0["id"] as? String == "translation.no-history" })
    }

    /// No commit of the folder can be read: one warning naming git's reason, and the
    /// translations are untracked (the lock is empty), not current.
    @Test func anUnreadableHistoryIsOneWarningAndNoTranslationIsCurrent() throws {
        let repository = try ScratchRepository.lamp("unreadable", site: GitHistoryEdgeTests.gitSite)
        try repository.commitAll("English and translations", day: 1)
        try repository.edit("en/lamp.md", replacing: GitBaselineTests.oldBrightness, with: GitBaselineTests.newBrightness)
        try repository.commitAll("English: brightness", day: 2)
        try Self.removeObject("HEAD^{tree}", from: repository)

        let findings = try repository.findings()
        let warnings = findings.filter { $0["id"] as? String == "translation.no-history" }
        #expect(warnings.count == 1)
        #expect(warnings.first?["path"] as? String == "docs/site.yml")
        #expect(warnings.first?["severity"] as? String == "warning")
        let summary = warnings.first?["summary"] as? String ?? ""
        #expect(summary.contains("git could not read the history"), "\(summary)")
        #expect(summary.contains("fatal:"), "\(summary)")
        let status = try repository.triglot("status", "--format", "json")
        #expect(status.standardOutput.contains("\"untracked\""))
        #expect(!status.standardOutput.contains("\"current\""))
    }
}
