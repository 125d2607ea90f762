#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Files named relative to an open folder (`openat`, `linkat`): a site's thousands of files are
/// written and compared without the kernel walking each whole path from the root again.
/// Descriptors are plain `Int32`s; `currentFolder` stands for the working folder, where a name
/// is a whole path.
public enum FolderFiles {
    public static let currentFolder: Int32 = AT_FDCWD

    /// The permission bits and owner of a file, as a newly written file would have them.
    public struct Look: Equatable, Sendable {
        public var mode: UInt32
        public var owner: UInt32

        public init(mode: UInt32, owner: UInt32) {
            self.mode = mode
            self.owner = owner
        }
    }

    /// The look of the file at `path` (following links), or nil when it cannot be read.
    public static func look(ofFileAt path: String) -> Look? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Look(mode: UInt32(info.st_mode & 0o7777), owner: UInt32(info.st_uid))
    }

    /// A folder opened for the names in it, or -1.
    public static func openFolder(_ path: String) -> Int32 {
        open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    }

    /// Hard-links `name` in `source` as `newName` in `target`; false when that fails.
    public static func link(_ name: String, in source: Int32, as newName: String, in target: Int32) -> Bool {
        linkat(source, name, target, newName, 0) == 0
    }

    /// Renames `from` to `to` (`rename`), replacing an empty folder or a file there.
    public static func rename(_ from: String, to: String) -> Result<Void, DescribedError> {
        #if canImport(Glibc)
        let renamed = Glibc.rename(from, to)
        #else
        let renamed = Darwin.rename(from, to)
        #endif
        return renamed == 0 ? .success(()) : .failure(DescribedError(Platform.lastErrorDescription()))
    }

    /// Writes a new file `name` in the open folder `folder` (failing if it exists), going on
    /// where a signal interrupted a write, and records the digest of its bytes on it (see
    /// `RecordedDigest`) for `holds` to find.
    public static func writeNew(_ name: String, in folder: Int32, _ bytes: [UInt8]) -> Result<Void, DescribedError> {
        let descriptor = openat(folder, name, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return .failure(DescribedError(Platform.lastErrorDescription())) }
        defer { Platform.close(descriptor) }
        guard DescriptorIO.write(bytes, to: descriptor) else { return .failure(DescribedError(Platform.lastErrorDescription())) }
        var info = stat()
        if fstat(descriptor, &info) == 0 { RecordedDigest.write(ContentDigest(bytes), on: descriptor, info) }
        return .success(())
    }

    /// Whether `path` (relative to the open folder `folder`) is a regular file of exactly these
    /// bytes, looking like `fresh`, and not linked from anywhere else (a file the reader
    /// hard-linked elsewhere is left alone).
    ///
    /// A file that carries the digest of its bytes (`RecordedDigest`) is answered from it without
    /// being read. One found equal by reading gets that record, so the next build need not read it.
    public static func holds(_ path: String, in folder: Int32, _ bytes: [UInt8], like fresh: Look) -> Bool {
        let descriptor = openat(folder, path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { Platform.close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_nlink == 1,
              UInt32(info.st_mode & 0o7777) == fresh.mode, UInt32(info.st_uid) == fresh.owner, info.st_size == bytes.count
        else { return false }
        if let recorded = RecordedDigest.read(descriptor, info) { return recorded == ContentDigest(bytes) }
        guard readsAs(descriptor, bytes) else { return false }
        // Recorded only if the file did not change while it was read.
        var after = stat()
        if fstat(descriptor, &after) == 0, RecordedDigest.sameStamp(info, after) {
            RecordedDigest.write(ContentDigest(bytes), on: descriptor, info)
        }
        return true
    }

    /// Whether reading the open file from its start gives exactly `bytes`, and then its end.
    static func readsAs(_ descriptor: Int32, _ bytes: [UInt8]) -> Bool {
        var offset = 0
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            // One byte more than is left: a regular file reads short only at its end, so a short
            // read shows where the file ends (it may have grown since `fstat`) without a second
            // read that finds nothing.
            let left = bytes.count - offset
            let wanted = min(chunk.count, left + 1)
            guard let count = DescriptorIO.readSome(descriptor, into: &chunk, count: wanted), count <= left,
                  ByteScan.equal(chunk[..<count], bytes[offset ..< offset + count])
            else { return false }
            offset += count
            if count < wanted { return offset == bytes.count }
        }
    }
}
