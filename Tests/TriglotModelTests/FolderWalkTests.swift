import Foundation
import Testing
@testable import TriglotModel
import TriglotLowLevel

/// The content walk reads each item's type with `lstat`; it must tell apart what Foundation's
/// attributes did: links (not followed), folders, and everything else.
@Suite("Folder walk")
struct FolderWalkTests {
    private static func foundationType(_ path: String) -> FolderWalk.ItemType? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return nil }
        switch attributes[.type] as? FileAttributeType {
        case .typeSymbolicLink: return .symbolicLink
        case .typeDirectory: return .directory
        default: return .other
        }
    }

    @Test func itemTypesAgreeWithFoundation() throws {
        let manager = FileManager.default
        let folder = manager.temporaryDirectory.appendingPathComponent("folder-walk-\(UUID().uuidString)").path
        try manager.createDirectory(atPath: folder + "/sub", withIntermediateDirectories: true)
        defer { try? manager.removeItem(atPath: folder) }
        try Data("# A\n".utf8).write(to: URL(fileURLWithPath: folder + "/a.md"))
        try manager.createSymbolicLink(atPath: folder + "/link.md", withDestinationPath: folder + "/a.md")
        try manager.createSymbolicLink(atPath: folder + "/folder-link", withDestinationPath: folder + "/sub")
        try manager.createSymbolicLink(atPath: folder + "/dangling.md", withDestinationPath: folder + "/missing.md")
        for name in ["a.md", "sub", "link.md", "folder-link", "dangling.md", "missing.md"] {
            let path = folder + "/" + name
            #expect(FolderWalk.type(ofItemAt: path) == Self.foundationType(path), "\(name)")
        }
        let walk = FolderWalk.markdownFiles(in: folder, display: "en")
        #expect(walk.files == ["a.md"])
        #expect(walk.diagnostics.count == 3)
        #expect(walk.pageBytes == 4)
    }

    /// The pages' bytes decide whether a build keeps their parses (`ContentLoader.KeptParses`):
    /// pages in sub-folders count, links and other files do not.
    @Test func pageBytesAddUpThePagesAlone() throws {
        let manager = FileManager.default
        let folder = manager.temporaryDirectory.appendingPathComponent("folder-walk-\(UUID().uuidString)").path
        try manager.createDirectory(atPath: folder + "/guide/deep", withIntermediateDirectories: true)
        defer { try? manager.removeItem(atPath: folder) }
        try Data(repeating: UInt8(ascii: "a"), count: 1_000).write(to: URL(fileURLWithPath: folder + "/a.md"))
        try Data(repeating: UInt8(ascii: "b"), count: 234).write(to: URL(fileURLWithPath: folder + "/guide/deep/b.md"))
        try Data(repeating: 0, count: 5_000).write(to: URL(fileURLWithPath: folder + "/guide/image.png"))
        try manager.createSymbolicLink(atPath: folder + "/link.md", withDestinationPath: folder + "/a.md")
        let walk = FolderWalk.markdownFiles(in: folder, display: "en")
        #expect(walk.files == ["a.md", "guide/deep/b.md"])
        #expect(walk.pageBytes == 1_234)
    }
}

/// The walk lists folders with `readdir`, typing entries from the directory; it must find what
/// the walk over Foundation's listing and `lstat` found, in the same order, diagnostics too.
@Suite("Folder walk from directory entries")
struct FolderWalkListingTests {
    /// Trees of files (`name`), folders (`name/`) and links to files (`name@`).
    static let trees: [[String]] = [
        ["a.md", "b.md", "sub/", "sub/c.md", "sub/d.txt", ".hidden.md", ".git/", ".git/x.md"],
        ["app-delegate.md", "app/", "app/z.md", "app-x/", "app-x/a.md", "app.md", "app0.md", "App.md", "_a.md"],
        ["x/", "x/y/", "x/y/z/", "x/y/z/deep.md", "x/link.md@", "x/y/other@", "x-.md", "x.md", "x/.md"],
        ["é.md", "e.md", "日本語/", "日本語/ページ.md", "z.md", "Ω.md", "link@"],
        ["cafe\u{301}.md", "café/", "café/a.md", "b.md"],
        ["only.txt", "empty/", "a b.md", "a-b.md", "a/", "a/b.md", "a.b.md"],
    ]

    @Test(arguments: trees)
    func agreesWithFoundationListing(tree: [String]) throws {
        let manager = FileManager.default
        let folder = manager.temporaryDirectory.appendingPathComponent("walk-listing-\(UUID().uuidString)").path
        try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? manager.removeItem(atPath: folder) }
        for item in tree {
            let path = folder + "/" + item
            if item.hasSuffix("/") {
                try manager.createDirectory(atPath: String(path.dropLast()), withIntermediateDirectories: true)
            } else if item.hasSuffix("@") {
                try manager.createSymbolicLink(atPath: String(path.dropLast()), withDestinationPath: folder)
            } else {
                try Data("# \(item)\n".utf8).write(to: URL(fileURLWithPath: path))
            }
        }
        let walk = FolderWalk.markdownFiles(in: folder, display: "Content/en")
        let reference = try #require(FolderWalk.walk(in: folder, display: "Content/en", listing: FolderWalk.foundationListing))
        #expect(walk.files == reference.files)
        #expect(walk.files == walk.files.sorted())
        #expect(walk.resources == reference.resources)
        #expect(walk.resources == walk.resources.sorted())
        #expect(walk.diagnostics.map(\.path) == reference.diagnostics.map(\.path))
        #expect(walk.diagnostics.map(\.summary) == reference.diagnostics.map(\.summary))
    }

    /// Files that are not pages are the site's resources; hidden ones are skipped like pages.
    @Test func filesBesideThePagesAreResources() throws {
        let manager = FileManager.default
        let folder = manager.temporaryDirectory.appendingPathComponent("walk-resources-\(UUID().uuidString)").path
        defer { try? manager.removeItem(atPath: folder) }
        for item in ["a.md", "img/x.png", "img/.x.png.swp", "sub/d.txt", "sub/e.md", ".hidden.png", "z.pdf"] {
            let path = folder + "/" + item
            try manager.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data("x".utf8).write(to: URL(fileURLWithPath: path))
        }
        let walk = FolderWalk.markdownFiles(in: folder, display: "en")
        #expect(walk.files == ["a.md", "sub/e.md"])
        #expect(walk.resources == ["img/x.png", "sub/d.txt", "z.pdf"])
    }

    @Test func missingFolderListsNothing() {
        let walk = FolderWalk.markdownFiles(in: "/nonexistent/triglot/en", display: "en")
        #expect(walk.files.isEmpty && walk.diagnostics.isEmpty)
    }

    /// Byte order is String order for ASCII, the only strings the walk sorts by bytes.
    @Test func byteOrderIsStringOrderForASCII() {
        let alphabet = (0x20..<0x7F).map { String(UnicodeScalar(UInt8($0))) } + ["", "\t", "/"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<3_000 {
            let left = (0..<Int.random(in: 0...6, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }.joined()
            let right = Bool.random(using: &generator) ? left + (alphabet.randomElement(using: &generator) ?? "") : (0..<Int.random(in: 0...6, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }.joined()
            #expect(FolderWalk.utf8Precedes(left, right) == (left < right), "\(left.debugDescription) \(right.debugDescription)")
        }
    }
}
