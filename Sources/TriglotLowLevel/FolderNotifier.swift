import Foundation
#if canImport(Glibc)
import Glibc

/// A change the notifier saw; a nil path means events were lost (read everything again).
public struct FolderEvent: Sendable, Equatable {
    public var path: String?
    public var isFolder: Bool
    public var kind: Kind = .other

    /// What happened to a file, as far as telling a finished save from one under way goes.
    public enum Kind: Sendable, Equatable {
        /// Bytes were written and the file is still open (`IN_MODIFY`).
        case writing
        /// A file open for writing was closed (`IN_CLOSE_WRITE`): that save is over.
        case written
        /// Anything else: created, removed, renamed, its attributes changed, or a folder.
        case other
    }
}

/// inotify over a set of folders and all their sub-folders. New folders are watched as they
/// appear (and reported, so their pages are listed); a lost-events overflow, or going over the
/// folder limit, is reported as a nil path (read everything again).
///
/// Linux only: elsewhere `init` fails, and the caller compares file stamps instead.
public final class FolderNotifier: @unchecked Sendable {
    private let descriptor: Int32
    private var folders: [Int32: String] = [:]
    private let folderLimit: Int
    private var overLimit = false
    private static let mask = UInt32(IN_MODIFY | IN_CLOSE_WRITE | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO | IN_DELETE_SELF | IN_MOVE_SELF | IN_ATTRIB)

    public init?(roots: [String], folderLimit: Int) {
        let descriptor = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
        guard descriptor >= 0 else { return nil }
        self.descriptor = descriptor
        self.folderLimit = folderLimit
        for root in roots { watchTree(root) }
    }

    public func close() {
        _ = Glibc.close(descriptor)
    }

    /// Waits up to `timeout` (forever when nil) for events and returns them.
    public func read(timeout: Duration?) -> [FolderEvent] {
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        let milliseconds = timeout.map { Int32(clamping: $0.components.seconds * 1000 + $0.components.attoseconds / 1_000_000_000_000_000) } ?? -1
        guard poll(&poller, 1, milliseconds) > 0 else { return [] }
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        var events: [FolderEvent] = []
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count <= 0 { break }
            var offset = 0
            while offset + MemoryLayout<inotify_event>.size <= count {
                let (watch, mask, nameLength) = buffer.withUnsafeBytes { raw -> (Int32, UInt32, Int) in
                    let event = raw.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                    return (event.wd, event.mask, Int(event.len))
                }
                let nameStart = offset + MemoryLayout<inotify_event>.size
                let nameBytes = buffer[nameStart ..< nameStart + nameLength].prefix { $0 != 0 }
                offset = nameStart + nameLength
                events += handle(watch: watch, mask: mask, name: String(decoding: nameBytes, as: UTF8.self))
            }
        }
        return events
    }

    private func handle(watch: Int32, mask: UInt32, name: String) -> [FolderEvent] {
        if mask & UInt32(IN_Q_OVERFLOW) != 0 { return [FolderEvent(path: nil, isFolder: true)] }
        if mask & UInt32(IN_IGNORED) != 0 {
            folders[watch] = nil
            return []
        }
        guard let folder = folders[watch] else { return [] }
        let path = name.isEmpty ? folder : folder + "/" + name
        let isFolder = mask & UInt32(IN_ISDIR) != 0 || name.isEmpty
        if isFolder, !name.isEmpty, mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 {
            watchTree(path)
        }
        if overLimit {
            overLimit = false
            return [FolderEvent(path: nil, isFolder: true)]
        }
        var kind = FolderEvent.Kind.other
        if !isFolder, mask & UInt32(IN_CLOSE_WRITE) != 0 {
            kind = .written
        } else if !isFolder, mask & UInt32(IN_MODIFY) != 0 {
            kind = .writing
        }
        return [FolderEvent(path: path, isFolder: isFolder, kind: kind)]
    }

    /// Watches a folder and every folder below it (not following links).
    private func watchTree(_ root: String) {
        var pending = [root]
        while let folder = pending.popLast() {
            guard folders.count < folderLimit else {
                overLimit = true
                return
            }
            let watch = inotify_add_watch(descriptor, folder, Self.mask | UInt32(IN_ONLYDIR | IN_DONT_FOLLOW))
            guard watch >= 0 else { continue }
            folders[watch] = folder
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
            for name in names {
                let path = folder + "/" + name
                if DirectoryEntries.type(ofItemAt: path) == .directory { pending.append(path) }
            }
        }
    }
}
#else

public struct FolderEvent: Sendable, Equatable {
    public var path: String?
    public var isFolder: Bool
    public var kind: Kind = .other

    public enum Kind: Sendable, Equatable {
        case writing, written, other
    }
}

/// inotify is Linux's: here there is no notifier, and the caller compares file stamps instead.
public final class FolderNotifier: Sendable {
    public init?(roots: [String], folderLimit: Int) {
        return nil
    }

    public func close() {}

    public func read(timeout: Duration?) -> [FolderEvent] {
        []
    }
}
#endif
