import Foundation
import Testing
@testable import TriglotModel

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
    }
}
