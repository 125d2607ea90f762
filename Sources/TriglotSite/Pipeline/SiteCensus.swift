import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// What a site folder holds, as far as telling whether a rebuild changed anything needs: the
/// paths of its folders, and how many other entries (files, links, anything) it has. Every file
/// a rebuild writes is compared with the previous site's, so the previous site matches the new
/// one when it also holds no entry and no folder more.
struct SiteCensus: Equatable {
    /// Every folder below the top, by its path in the site (`en`, `en/module01`).
    var folders: Set<String> = []
    /// Everything that is not a folder, counted.
    var otherEntries = 0

    /// The census of a site made of `files` (safe site paths, each once) and its marker.
    init(files: [String]) {
        otherEntries = files.count + 1
        for path in files {
            var bytes = path.utf8[...]
            // Each folder on the path (`en/a/b.html` → `en/a`, `en`); a folder already noted
            // has had its own folders noted too.
            while let slash = bytes.lastIndex(of: UInt8(ascii: "/")) {
                bytes = bytes[..<slash]
                guard folders.insert(String(Substring(bytes))).inserted else { break }
            }
        }
    }

    private init() {}

    /// The census of the folder at `path`; nil when a folder in it cannot be read.
    static func take(of path: String) -> SiteCensus? {
        var census = SiteCensus()
        let top = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard top >= 0, census.count(folder: top, at: "") else { return nil }
        return census
    }

    /// Counts the open folder `folder` (found at `prefix` in the site) and closes it.
    private mutating func count(folder: Int32, at prefix: String) -> Bool {
        // `closedir` closes `folder` as well.
        guard let entries = fdopendir(folder) else {
            close(folder)
            return false
        }
        defer { closedir(entries) }
        while let entry = readdir(entries) {
            let type = Int32(entry.pointee.d_type)
            let name = withUnsafePointer(to: &entry.pointee.d_name) { tuple in
                tuple.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            if name == "." || name == ".." { continue }
            var isFolder = type == Int32(DT_DIR)
            if type == Int32(DT_UNKNOWN) {
                // Some file systems do not say in the entry; a link is never followed.
                var info = stat()
                guard fstatat(folder, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return false }
                isFolder = info.st_mode & S_IFMT == S_IFDIR
            }
            guard isFolder else {
                otherEntries += 1
                continue
            }
            let path = prefix.isEmpty ? name : prefix + "/" + name
            folders.insert(path)
            let inner = openat(folder, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            guard inner >= 0, count(folder: inner, at: path) else { return false }
        }
        return true
    }
}
