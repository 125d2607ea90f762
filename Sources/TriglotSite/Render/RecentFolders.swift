import Synchronization

/// What the pages of a render work out per folder (a sidebar, links, a common context), kept
/// for the folders asked for most recently. Pages are rendered folder by folder, so a folder's
/// share is read while its pages are being rendered and seldom after; kept for every folder, a
/// site of thousands of folders held each one's sidebar until the last page (some 300 MiB at
/// 100,000 pages). A value asked for again after it was dropped is made again, the same.
final class RecentFolders<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private struct State {
        var values: [Key: Value] = [:]
        /// The keys from the oldest made to the newest.
        var order: [Key] = []
    }

    /// Far more folders than cores render at once, so that a folder is dropped only well after
    /// its last page was begun.
    static var defaultCapacity: Int { 64 }

    let capacity: Int
    private let state = Mutex(State())

    init(capacity: Int = RecentFolders.defaultCapacity) {
        precondition(capacity > 0, "a cache keeps at least one folder")
        self.capacity = capacity
    }

    /// The value kept for `key`, or `make()`'s, kept in place of the oldest when the cache is
    /// full. `make` runs under the cache's lock: it is for values made quickly (an empty table,
    /// a slot a slower value is built in under its own lock).
    func value(_ key: Key, make: () -> Value) -> Value {
        state.withLock { state in
            if let known = state.values[key] { return known }
            let value = make()
            state.values[key] = value
            state.order.append(key)
            if state.order.count > capacity { state.values[state.order.removeFirst()] = nil }
            return value
        }
    }

    /// How many folders are kept now.
    var count: Int { state.withLock { $0.values.count } }

    /// Forgets every folder's value.
    func removeAll() {
        state.withLock { $0 = State() }
    }
}
