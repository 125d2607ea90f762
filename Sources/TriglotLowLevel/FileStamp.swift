#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What tells one version of a file from the next without reading it: its size, its
/// modification time to the nanosecond, and its inode (an editor's save may replace the file).
public struct FileStamp: Equatable, Sendable {
    public var size: Int64
    public var seconds: Int64
    public var nanoseconds: Int64
    public var inode: UInt64

    /// The stamp of the file at `path` (following links), or nil when there is none.
    public init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if canImport(Glibc)
        let modified = info.st_mtim
        #else
        let modified = info.st_mtimespec
        #endif
        size = Int64(info.st_size)
        seconds = Int64(modified.tv_sec)
        nanoseconds = Int64(modified.tv_nsec)
        inode = UInt64(info.st_ino)
    }

    /// Whether `path` is a regular file itself (a link is not).
    public static func isRegularFile(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
    }
}
