import Foundation
import Testing
@testable import TriglotContent
@testable import TriglotModel
import TriglotTestSupport

/// Each file's last change, from one `git log` of the folder, newest commit first.
@Suite("Dates from git")
struct GitFileDatesTests {
    @Test func theNewestCommitOfEachFileGivesItsDate() {
        let log = "\u{0}2026-11-20\n\nen/a.md\nja/a.md\n\u{0}2026-10-01\n\nen/a.md\nen/b.md\n"
        #expect(GitFileDates.dates(fromLog: log) == ["en/a.md": "2026-11-20", "ja/a.md": "2026-11-20", "en/b.md": "2026-10-01"])
    }

    @Test func aFolderOutsideARepositoryHasNoDates() throws {
        let folder = try TemporaryFolder("triglot-nogit")
        defer { folder.remove() }
        try folder.write(["a.md": "# A\n"])
        #expect(GitFileDates.read(folder: folder.path).isEmpty)
    }

    @Test func aRepositoryGivesItsCommittedFilesTheirDates() throws {
        let folder = try TemporaryFolder("triglot-git")
        defer { folder.remove() }
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
        try folder.write(["docs/en/a.md": "# A\n", "docs/en/b.md": "# B\n"])
        try git("add", "docs/en/a.md")
        try git("-c", "user.name=T", "-c", "user.email=t@example.com", "commit", "-q", "-m", "a")
        #expect(GitFileDates.read(folder: folder.url("docs").path) == ["en/a.md": "2026-03-04"])
    }
}
