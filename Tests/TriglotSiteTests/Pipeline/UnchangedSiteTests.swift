import Foundation
import Testing
@testable import TriglotSite

/// A rebuild whose every file the previous site already holds, and which holds nothing more,
/// leaves the previous site in place: nothing is made, linked or removed. Anything else takes
/// the staging folder and the swap, with the files found unchanged carried over.
@Suite("A rebuild that changes nothing")
struct UnchangedSiteTests {
    static let files = ["index.html": "home", "en/a.html": "a", "en/deep/b.html": "b", "ja/c.html": "c"]

    /// The inode of every file and folder under `folder` (and of `folder` itself, as "").
    static func inodes(_ folder: URL) throws -> [String: ino_t] {
        var inodes = ["": try SiteWriterTests.fileInfo(folder).st_ino]
        for case let relative as String in FileManager.default.enumerator(atPath: folder.path) ?? NSEnumerator() {
            inodes[relative] = try SiteWriterTests.fileInfo(folder.appendingPathComponent(relative)).st_ino
        }
        return inodes
    }

    @Test func theSiteStaysInPlace() throws {
        let parent = try SiteFixture.temporaryFolder("unchanged")
        let output = parent.appendingPathComponent("Site")
        try SiteWriterTests.write(SiteWriterTests.site(Self.files), to: output)
        let before = try Self.inodes(output)
        let snapshot = try SiteWriterTests.snapshot(output)

        try SiteWriterTests.write(SiteWriterTests.site(Self.files), to: output)
        #expect(try Self.inodes(output) == before, "the same folders and files, not copies of them")
        #expect(try SiteWriterTests.snapshot(output) == snapshot)
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path) == ["Site"], "no staging folder is left")
    }

    /// What the previous site has that the new one must not, or lacks: each makes the rebuild
    /// replace it, and the files the two share are carried over all the same.
    enum Difference: String, CaseIterable {
        case extraFile, extraEmptyFolder, editedMarker, missingFile
    }

    @Test(arguments: Difference.allCases)
    func aSiteThatDiffersInAnythingElseIsReplaced(_ difference: Difference) throws {
        let output = try SiteFixture.temporaryFolder("differs").appendingPathComponent("Site")
        var previous = Self.files
        if difference == .missingFile { previous["ja/c.html"] = nil }
        try SiteWriterTests.write(SiteWriterTests.site(previous), to: output)
        switch difference {
        case .extraFile: try Data("stale".utf8).write(to: output.appendingPathComponent("en/stale.html"))
        case .extraEmptyFolder: try FileManager.default.createDirectory(at: output.appendingPathComponent("en/empty"), withIntermediateDirectories: false)
        case .editedMarker: try Data("edited".utf8).write(to: output.appendingPathComponent(SiteWriter.marker))
        case .missingFile: break
        }
        let before = try Self.inodes(output)

        try SiteWriterTests.write(SiteWriterTests.site(Self.files), to: output)
        var expected = Self.files.mapValues { Array($0.utf8) }
        expected[SiteWriter.marker] = SiteWriter.markerBytes
        #expect(try SiteWriterTests.snapshot(output) == expected)
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("en/empty").path))
        let after = try Self.inodes(output)
        for path in previous.keys {
            #expect(after[path] == before[path], "\(path) is carried over")
        }
        #expect(after[""] != before[""], "the site folder is a new one")
    }

    /// Files found unchanged before the first that differs are only noted at first; once one
    /// differs they are linked in, and the staging folder ends with every file.
    @Test(arguments: [0, 1, 3])
    func filesNotedBeforeADifferenceAreCarriedOver(unchangedFirst: Int) throws {
        let output = try SiteFixture.temporaryFolder("noted").appendingPathComponent("Site")
        let names = (0..<4).map { "en/f\($0).html" }
        try SiteWriterTests.write(SiteWriterTests.site(Dictionary(uniqueKeysWithValues: names.map { ($0, $0) })), to: output)
        let before = try Self.inodes(output)
        let changed = names[unchangedFirst]

        // One file at a time, in order, so the difference comes where the test says.
        try SiteWriter.write(to: output.path, contentFolder: SiteFixture.contentFolder, templatesFolder: SiteFixture.templatesFolder) { staging in
            for name in names { try staging.write(name, Array((name == changed ? "changed" : name).utf8)) }
        }
        let after = try Self.inodes(output)
        for name in names {
            #expect((after[name] == before[name]) == (name != changed), "\(name)")
            #expect(try SiteWriterTests.fileInfo(output.appendingPathComponent(name)).st_nlink == 1)
        }
        #expect(try SiteWriterTests.snapshot(output)[changed] == Array("changed".utf8))
    }

    /// A failure after files were found unchanged leaves the previous site as it was.
    @Test func aFailureAfterUnchangedFilesLeavesThePreviousSite() throws {
        let parent = try SiteFixture.temporaryFolder("fails")
        let output = parent.appendingPathComponent("Site")
        try SiteWriterTests.write(SiteWriterTests.site(Self.files), to: output)
        let before = try Self.inodes(output)
        struct Stop: Error {}
        #expect(throws: (any Error).self) {
            try SiteWriter.write(to: output.path, contentFolder: SiteFixture.contentFolder, templatesFolder: SiteFixture.templatesFolder) { staging in
                try staging.write("en/a.html", Array("a".utf8))
                throw Stop()
            }
        }
        #expect(try Self.inodes(output) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path) == ["Site"])
    }
}

@Suite("Site census")
struct SiteCensusTests {
    @Test(arguments: [
        [String](),
        ["index.html"],
        ["index.html", "en/a.html", "en/b.html"],
        ["en/a/b/c.html", "en/a/d.html", "ja/モジュール/起動.html", "assets/triglot.css"],
    ])
    func aWrittenSiteCountsAsItsFiles(_ files: [String]) throws {
        let output = try SiteFixture.temporaryFolder("census").appendingPathComponent("Site")
        try SiteWriterTests.write(RenderedSite(files: Dictionary(uniqueKeysWithValues: files.map { ($0, Array($0.utf8)) })), to: output)
        #expect(SiteCensus.take(of: output.path) == SiteCensus(files: files))
    }

    @Test func foldersComeFromEveryLevelOfThePaths() {
        let census = SiteCensus(files: ["en/a/b/c.html", "en/d.html", "index.html"])
        #expect(census.folders == ["en", "en/a", "en/a/b"])
        #expect(census.otherEntries == 4, "three files and the marker")
    }

    @Test func aFolderThatIsNotThereHasNoCensus() throws {
        let missing = try SiteFixture.temporaryFolder("census").appendingPathComponent("missing")
        #expect(SiteCensus.take(of: missing.path) == nil)
    }
}
