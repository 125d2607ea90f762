import Foundation
import Synchronization
import TriglotModel
#if canImport(Glibc)
import Glibc
#endif

/// The folder a build writes into before it replaces the output (see `SiteWriter`). Files
/// arrive one by one from any core (or in batches); their folders are made the first time a
/// file needs them.
///
/// A file whose bytes the previous site already holds is hard-linked from it instead of written
/// again: it keeps its modification time, so deploy tools (rsync, CDN uploads) see only what
/// changed, and a rebuild writes and frees only the pages that differ. The previous site is
/// never written to; it is only read and linked from, then removed by the swap as before.
final class SiteStaging: Sendable {
    let folder: String
    /// The site being replaced, when there is one.
    private let previous: String?
    /// What a file written now looks like (its mode after the umask, its owner), learnt from
    /// the marker: only a previous file that looks the same is reused.
    private let freshFile: (mode: mode_t, owner: uid_t)?
    private let madeFolders = Mutex<Set<String>>([""])

    init(folder: String, previous: String? = nil) {
        self.folder = folder
        self.previous = previous
        var info = stat()
        freshFile = stat(folder + "/" + SiteWriter.marker, &info) == 0 ? (info.st_mode & 0o7777, info.st_uid) : nil
    }

    /// Writes a batch of files from every core; the first failure, in the batch's order, is thrown.
    func write(_ files: [(path: String, bytes: [UInt8])]) throws {
        let failures = ParallelMap.map(files) { file in Self.failure { try self.write(file.path, file.bytes) } }
        if let failure = failures.lazy.compactMap({ $0 }).first { throw SiteWriter.Failure(description: failure) }
    }

    /// Writes one file, from any thread: a build writes each page on the core that made it.
    func write(_ path: String, _ bytes: [UInt8]) throws {
        guard SiteWriter.isSafe(path) else {
            throw SiteWriter.Failure(description: "refusing to write outside the site: \(path)")
        }
        let sub = Self.folder(of: path)
        // Made once, under the lock, so no thread writes into a folder another is still making.
        try madeFolders.withLock { made in
            guard !made.contains(sub) else { return }
            try FileManager.default.createDirectory(atPath: folder + "/" + sub, withIntermediateDirectories: true)
            made.insert(sub)
        }
        try place(path, bytes)
    }

    /// What `work` threw, as text that can cross threads; nil when it did not throw.
    static func failure(_ work: () throws -> Void) -> String? {
        do {
            try work()
            return nil
        } catch {
            return "\(error)"
        }
    }

    /// The folder a safe site path is in (`en/a/b.html` → `en/a`; "" at the top).
    static func folder(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        return String(path[..<slash])
    }

    private func place(_ path: String, _ bytes: [UInt8]) throws {
        let destination = folder + "/" + path
        if let previous, let freshFile, Self.holds(previous + "/" + path, bytes, like: freshFile),
           link(previous + "/" + path, destination) == 0 {
            return
        }
        try SiteWriter.writeFile(destination, bytes)
    }

    /// Whether `path` is a regular file of exactly these bytes, looking as a new file would, and
    /// not linked from anywhere else (a file the reader hard-linked elsewhere is left alone).
    static func holds(_ path: String, _ bytes: [UInt8], like fresh: (mode: mode_t, owner: uid_t)) -> Bool {
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_nlink == 1,
              info.st_mode & 0o7777 == fresh.mode, info.st_uid == fresh.owner, info.st_size == bytes.count
        else { return false }
        return bytes.withUnsafeBytes { expected in
            withUnsafeTemporaryAllocation(byteCount: 64 * 1024, alignment: 16) { buffer in
                var offset = 0
                while offset < expected.count {
                    let count = read(descriptor, buffer.baseAddress!, min(buffer.count, expected.count - offset))
                    if count < 0, errno == EINTR { continue }
                    guard count > 0, memcmp(buffer.baseAddress!, expected.baseAddress! + offset, count) == 0 else { return false }
                    offset += count
                }
                // The file must end where the bytes do (it may have grown since `fstat`).
                return read(descriptor, buffer.baseAddress!, 1) == 0
            }
        }
    }
}
