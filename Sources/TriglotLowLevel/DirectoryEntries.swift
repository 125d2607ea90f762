#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One folder's entries straight from `readdir`, with the type the directory itself records, so
/// the content walk needs no `lstat` per file (Foundation's listing gives names only).
enum DirectoryEntries {
    struct Entry {
        var name: String
        /// Whether the name is ASCII, which sorts by its bytes.
        var isASCII: Bool
        /// nil when the file system does not record types in its directories: ask `lstat`.
        var type: FolderWalk.ItemType?
    }

    enum Listed {
        case entries([Entry])
        /// The folder cannot be opened or read to its end, as Foundation's listing would throw.
        case unreadable
        /// A name is not UTF-8: only Foundation knows how it would name it.
        case notUTF8
    }

    /// Every entry but `.` and `..`, in the directory's own order.
    static func list(_ path: String) -> Listed {
        guard let directory = opendir(path) else { return .unreadable }
        defer { closedir(directory) }
        var entries: [Entry] = []
        errno = 0
        while let entry = readdir(directory) {
            let type = entry.pointee.d_type
            let named = withUnsafeBytes(of: &entry.pointee.d_name) { raw -> (name: String?, isASCII: Bool) in
                let bytes = raw[..<(raw.firstIndex(of: 0) ?? raw.count)]
                return (String(validating: bytes, as: UTF8.self), bytes.allSatisfy { $0 < 0x80 })
            }
            guard let name = named.name else { return .notUTF8 }
            if name == "." || name == ".." { continue }
            entries.append(Entry(name: name, isASCII: named.isASCII, type: itemType(type)))
        }
        return errno == 0 ? .entries(entries) : .unreadable
    }

    private static func itemType(_ type: UInt8) -> FolderWalk.ItemType? {
        switch Int32(type) {
        case Int32(DT_LNK): return .symbolicLink
        case Int32(DT_DIR): return .directory
        case Int32(DT_UNKNOWN): return nil
        default: return .other
        }
    }
}
