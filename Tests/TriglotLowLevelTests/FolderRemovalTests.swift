import Foundation
import Testing
import TriglotTestSupport
@testable import TriglotLowLevel

/// The previous site goes whole after the swap, and nothing outside it goes with it: links are
/// removed, not followed, and files hard-linked from the new site stay there.
@Suite("Removing the previous site")
struct FolderRemovalTests {
    @Test func removesFilesFoldersAndHiddenNamesAtAnyDepth() throws {
        let folder = try TemporaryFolder.scratch("lowlevel-removal")
        let old = folder.appendingPathComponent("old")
        let manager = FileManager.default
        for path in ["index.html", ".triglot-site", "en/a.html", "en/deep/er/b.html", "ja/モジュール/起動.html", "..x/...", "empty/"] {
            let url = old.appendingPathComponent(path)
            if path.hasSuffix("/") {
                try manager.createDirectory(at: url, withIntermediateDirectories: true)
            } else {
                try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(path.utf8).write(to: url)
            }
        }
        FolderRemoval.remove(old.path)
        #expect(!manager.fileExists(atPath: old.path))
        #expect(try manager.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test func linksAreRemovedWithoutTouchingWhatTheyPointAt() throws {
        let folder = try TemporaryFolder.scratch("lowlevel-removal")
        let manager = FileManager.default
        let outside = folder.appendingPathComponent("outside")
        try manager.createDirectory(at: outside, withIntermediateDirectories: true)
        try Data("kept".utf8).write(to: outside.appendingPathComponent("kept.html"))
        let old = folder.appendingPathComponent("old")
        try manager.createDirectory(at: old.appendingPathComponent("en"), withIntermediateDirectories: true)
        try manager.createSymbolicLink(at: old.appendingPathComponent("en/folder-link"), withDestinationURL: outside)
        try manager.createSymbolicLink(at: old.appendingPathComponent("file-link.html"), withDestinationURL: outside.appendingPathComponent("kept.html"))
        try manager.createSymbolicLink(at: old.appendingPathComponent("dangling"), withDestinationURL: folder.appendingPathComponent("nowhere"))
        // A file the new site carries over by hard link.
        let carried = folder.appendingPathComponent("carried.html")
        try Data("carried".utf8).write(to: carried)
        try #require(link(carried.path, old.appendingPathComponent("en/carried.html").path) == 0)

        FolderRemoval.remove(old.path)
        #expect(!manager.fileExists(atPath: old.path))
        #expect(manager.contents(atPath: outside.appendingPathComponent("kept.html").path) == Data("kept".utf8))
        #expect(manager.contents(atPath: carried.path) == Data("carried".utf8))
    }

    @Test func aMissingFolderIsNothingToDo() throws {
        let folder = try TemporaryFolder.scratch("lowlevel-removal")
        FolderRemoval.remove(folder.appendingPathComponent("never-made").path)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }
}
