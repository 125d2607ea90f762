import Foundation

/// Fresh folders under the temporary directory, one per test.
enum ScratchFolder {
    static func make(_ label: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("triglot-lowlevel-\(label)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}
