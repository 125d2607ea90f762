import Testing
@testable import TriglotContent
@testable import TriglotModel

/// `git log --format=%x00%H %ct --name-status -M` parsed, and the questions baselines ask of it:
/// a file's versions through renames, its last change, and its name at an older commit.
@Suite("FileHistory from a name-status log")
struct FileHistoryTests {
    /// Newest first, as git prints it. c5 edits the page under its new name; c4 renames it
    /// without an edit (R100); c3 renames it with an edit (R080); c2 deletes a page; c1 adds.
    static let log = [
        "\u{0}c5 500\n\nM\tdocs/en/light.md\nM\tja/light.md\n",
        "\u{0}c4 400\n\nR100\tdocs/en/lamp.md\tdocs/en/light.md\nR100\tja/lamp.md\tja/light.md\n",
        "\u{0}c3 300\n\nR080\tdocs/en/old.md\tdocs/en/lamp.md\nM\tja/lamp.md\n",
        "\u{0}c2 200\n\nD\tdocs/en/gone.md\nM\tdocs/en/old.md\n",
        "\u{0}c1 100\n\nA\tdocs/en/old.md\nA\tdocs/en/gone.md\nA\tja/lamp.md\n",
    ].joined()

    let history = FileHistory(log: Self.log)

    @Test func everyCommitIsReadNewestFirstWithItsTimeAndPaths() {
        #expect(history.commits.map(\.hash) == ["c5", "c4", "c3", "c2", "c1"])
        #expect(history.commits.map(\.time) == [500, 400, 300, 200, 100])
        #expect(history.commits[3].paths == ["docs/en/gone.md", "docs/en/old.md"])
        // A rename is listed under its new path, and remembers where it came from.
        #expect(history.commits[2].paths == ["docs/en/lamp.md", "ja/lamp.md"])
        #expect(history.commits[2].renames == ["docs/en/lamp.md": .init(from: "docs/en/old.md", isPure: false)])
        #expect(history.commits[1].renames["ja/light.md"] == .init(from: "ja/lamp.md", isPure: true))
    }

    @Test(arguments: [("R100", true), ("R099", false), ("R080", false), ("R050", false)])
    func onlyAnUntouchedMoveIsPure(status: String, pure: Bool) {
        let history = FileHistory(log: "\u{0}h 1\n\n\(status)\ta.md\tb.md\n")
        #expect(history.commits.first?.renames["b.md"]?.isPure == pure)
        #expect(history.lastChange(of: "b.md").map { $0.index } == (pure ? nil : 0))
    }

    @Test func versionsFollowRenamesAndLeaveOutPureMoves() {
        let versions = history.versions(of: "docs/en/light.md")
        #expect(versions.map(\.index) == [0, 2, 3, 4])
        #expect(versions.map(\.path) == ["docs/en/light.md", "docs/en/lamp.md", "docs/en/old.md", "docs/en/old.md"])
        #expect(history.versions(of: "docs/en/light.md", limit: 2).map(\.index) == [0, 2])
        #expect(history.versions(of: "ja/light.md").map(\.path) == ["ja/light.md", "ja/lamp.md", "ja/lamp.md"])
    }

    @Test func lastChangeSkipsAPureMove() throws {
        let history = FileHistory(log: [
            "\u{0}c3 3\n\nR100\tja/a.md\tja/b.md\n",
            "\u{0}c2 2\n\nM\ten/a.md\n",
            "\u{0}c1 1\n\nA\tja/a.md\nA\ten/a.md\n",
        ].joined())
        let last = try #require(history.lastChange(of: "ja/b.md"))
        #expect(last.index == 2)
        #expect(last.path == "ja/a.md")
        #expect(history.lastChange(of: "en/a.md")?.index == 1)
        #expect(history.lastChange(of: "never.md") == nil)
    }

    @Test func aDeletedFileEndsItsHistory() {
        #expect(history.lastChange(of: "docs/en/gone.md")?.index == 3)
        #expect(history.versions(of: "docs/en/gone.md").map(\.index) == [3, 4])
    }

    @Test(arguments: [
        (0, "docs/en/light.md"), (1, "docs/en/light.md"), (2, "docs/en/lamp.md"),
        (3, "docs/en/old.md"), (4, "docs/en/old.md"),
    ])
    func aPathIsNamedAsItWasAtAnOlderCommit(index: Int, expected: String) {
        #expect(history.path("docs/en/light.md", atCommitIndex: index) == expected)
    }

    @Test func aPathPlacedByTimeUndoesTheRenamesAfterIt() {
        #expect(history.path("docs/en/light.md", atTime: 450) == "docs/en/light.md")
        #expect(history.path("docs/en/light.md", atTime: 350) == "docs/en/lamp.md")
        #expect(history.path("docs/en/light.md", atTime: 50) == "docs/en/old.md")
        #expect(history.index(of: "c3") == 2)
        #expect(history.index(of: "nope") == nil)
    }

    @Test func tabsAndSpacesInPathsAreKeptAndOddLinesSkipped() {
        let history = FileHistory(log: "\u{0}h 7\n\nM\tja/my page.md\ngarbage\n\u{0}not a header at all\n\u{0}\n")
        #expect(history.commits.count == 1)
        #expect(history.commits.first?.paths == ["ja/my page.md"])
        #expect(FileHistory(log: "").commits.isEmpty)
    }
}
