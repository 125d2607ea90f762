import Foundation
import Synchronization
import TriglotLowLevel
import TriglotModel

/// The folder a build writes into before it replaces the output (see `SiteWriter`). Files
/// arrive one by one from any core (or in batches); their folders are made the first time a
/// file needs them.
///
/// A file whose bytes the previous site already holds is hard-linked from it instead of written
/// again: it keeps its modification time, so deploy tools (rsync, CDN uploads) see only what
/// changed, and a rebuild writes and frees only the pages that differ. The previous site's
/// bytes are never written to; they are only compared and linked from, then removed by the swap
/// as before. Each file a build writes carries the digest of its bytes, so the comparison reads
/// no file that still has the size and time it was written with (`FolderFiles.holds`); a file
/// found unchanged by reading gets that digest added.
///
/// Until a file differs, the files found unchanged are only noted, not linked: a rebuild that
/// changes nothing (a commit that touched no page, a build run twice) then finds the previous
/// site to be the new one (`previousSiteIsUnchanged`) and leaves it as it is, with no folder
/// made, linked or removed. The first file that differs has the noted ones linked, and the
/// build goes on as above.
final class SiteStaging: Sendable {
    let folder: String
    /// The site being replaced, when there is one.
    private let previous: String?
    /// What a file written now looks like (its mode after the umask, its owner), learnt from
    /// the marker: only a previous file that looks the same is reused.
    private let freshFile: FolderFiles.Look?
    /// Every folder made so far, by its path in the site, open here and in the previous site:
    /// each file is then read, linked or written by its name in them, and the kernel does not
    /// walk the whole path from the root three times a file.
    private let folders = Mutex<[String: OpenFolder]>([:])
    /// Whether files found unchanged are still only noted (see the type's comment): read
    /// without the lock by every write, and turned off only under the lock of `unchanged`.
    private let deferring: Atomic<Bool>
    /// The files found unchanged and not linked yet, in the order they came.
    private let unchanged = Mutex<[String]>([])

    /// A folder of the site, open in the staging folder and in the previous site. -1 where it
    /// is not open: in the staging folder, its files then go by their whole paths; in the
    /// previous site (which has no such folder), they are all written afresh.
    private struct OpenFolder {
        /// `notMade` until a file goes into the folder in the staging folder.
        var staging: Int32
        var previous: Int32
        /// False past `maximumOpenFolders`: the folder's files go by their whole paths.
        var keptOpen: Bool
    }

    private static let notMade: Int32 = -2

    /// At most this many folders are kept open (two descriptors each), far below the usual
    /// limit of 1,024 descriptors; the files of any others go by their whole paths.
    static let maximumOpenFolders = 256

    init(folder: String, previous: String? = nil) {
        self.folder = folder
        self.previous = previous
        freshFile = FolderFiles.look(ofFileAt: folder + "/" + SiteWriter.marker)
        deferring = Atomic(previous != nil && freshFile != nil)
    }

    deinit {
        folders.withLock { folders in
            for opened in folders.values {
                if opened.staging >= 0 { Platform.close(opened.staging) }
                if opened.previous >= 0 { Platform.close(opened.previous) }
            }
        }
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
        let (sub, name) = Self.split(path)
        var knownUnchanged: Bool?
        if deferring.load(ordering: .acquiring), let previous, let freshFile {
            let opened = try folder(sub, inStaging: false)
            let isUnchanged = opened.keptOpen
                ? opened.previous >= 0 && Self.holds(name, in: opened.previous, bytes, like: freshFile)
                : Self.holds(previous + "/" + path, bytes, like: freshFile)
            if isUnchanged {
                let noted = unchanged.withLock { paths in
                    let stillDeferring = deferring.load(ordering: .relaxed)
                    if stillDeferring { paths.append(path) }
                    return stillDeferring
                }
                if noted { return }
            } else {
                try stopDeferring()
            }
            knownUnchanged = isUnchanged
        }
        let opened = try folder(sub, inStaging: true)
        if opened.staging >= 0 {
            try place(name, from: opened.previous, into: opened.staging, name, bytes, describedAs: path, knownUnchanged: knownUnchanged)
        } else {
            try place(previous.map { $0 + "/" + path } ?? path, from: previous == nil ? -1 : FolderFiles.currentFolder, into: FolderFiles.currentFolder, folder + "/" + path, bytes,
                      describedAs: path, knownUnchanged: knownUnchanged)
        }
    }

    /// The site folder `sub` ("" at the top), opened in the previous site the first time it is
    /// asked for, and made and opened in the staging folder the first time `inStaging` asks.
    /// Under the lock, so no thread writes into a folder another is still making.
    private func folder(_ sub: String, inStaging: Bool) throws -> OpenFolder {
        try folders.withLock { folders in
            var opened: OpenFolder
            if let known = folders[sub] {
                opened = known
                guard inStaging, opened.staging == Self.notMade else { return opened }
            } else {
                opened = OpenFolder(staging: Self.notMade, previous: -1, keptOpen: folders.count < Self.maximumOpenFolders)
                if opened.keptOpen, let previous { opened.previous = Self.openFolder(sub.isEmpty ? previous : previous + "/" + sub) }
            }
            if inStaging {
                if !sub.isEmpty { try FileManager.default.createDirectory(atPath: folder + "/" + sub, withIntermediateDirectories: true) }
                opened.staging = opened.keptOpen ? Self.openFolder(sub.isEmpty ? folder : folder + "/" + sub) : -1
            }
            folders[sub] = opened
            return opened
        }
    }

    /// Stops noting unchanged files, and links those noted so far into the staging folder.
    private func stopDeferring() throws {
        let noted: [String]? = unchanged.withLock { paths in
            guard deferring.load(ordering: .relaxed) else { return nil }
            deferring.store(false, ordering: .releasing)
            defer { paths = [] }
            return paths
        }
        for path in noted ?? [] { try carryOver(path) }
    }

    /// Links a file found unchanged into the staging folder or, should the link fail (the
    /// staging folder on another file system, say), copies it: its bytes are the new ones.
    private func carryOver(_ path: String) throws {
        guard let previous else { return }
        let (sub, name) = Self.split(path)
        let opened = try folder(sub, inStaging: true)
        let linked = opened.staging >= 0 && opened.previous >= 0
            ? FolderFiles.link(name, in: opened.previous, as: name, in: opened.staging)
            : FolderFiles.link(previous + "/" + path, in: FolderFiles.currentFolder, as: folder + "/" + path, in: FolderFiles.currentFolder)
        if linked { return }
        guard let bytes = FileManager.default.contents(atPath: previous + "/" + path) else {
            throw SiteWriter.Failure(description: "\(previous)/\(path): could not be read again to carry it over")
        }
        try SiteWriter.writeFile(folder + "/" + path, Array(bytes))
    }

    /// Whether the previous site is the site just written, so that it can stay as it is: every
    /// file written was found in it unchanged, its marker reads as a new one would, and it holds
    /// nothing else. Otherwise the files found unchanged are linked into the staging folder first.
    func previousSiteIsUnchanged() throws -> Bool {
        if deferring.load(ordering: .acquiring), let previous, let freshFile {
            let paths = unchanged.withLock { $0 }
            if Self.holds(previous + "/" + SiteWriter.marker, SiteWriter.markerBytes, like: freshFile),
               SiteCensus.take(of: previous) == SiteCensus(files: paths) {
                return true
            }
        }
        try stopDeferring()
        return false
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

    /// A safe site path's folder ("" at the top) and name (`en/a/b.html` → `en/a`, `b.html`), cut
    /// at its last `/` found in its bytes in one buffer: stepping through `utf8` checks the
    /// string's form at every byte, for every file of the site.
    static func split(_ path: String) -> (folder: String, name: String) {
        var path = path
        return path.withUTF8 { bytes in
            guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return ("", String(decoding: bytes, as: UTF8.self)) }
            return (String(decoding: bytes[..<slash], as: UTF8.self), String(decoding: bytes[(slash + 1)...], as: UTF8.self))
        }
    }

    /// A folder opened for the names in it, or -1.
    private static func openFolder(_ path: String) -> Int32 {
        FolderFiles.openFolder(path)
    }

    /// Links the previous site's `previousName` (relative to the open folder `previousFolder`;
    /// -1 when there is none) as `name` in `stagingFolder` when it holds these bytes, or writes them.
    /// `knownUnchanged` is whether it holds them, when that has been found out already.
    private func place(_ previousName: String, from previousFolder: Int32, into stagingFolder: Int32, _ name: String,
                       _ bytes: [UInt8], describedAs path: String, knownUnchanged: Bool? = nil) throws {
        if previousFolder != -1, let freshFile, knownUnchanged ?? Self.holds(previousName, in: previousFolder, bytes, like: freshFile),
           FolderFiles.link(previousName, in: previousFolder, as: name, in: stagingFolder) {
            return
        }
        try SiteWriter.writeFile(name, in: stagingFolder, bytes, describedAs: folder + "/" + path)
    }

    /// Whether `path` (relative to the open folder `folder`) is a regular file of exactly these
    /// bytes, looking as a new file would, and not linked from anywhere else (a file the reader
    /// hard-linked elsewhere is left alone).
    static func holds(_ path: String, in folder: Int32 = FolderFiles.currentFolder, _ bytes: [UInt8], like fresh: FolderFiles.Look) -> Bool {
        FolderFiles.holds(path, in: folder, bytes, like: fresh)
    }
}
