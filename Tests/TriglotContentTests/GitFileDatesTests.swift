import Foundation
import Testing
@testable import TriglotContent
@testable import TriglotModel

/// Each file's last change, from one `git log` of the folder, newest commit first.
@Suite("Dates from git")
struct GitFileDatesTests {
    @Test func theNewestCommitOfEachFileGivesItsDate() {
        let log = "\u{0}2026-11-20\n\nen/a.md\nja/a.md\n\u{0}2026-10-01\n\nen/a.md\nen/b.md\n"
        #expect(GitFileDates.dates(fromLog: log) == ["en/a.md": "2026-11-20", "ja/a.md": "2026-11-20", "en/b.md": "2026-10-01"])
    }

    @Test func aFolderOutsideARepositoryHasNoDates() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("triglot-nogit-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("# A\n".utf8).write(to: folder.appendingPathComponent("a.md"))
        #expect(GitFileDates.read(folder: folder.path).isEmpty)
    }

    @Test func aRepositoryGivesItsCommittedFilesTheirDates() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("triglot-git-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("docs/en"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func git(_ arguments: String...) throws {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["git", "-C", folder.path] + arguments
            process.environment = ["GIT_COMMITTER_DATE": "2026-03-04T05:06:07Z", "GIT_AUTHOR_DATE": "2026-03-04T05:06:07Z",
                                   "HOME": folder.path, "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"]
            try process.run()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "git \(arguments)")
        }
        try git("init", "-q")
        try Data("# A\n".utf8).write(to: folder.appendingPathComponent("docs/en/a.md"))
        try Data("# B\n".utf8).write(to: folder.appendingPathComponent("docs/en/b.md"))
        try git("add", "docs/en/a.md")
        try git("-c", "user.name=T", "-c", "user.email=t@example.com", "commit", "-q", "-m", "a")
        #expect(GitFileDates.read(folder: folder.appendingPathComponent("docs").path) == ["en/a.md": "2026-03-04"])
    }
}
