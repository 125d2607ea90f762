#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TriglotContent
import TriglotModel

/// One page file on disk, read the way an editor's save can be caught half-way: look at it,
/// read it, look again, and read again while it keeps changing.
package enum PageFile {
    private struct Stamp: Equatable {
        var size: Int64
        var modified: timespec
        var inode: UInt64

        static func == (lhs: Stamp, rhs: Stamp) -> Bool {
            lhs.size == rhs.size && lhs.inode == rhs.inode
                && lhs.modified.tv_sec == rhs.modified.tv_sec && lhs.modified.tv_nsec == rhs.modified.tv_nsec
        }
    }

    /// A regular file (not a link, which a full load would skip too) that a full load would read.
    /// `relative` is the page's file in the content folder (`zh-cn/a.md`, or `a.ja.md` beside `a.md`).
    package static func isPage(folder: String, relative: String) -> Bool {
        guard !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) else { return false }
        var info = stat()
        guard lstat(folder + "/" + relative, &info) == 0 else { return false }
        return (info.st_mode & S_IFMT) == S_IFREG
    }

    /// Read with the reader the site's configuration asks for, as a full load reads it.
    package static func readStable(folder: String, language: Language, path: String, configuration: SiteConfiguration,
                           reader: PageReader, attempts: Int = 5) -> LoadedPage {
        let relative = configuration.relativeFile(of: path, in: language)
        let file = folder + "/" + relative
        func load() -> LoadedPage {
            ContentLoader.loadPage(folder: folder, language: language, path: path, reader: reader, file: relative)
        }
        var before = stamp(file)
        var page = load()
        for _ in 1..<attempts {
            let after = stamp(file)
            if after == before { break }
            before = after
            page = load()
        }
        return page
    }

    private static func stamp(_ file: String) -> Stamp? {
        var info = stat()
        guard stat(file, &info) == 0 else { return nil }
        return Stamp(size: Int64(info.st_size), modified: info.st_mtim, inode: UInt64(info.st_ino))
    }
}
