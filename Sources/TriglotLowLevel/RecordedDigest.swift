#if canImport(Glibc)
import CMalloc
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The digest of a site file's bytes, kept on the file itself in an extended attribute with the
/// size and modification time the file had when it was recorded. While the file still has that
/// size and time, the bytes are the recorded ones, and a build that asks whether the file holds
/// its new bytes compares digests instead of reading the file back: at 100,000 pages a site is
/// gigabytes that no longer fit in the page cache beside the build.
///
/// Trusting an unchanged size and modification time is rsync's quick check: a file rewritten in
/// place by another program gets a new time, unless the rewrite keeps the size and lands in the
/// same clock tick as the build's own write. Editors and tools that replace a file make a new
/// inode, which carries no record at all.
///
/// A file system without extended attributes (or without room for one) simply keeps no record,
/// and its files are read back as before.
enum RecordedDigest {
    /// "user." is the namespace any owner may write on Linux; other systems take the name as it is.
    static let name = "user.triglot.digest"
    private static let version: UInt8 = 1
    private static let length = 1 + 16 + 8 + 8 + 8

    /// The digest recorded on the open file, when its size and modification time (`info`, from
    /// `fstat`) are still those recorded with it.
    static func read(_ descriptor: Int32, _ info: stat) -> ContentDigest? {
        var stored = [UInt8](repeating: 0, count: length)
        let count = stored.withUnsafeMutableBytes { getAttribute(descriptor, $0.baseAddress, length) }
        guard count == length, stored[0] == version, stored[17...] == stamp(info)[...] else { return nil }
        return ContentDigest(stored: stored[1..<17])
    }

    /// Records `digest` on the open file, with its size and time in `info`; a failure (no
    /// extended attributes here) leaves the file without a record, which costs a read later.
    static func write(_ digest: ContentDigest, on descriptor: Int32, _ info: stat) {
        let stored = [version] + digest.bytes + stamp(info)
        _ = stored.withUnsafeBytes { setAttribute(descriptor, $0.baseAddress, $0.count) }
    }

    /// Whether two `fstat`s of a file give the same size and modification time.
    static func sameStamp(_ first: stat, _ second: stat) -> Bool {
        stamp(first) == stamp(second)
    }

    /// Size, seconds and nanoseconds of the modification time, each as 8 little-endian bytes.
    private static func stamp(_ info: stat) -> [UInt8] {
        #if canImport(Glibc)
        let modified = info.st_mtim
        #else
        let modified = info.st_mtimespec
        #endif
        return [UInt64(info.st_size), UInt64(bitPattern: Int64(modified.tv_sec)), UInt64(modified.tv_nsec)]
            .flatMap { word in (0..<8).map { UInt8(truncatingIfNeeded: word >> (8 * $0)) } }
    }

    private static func getAttribute(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ size: Int) -> Int {
        #if canImport(Glibc)
        fgetxattr(descriptor, name, buffer, size)
        #else
        fgetxattr(descriptor, name, buffer, size, 0, 0)
        #endif
    }

    private static func setAttribute(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ size: Int) -> Int32 {
        #if canImport(Glibc)
        fsetxattr(descriptor, name, buffer, size, 0)
        #else
        fsetxattr(descriptor, name, buffer, size, 0, 0)
        #endif
    }
}
