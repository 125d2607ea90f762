#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One folder's entries as the content walk sees them, and the `lstat` that types an entry.
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

    /// What `attributesOfItem(atPath:)[.type]` tells apart here, from one `lstat` (the
    /// attributes would be a dictionary of every attribute, asked of every file of the content).
    /// Nil when the item cannot be read, as the attributes would be.
    public static func type(ofItemAt path: String) -> ItemType? {
        item(at: path)?.type
    }

    /// An item's type and size in bytes, from one `lstat`.
    public struct Item: Sendable, Equatable {
        public var type: ItemType
        public var size: Int
    }

    /// `type(ofItemAt:)` with the item's size: the content walk adds up its pages' bytes.
    public static func item(at path: String) -> Item? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        let type: ItemType
        switch info.st_mode & S_IFMT {
        case S_IFLNK: type = .symbolicLink
        case S_IFDIR: type = .directory
        default: type = .other
        }
        return Item(type: type, size: Int(info.st_size))
    }

    /// Whether `path` is a folder (following links), as `FileManager.fileExists(atPath:isDirectory:)`.
    public static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }
}
