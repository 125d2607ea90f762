import Foundation

extension TemporaryFolder {
    /// One folder per test process, removed when the process exits: for folders a test hands to
    /// a child process or keeps in a static, past any scope a `defer` could close. A static is
    /// never freed, so `deinit` would not remove it; `atexit` does.
    public static let processScratch: TemporaryFolder = {
        // Without a temporary directory no test that writes files can run at all.
        let folder = try! TemporaryFolder("triglot-tests")
        atexit { TemporaryFolder.processScratch.remove() }
        return folder
    }()

    /// A fresh, empty folder in `processScratch`, named from `label`.
    public static func scratch(_ label: String) throws -> URL {
        let folder = processScratch.url("\(label)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}
