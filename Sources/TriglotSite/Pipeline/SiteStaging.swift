import Foundation
import Synchronization
import TriglotModel

/// The folder a build writes into before it replaces the output (see `SiteWriter`). Files
/// arrive in batches; their folders are made the first time a file needs them.
final class SiteStaging: Sendable {
    let folder: String
    private let madeFolders = Mutex<Set<String>>([""])

    init(folder: String) {
        self.folder = folder
    }

    /// Writes a batch of files from every core; the first failure, in the batch's order, is thrown.
    func write(_ files: [(path: String, bytes: [UInt8])]) throws {
        for file in files where !SiteWriter.isSafe(file.path) {
            throw SiteWriter.Failure(description: "refusing to write outside the site: \(file.path)")
        }
        let needed = Set(files.map { ($0.path as NSString).deletingLastPathComponent })
        let missing = madeFolders.withLock { needed.subtracting($0) }
        for sub in missing.sorted() {
            try FileManager.default.createDirectory(atPath: folder + "/" + sub, withIntermediateDirectories: true)
        }
        madeFolders.withLock { $0.formUnion(missing) }
        let folder = self.folder
        let failures = ParallelMap.map(files) { file -> String? in
            do {
                try SiteWriter.writeFile(folder + "/" + file.path, file.bytes)
                return nil
            } catch {
                return "\(error)"
            }
        }
        if let failure = failures.lazy.compactMap({ $0 }).first { throw SiteWriter.Failure(description: failure) }
    }
}
