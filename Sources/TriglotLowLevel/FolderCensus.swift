#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Every folder below a folder, by its path relative to it (`en`, `en/module01`), and how many
/// other entries (files, links, anything) it holds, from `readdir` and its entry types; links
/// are never followed.
public enum FolderCensus {
    /// nil when the folder, or a folder in it, cannot be read.
    public static func take(of path: String) -> (folders: Set<String>, otherEntries: Int)? {
        var folders: Set<String> = []
        var otherEntries = 0
        let top = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard top >= 0, count(folder: top, at: "", &folders, &otherEntries) else { return nil }
        return (folders, otherEntries)
    }

    /// Counts the open folder `folder` (found at `prefix`) and closes it.
    private static func count(folder: Int32, at prefix: String, _ folders: inout Set<String>, _ otherEntries: inout Int) -> Bool {
        // `closedir` closes `folder` as well.
        guard let entries = fdopendir(folder) else {
            Platform.close(folder)
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
            guard inner >= 0, count(folder: inner, at: path, &folders, &otherEntries) else { return false }
        }
        return true
    }
}
