import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Removes the previous site once the new one is in place: the last step of every build, with
/// one core at work and the other idle, so whatever it spends is wall time.
///
/// Each name is removed relative to its open folder (`unlinkat`), so the kernel does not walk
/// the whole path from the root again for each of a site's thousands of files, and the entry
/// types that `readdir` reports tell files from folders without a `stat` apiece. Symbolic links
/// are removed, never followed.
public enum FolderRemoval {
    /// Removes `path` and everything under it. Anything this way leaves (it cannot open a
    /// folder, say) is left to `FileManager`, which reports no more than this does: nothing.
    public static func remove(_ path: String) {
        removeTree(named: path, in: AT_FDCWD)
        if FileManager.default.fileExists(atPath: path) { try? FileManager.default.removeItem(atPath: path) }
    }

    /// Removes the folder `name` (relative to the open folder `parent`) with its contents, or
    /// the file or link `name` when it is not a folder.
    private static func removeTree(named name: UnsafePointer<CChar>, in parent: Int32) {
        let folder = openat(parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard folder >= 0 else {
            // Not a folder (or a link to one): the name alone goes.
            _ = unlinkat(parent, name, 0)
            return
        }
        // `closedir` closes `folder` as well.
        guard let entries = fdopendir(folder) else {
            close(folder)
            return
        }
        while let entry = readdir(entries) {
            let type = entry.pointee.d_type
            withUnsafePointer(to: &entry.pointee.d_name) { tuple in
                tuple.withMemoryRebound(to: CChar.self, capacity: 256) { entryName in
                    if isDotOrDotDot(entryName) { return }
                    switch Int32(type) {
                    case Int32(DT_DIR), Int32(DT_UNKNOWN):
                        // An unknown type is tried as a folder first, as a folder's name is
                        // removed only once its contents are.
                        removeTree(named: entryName, in: folder)
                    default:
                        _ = unlinkat(folder, entryName, 0)
                    }
                }
            }
        }
        closedir(entries)
        _ = unlinkat(parent, name, AT_REMOVEDIR)
    }

    private static func removeTree(named name: String, in parent: Int32) {
        name.withCString { removeTree(named: $0, in: parent) }
    }

    private static func isDotOrDotDot(_ name: UnsafePointer<CChar>) -> Bool {
        name[0] == 0x2E && (name[1] == 0 || (name[1] == 0x2E && name[2] == 0))
    }
}
