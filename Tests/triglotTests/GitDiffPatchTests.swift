import Foundation
import Testing

/// `triglot diff` prints a unified diff: applied with patch(1) to the English page at the
/// baseline, it gives the English page of today (moves aside, which a patch cannot say).
@Suite("triglot diff applies with patch", .serialized)
struct GitDiffPatchTests {
    static let hasPatch = FileManager.default.isExecutableFile(atPath: "/usr/bin/patch")
    static let colour = "## Colour\n\nThe lamp glows warm white or cold blue.\n\n"
    static let safety = "## Safety\n\nUnplug the lamp first.\n\n"

    /// Commits the lamp pages, edits the English page with `edit`, commits, and returns the
    /// diff's text and the English page of the first commit.
    static func diff(_ label: String, edit: (ScratchRepository) throws -> Void) throws -> (repository: ScratchRepository, diff: String, baseline: String) {
        let repository = try ScratchRepository.lamp(label, site: GitBaselineTests.site("git"))
        try repository.commitAll("English and translations", day: 1)
        let baseline = try repository.read("en/lamp.md")
        try edit(repository)
        try repository.commitAll("English edits", day: 2)
        let output = try repository.triglot("diff", "lamp.md", "--language", "zh-Hans")
        #expect(output.status == 0, "\(output.standardError)")
        return (repository, output.standardOutput, baseline)
    }

    /// patch(1) run on a copy of `baseline` with the diff's file part; the patched text and
    /// what patch said.
    static func patched(_ baseline: String, with diff: String, in repository: ScratchRepository) throws -> (text: String, messages: String) {
        let start = try #require(diff.range(of: "\n--- a/"))
        let file = repository.root.appendingPathComponent("baseline.md")
        let patchFile = repository.root.appendingPathComponent("change.diff")
        try Data(baseline.utf8).write(to: file)
        try Data(diff[diff.index(after: start.lowerBound)...].utf8).write(to: patchFile)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/patch")
        process.arguments = ["--batch", "--no-backup-if-mismatch", "-r", "-", file.path, patchFile.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let messages = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(messages)")
        return (try String(contentsOf: file, encoding: .utf8), messages)
    }

    @Test(.enabled(if: hasPatch))
    func aChangedAndARemovedSectionPatchTheBaselineIntoToday() throws {
        let (repository, diff, baseline) = try Self.diff("patch-changed-removed") { repository in
            try repository.edit("en/lamp.md", replacing: GitBaselineTests.oldBrightness, with: GitBaselineTests.newBrightness)
            try repository.edit("en/lamp.md", replacing: Self.colour, with: "")
        }
        let headers = diff.split(separator: "\n").filter { $0.hasPrefix("@@ ") }
        #expect(headers == ["@@ -9,4 +9,4 @@ Brightness (changed)", "@@ -13,4 +12,0 @@ Colour (removed)"])
        #expect(try Self.patched(baseline, with: diff, in: repository).text == (try repository.read("en/lamp.md")))
    }

    /// An added section has no baseline lines, and its hunk is written `@@ -0,0 +17,4 @@`: the
    /// start of the old file. After the other hunks that is out of order, and patch refuses
    /// ("misordered hunks! output would be garbled"); alone, it would put the section first.
    /// diff -u writes the line the section follows in the old file: `@@ -20,0 +17,4 @@`.
    @Test(.enabled(if: hasPatch))
    func anAddedSectionsHunkNamesWhereItGoes() throws {
        let (repository, diff, baseline) = try Self.diff("patch-added") { repository in
            try repository.edit("en/lamp.md", replacing: GitBaselineTests.oldBrightness, with: GitBaselineTests.newBrightness)
            try repository.edit("en/lamp.md", replacing: Self.colour, with: "")
            try repository.edit("en/lamp.md", replacing: "## See Also\n", with: Self.safety + "## See Also\n")
        }
        let headers = diff.split(separator: "\n").filter { $0.hasPrefix("@@ ") }
        #expect(headers.last == "@@ -20,0 +17,4 @@ Safety (added)")
        #expect(try Self.patched(baseline, with: diff, in: repository).text == (try repository.read("en/lamp.md")))
    }
}
