import Foundation
import Testing
import TriglotLowLevel
@testable import TriglotSite

/// A previous file is carried over only when it holds exactly the new bytes, however its size
/// falls against the reads that compare it, and folders past those kept open work the same.
@Suite("Carrying files over from the previous site")
struct SiteStagingTests {
    static let fresh = FolderFiles.Look(mode: 0o644, owner: getuid())

    /// A file of `size` bytes, and the bytes it is compared with: the same, or its last byte changed.
    static func file(size: Int, lastByteChanged: Bool) throws -> (path: String, bytes: [UInt8]) {
        let folder = try SiteFixture.temporaryFolder("holds")
        let path = folder.appendingPathComponent("page.html").path
        let content = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
        try SiteWriter.writeFile(path, content)
        try #require(chmod(path, mode_t(fresh.mode)) == 0)
        var bytes = content
        if lastByteChanged, size > 0 { bytes[size - 1] &+= 1 }
        return (path, bytes)
    }

    // Sizes on either side of the 64 KiB the comparison reads at a time, where the read that
    // finds the file's end is a read of its own.
    @Test(arguments: [0, 1, 23_011, 65_535, 65_536, 65_537, 131_072, 200_003])
    func aFileOfTheSameBytesIsHeldAndOneByteOffIsNot(size: Int) throws {
        let same = try Self.file(size: size, lastByteChanged: false)
        #expect(SiteStaging.holds(same.path, same.bytes, like: Self.fresh))
        guard size > 0 else { return }
        let changed = try Self.file(size: size, lastByteChanged: true)
        #expect(!SiteStaging.holds(changed.path, changed.bytes, like: Self.fresh))
        #expect(!SiteStaging.holds(same.path, Array(same.bytes.dropLast()), like: Self.fresh), "the file is longer")
        #expect(!SiteStaging.holds(same.path, same.bytes + [0], like: Self.fresh), "the file is shorter")
    }

    @Test func heldRelativeToAnOpenFolderAsByItsPath() throws {
        let same = try Self.file(size: 1_000, lastByteChanged: false)
        let url = URL(fileURLWithPath: same.path)
        let folder = open(url.deletingLastPathComponent().path, O_RDONLY | O_DIRECTORY)
        try #require(folder >= 0)
        defer { close(folder) }
        #expect(SiteStaging.holds(url.lastPathComponent, in: folder, same.bytes, like: Self.fresh))
        #expect(!SiteStaging.holds("missing.html", in: folder, same.bytes, like: Self.fresh))
    }

    @Test(arguments: ["index.html", "en/a.html", "ja/モジュール/起動.html", "a/b/c/d.css", "...", "a/...."])
    func thePathSplitsAtItsLastSlash(path: String) {
        // The reference: the same cut made on the String's characters.
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        let split = SiteStaging.split(path)
        #expect(split.name == String(parts.last!))
        #expect(split.folder == parts.dropLast().joined(separator: "/"))
    }

    /// More folders than are kept open: files in every folder are still carried over or written.
    @Test func foldersPastThoseKeptOpenAreCarriedOverToo() throws {
        let output = try SiteFixture.temporaryFolder("many").appendingPathComponent("Site")
        let count = SiteStaging.maximumOpenFolders + 20
        var files: [String: String] = [:]
        for folder in 0..<count { files["en/f\(folder)/page.html"] = "page \(folder)" }
        try SiteWriterTests.write(SiteWriterTests.site(files), to: output)
        let before = try files.keys.reduce(into: [String: ino_t]()) { $0[$1] = try SiteWriterTests.fileInfo(output.appendingPathComponent($1)).st_ino }
        let changed = "en/f\(count - 1)/page.html"
        files[changed] = "changed"
        files["en/f\(count - 2)/page.html"] = nil
        try SiteWriterTests.write(SiteWriterTests.site(files), to: output)
        for path in files.keys {
            let info = try SiteWriterTests.fileInfo(output.appendingPathComponent(path))
            #expect((info.st_ino == before[path]) == (path != changed), "\(path)")
            #expect(info.st_nlink == 1, "\(path)")
        }
        var expected = files.mapValues { Array($0.utf8) }
        let written = try SiteWriterTests.snapshot(output)
        expected[SiteWriter.marker] = written[SiteWriter.marker]
        #expect(written == expected)
    }
}
