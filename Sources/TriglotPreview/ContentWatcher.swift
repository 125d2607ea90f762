import Foundation
import TriglotLowLevel

/// A changed path as the watcher saw it; a nil path means events were lost (read everything).
struct WatchEvent: Sendable, Equatable {
    var path: String?
    var isFolder: Bool
    var kind: FolderEvent.Kind = .other

    /// Whether a batch is a save that has finished: files written in place and closed, each
    /// closed after its last write. Such a batch needs no quiet period. A batch that creates,
    /// removes or renames anything still waits for one, because editors that save by renaming
    /// pass through moments where the file is missing or has a temporary name.
    static func isFinishedSave(_ events: [WatchEvent]) -> Bool {
        var open: Set<String> = []
        for event in events {
            guard let path = event.path, !event.isFolder else { return false }
            switch event.kind {
            case .writing: open.insert(path)
            case .written: open.remove(path)
            case .other: return false
            }
        }
        return !events.isEmpty && open.isEmpty
    }
}

/// Watches folders (recursively) and hands over what changed in batches: a batch is sent once
/// the folders have been quiet for `quietPeriod` (so an editor's save, or a burst of saves,
/// is one batch), or at once when it is a finished save (`WatchEvent.isFinishedSave`), and at
/// the latest `longestWait` after its first change. Uses inotify where
/// there is one and falls back to comparing file stamps every `pollInterval`. Runs on a thread
/// of its own; the number of folders watched is bounded.
final class ContentWatcher: @unchecked Sendable {
    let roots: [String]
    let quietPeriod: Duration
    let longestWait: Duration
    let pollInterval: Duration
    let folderLimit: Int

    private let lock = NSLock()
    private var pending: [WatchEvent] = []
    private var stopped = false
    private let wake: AsyncStream<Void>.Continuation
    /// Yields once for each batch made ready (a nudge; `take()` returns the batch).
    let batches: AsyncStream<Void>

    init(roots: [String], quietPeriod: Duration = .milliseconds(15), longestWait: Duration = .milliseconds(300),
         pollInterval: Duration = .milliseconds(250), folderLimit: Int = 20_000) {
        self.roots = roots
        self.quietPeriod = quietPeriod
        self.longestWait = longestWait
        self.pollInterval = pollInterval
        self.folderLimit = folderLimit
        (batches, wake) = AsyncStream<Void>.makeStream(bufferingPolicy: .bufferingNewest(1))
    }

    /// Whether the watcher uses inotify (false: it polls).
    private(set) var usesNotifications = false

    func start() {
        if let notifier = FolderNotifier(roots: roots, folderLimit: folderLimit) {
            usesNotifications = true
            Thread.detachNewThread { [self] in
                self.loop(next: { notifier.read(timeout: $0).map { WatchEvent(path: $0.path, isFolder: $0.isFolder, kind: $0.kind) } },
                          close: { notifier.close() })
            }
            return
        }
        let poller = PollingWatcher(roots: roots)
        Thread.detachNewThread { [self] in
            self.loop(next: { timeout in
                let wait = min(timeout ?? self.pollInterval, self.pollInterval)
                Thread.sleep(forTimeInterval: Double(wait.components.attoseconds) / 1e18 + Double(wait.components.seconds))
                return poller.changes()
            }, close: {})
        }
    }

    func stop() {
        lock.withLock { stopped = true }
        wake.finish()
    }

    /// The changes gathered since the last call.
    func take() -> [WatchEvent] {
        lock.withLock {
            defer { pending.removeAll() }
            return pending
        }
    }

    /// Gathers events; sends a batch after a quiet period or when the longest wait is over.
    private func loop(next: (Duration?) -> [WatchEvent], close: () -> Void) {
        defer { close() }
        let clock = ContinuousClock()
        var firstChange: ContinuousClock.Instant?
        var lastChange: ContinuousClock.Instant?
        var gathered: [WatchEvent] = []
        while !lock.withLock({ stopped }) {
            var timeout: Duration? = .milliseconds(200)
            if let first = firstChange, let last = lastChange {
                let now = clock.now
                timeout = max(.zero, min(last + quietPeriod - now, first + longestWait - now))
            }
            let events = next(timeout)
            let now = clock.now
            if !events.isEmpty {
                gathered += events
                if firstChange == nil { firstChange = now }
                lastChange = now
            }
            if let first = firstChange, let last = lastChange,
               now >= last + quietPeriod || now >= first + longestWait || (!events.isEmpty && WatchEvent.isFinishedSave(gathered)) {
                lock.withLock { pending += gathered }
                gathered.removeAll()
                firstChange = nil
                lastChange = nil
                wake.yield()
            }
        }
    }
}

/// Compares a listing of every file's size, modification time and inode with the last one.
final class PollingWatcher: @unchecked Sendable {
    private let roots: [String]
    private var stamps: [String: String] = [:]

    init(roots: [String]) {
        self.roots = roots
        stamps = scan()
    }

    func changes() -> [WatchEvent] {
        let now = scan()
        var events: [WatchEvent] = []
        for (path, stamp) in now where stamps[path] != stamp { events.append(WatchEvent(path: path, isFolder: stamp.hasPrefix("d"))) }
        for (path, stamp) in stamps where now[path] == nil { events.append(WatchEvent(path: path, isFolder: stamp.hasPrefix("d"))) }
        stamps = now
        return events
    }

    private func scan() -> [String: String] {
        var result: [String: String] = [:]
        var pending = roots
        while let folder = pending.popLast() {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
            for name in names {
                let path = folder + "/" + name
                guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { continue }
                let type = attributes[.type] as? FileAttributeType
                let isFolder = type == .typeDirectory
                if isFolder { pending.append(path) }
                let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
                result[path] = "\(isFolder ? "d" : "f") \(attributes[.size] ?? 0) \(modified) \(attributes[.systemFileNumber] ?? 0)"
            }
        }
        return result
    }
}
