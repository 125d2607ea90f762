#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One folder's entries straight from `readdir`, with the type the directory itself records, so
/// the content walk needs no `lstat` per file (Foundation's listing gives names only).
public enum DirectoryEntries {
    /// What a folder walk tells apart: links are not followed, folders are entered.
    public enum ItemType: Sendable {
        case symbolicLink, directory, other
    }

    public struct Entry: Sendable {
        public var name: String
        /// Whether the name is ASCII, which sorts by its bytes.
        public var isASCII: Bool
        /// nil when the file system does not record types in its directories: ask `lstat`.
        public var type: ItemType?

        public init(name: String, isASCII: Bool, type: ItemType?) {
            self.name = name
            self.isASCII = isASCII
            self.type = type
        }
    }

    public enum Listed: Sendable {
        case entries([Entry])
        /// The folder cannot be opened or read to its end, as Foundation's listing would throw.
        case unreadable
        /// A name is not UTF-8: only Foundation knows how it would name it.
        case notUTF8
    }

    /// Every entry but `.` and `..`, in the directory's own order.
    public static func list(_ path: String) -> Listed {
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

    private static func itemType(_ type: UInt8) -> ItemType? {
        switch Int32(type) {
        case Int32(DT_LNK): return .symbolicLink
        case Int32(DT_DIR): return .directory
        case Int32(DT_UNKNOWN): return nil
        default: return .other
        }
    }

    /// What `attributesOfItem(atPath:)[.type]` tells apart here, from one `lstat` (the
    /// attributes would be a dictionary of every attribute, asked of every file of the content).
    /// Nil when the item cannot be read, as the attributes would be.
    public static func type(ofItemAt path: String) -> ItemType? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFLNK: return .symbolicLink
        case S_IFDIR: return .directory
        default: return .other
        }
    }

    /// Whether `path` is a folder (following links), as `FileManager.fileExists(atPath:isDirectory:)`.
    public static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }
}
