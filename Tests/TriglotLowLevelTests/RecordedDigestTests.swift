#if canImport(CMalloc)
import CMalloc
#endif
import Foundation
import Testing
import TriglotTestSupport
@testable import TriglotLowLevel

/// A site file written by a build carries the digest of its bytes; the next build's question
/// "does it hold these bytes?" is answered from that record while the file keeps its size and
/// time, and by reading it otherwise.
@Suite("Digests recorded on site files")
struct RecordedDigestTests {
    let page = Array("<!doctype html><title>A page</title><p>Its text.</p>\n".utf8)

    /// Whether the scratch folder's file system keeps extended attributes: where it does not,
    /// no file carries a record and every question is answered by reading (tested below too).
    static let attributesKept: Bool = {
        guard let folder = try? TemporaryFolder.scratch("lowlevel-digest") else { return false }
        let path = folder.appendingPathComponent("probe").path
        return FileManager.default.createFile(atPath: path, contents: Data()) && setxattr(path, RecordedDigest.name, "x", 1, 0) == 0
    }()

    private func written(_ bytes: [UInt8]) throws -> (path: String, look: FolderFiles.Look) {
        let path = try TemporaryFolder.scratch("lowlevel-digest").appendingPathComponent("page.html").path
        guard case .success = FolderFiles.writeNew(path, in: FolderFiles.currentFolder, bytes) else {
            throw DescribedError("could not write \(path)")
        }
        return (path, try #require(FolderFiles.look(ofFileAt: path)))
    }

    /// Writes `bytes` over the file in place (same inode, same size) and sets its access and
    /// modification times.
    private func rewrite(_ path: String, with bytes: [UInt8], times: [timespec]) {
        let descriptor = open(path, O_RDWR)
        defer { close(descriptor) }
        _ = bytes.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
        var times = times
        futimens(descriptor, &times)
    }

    private func record(at path: String) -> ContentDigest? {
        let descriptor = open(path, O_RDONLY)
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
        return RecordedDigest.read(descriptor, info)
    }

    @Test(.enabled(if: attributesKept)) func aWrittenFileCarriesTheDigestOfItsBytes() throws {
        let (path, look) = try written(page)
        #expect(record(at: path) == ContentDigest(page))
        #expect(FolderFiles.holds(path, in: FolderFiles.currentFolder, page, like: look))
        var other = page
        other[20] = UInt8(ascii: "X")
        #expect(!FolderFiles.holds(path, in: FolderFiles.currentFolder, other, like: look))
    }

    /// The record answers without the file being read: a file whose bytes were swapped behind
    /// the record's back, keeping its size and time, still answers as recorded.
    @Test(.enabled(if: attributesKept)) func theRecordIsTrustedWhileSizeAndTimeStay() throws {
        let (path, look) = try written(page)
        var other = page
        other[20] = UInt8(ascii: "X")
        var before = stat()
        stat(path, &before)
        rewrite(path, with: other, times: [before.st_atim, before.st_mtim])
        #expect(FolderFiles.holds(path, in: FolderFiles.currentFolder, page, like: look))
        #expect(!FolderFiles.holds(path, in: FolderFiles.currentFolder, other, like: look))
    }

    /// A rewrite with a new time makes the record stale: the file is read, and the record
    /// replaced by one of what it now holds.
    @Test(.enabled(if: attributesKept)) func aFileChangedSinceItsRecordIsRead() throws {
        let (path, look) = try written(page)
        var other = page
        other[20] = UInt8(ascii: "X")
        rewrite(path, with: other, times: [timespec(tv_sec: 1_000_000_000, tv_nsec: 5), timespec(tv_sec: 1_000_000_000, tv_nsec: 5)])
        #expect(record(at: path) == nil)
        #expect(!FolderFiles.holds(path, in: FolderFiles.currentFolder, page, like: look))
        #expect(FolderFiles.holds(path, in: FolderFiles.currentFolder, other, like: look))
        #expect(record(at: path) == ContentDigest(other))
    }

    @Test(.enabled(if: attributesKept)) func aFileWithoutARecordIsReadAndGetsOne() throws {
        let (path, look) = try written(page)
        removexattr(path, RecordedDigest.name)
        #expect(record(at: path) == nil)
        #expect(!FolderFiles.holds(path, in: FolderFiles.currentFolder, Array(page.reversed()), like: look))
        #expect(record(at: path) == nil)
        #expect(FolderFiles.holds(path, in: FolderFiles.currentFolder, page, like: look))
        #expect(record(at: path) == ContentDigest(page))
    }

    /// A record of another version, or cut short, is no record.
    @Test(.enabled(if: attributesKept), arguments: [[UInt8](repeating: 0, count: 41), [2] + [UInt8](repeating: 0, count: 40), [1, 2, 3]])
    func anUnreadableRecordIsIgnored(stored: [UInt8]) throws {
        let (path, look) = try written(page)
        _ = stored.withUnsafeBytes { setxattr(path, RecordedDigest.name, $0.baseAddress, $0.count, 0) }
        #expect(record(at: path) == nil)
        #expect(FolderFiles.holds(path, in: FolderFiles.currentFolder, page, like: look))
    }
}
