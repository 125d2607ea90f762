import Foundation

/// A fresh folder under the temporary directory for one test: made at once, files written into
/// it by path, and removed again when the test is done with it.
///
/// Swift may end an object's life after its last use rather than at the end of its scope, so a
/// test that only hands `path` on says when it is done: `defer { folder.remove() }`, or
/// `TemporaryFolder.with`. `deinit` removes whatever a test forgot.
public final class TemporaryFolder: Sendable {
    public let url: URL

    public var path: String { url.path }

    /// `label` starts the folder's name (`triglot-checks-<UUID>`), so a folder left behind by a
    /// crash says which tests made it.
    public init(_ label: String = "triglot") throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("\(label)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// Runs `body` with a fresh folder and removes it afterwards, whatever `body` does.
    public static func with<Result>(_ label: String = "triglot", _ body: (TemporaryFolder) throws -> Result) throws -> Result {
        let folder = try TemporaryFolder(label)
        defer { folder.remove() }
        return try body(folder)
    }

    /// The URL of `path` (relative, `en/a.md`) inside the folder.
    public func url(_ path: String) -> URL {
        url.appendingPathComponent(path)
    }

    /// Writes text files by relative path, making the folders they are in.
    public func write(_ files: [String: String]) throws {
        try write(bytes: files.mapValues { Array($0.utf8) })
    }

    /// Writes files by relative path, for what no String holds (invalid UTF-8).
    public func write(bytes files: [String: [UInt8]]) throws {
        for (path, bytes) in files {
            let file = url(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: file)
        }
    }

    public func remove() {
        try? FileManager.default.removeItem(at: url)
    }

    deinit {
        remove()
    }
}
