import Foundation

/// The pages open in browsers, each waiting on a Server-Sent Events stream. After every rebuild
/// a page whose version is no longer the one the site has (its own bytes changed, or the site
/// started or stopped failing) is sent its changed parts to show in place, or told to reload
/// when it cannot be updated so; pages that did not change stay. A new style sheet alone is
/// sent to every page. The number of open streams is bounded.
public final class ReloadChannel: @unchecked Sendable {
    public enum Message: Sendable, Equatable {
        case reload(version: String)
        /// The page's changed parts (`LivePageParts.Message`, as JSON).
        case update(version: String, parts: [UInt8])
        /// The site's style sheets changed and nothing else on the page: fetch them again.
        case stylesheet
        case keepAlive
    }

    private struct Subscriber {
        let path: String
        var version: String
        let continuation: AsyncStream<Message>.Continuation
    }

    private let lock = NSLock()
    private var subscribers: [Int: Subscriber] = [:]
    private var nextID = 0
    private var isClosed = false
    let limit: Int

    public init(limit: Int = 256) {
        self.limit = limit
    }

    public var count: Int { lock.withLock { subscribers.count } }

    /// A stream for a page at `path` showing `version`; nil when the channel is full or closed.
    /// A page that is already out of date is told to reload at once (it was served just before
    /// a rebuild finished).
    func subscribe(path: String, version: String, current: (String) -> String) -> (id: Int, stream: AsyncStream<Message>)? {
        let (stream, continuation) = AsyncStream<Message>.makeStream(bufferingPolicy: .bufferingNewest(4))
        let id: Int? = lock.withLock {
            guard !isClosed, subscribers.count < limit else { return nil }
            nextID += 1
            let now = current(path)
            if now != version { continuation.yield(.reload(version: now)) }
            subscribers[nextID] = Subscriber(path: path, version: now, continuation: continuation)
            return nextID
        }
        guard let id else { return nil }
        continuation.onTermination = { [weak self] _ in self?.unsubscribe(id) }
        return (id, stream)
    }

    func unsubscribe(_ id: Int) {
        let removed = lock.withLock { subscribers.removeValue(forKey: id) }
        removed?.continuation.finish()
    }

    /// After a rebuild: sends each page whose version changed what `update` makes of it (its
    /// URL path and new version), or tells it to reload when that is nil. Returns how many were told.
    @discardableResult
    func publish(current: (String) -> String, update: (String, String) -> [UInt8]? = { _, _ in nil }) -> Int {
        lock.withLock {
            var told = 0
            for (id, subscriber) in subscribers {
                let now = current(subscriber.path)
                guard now != subscriber.version else { continue }
                subscribers[id]?.version = now
                if let parts = update(subscriber.path, now) {
                    subscriber.continuation.yield(.update(version: now, parts: parts))
                } else {
                    subscriber.continuation.yield(.reload(version: now))
                }
                told += 1
            }
            return told
        }
    }

    /// Tells every page to fetch the site's style sheets again.
    func publishStylesheet() {
        lock.withLock {
            for subscriber in subscribers.values { subscriber.continuation.yield(.stylesheet) }
        }
    }

    /// A comment on every stream, so streams whose browser went away are noticed and dropped.
    func keepAlive() {
        lock.withLock {
            for subscriber in subscribers.values { subscriber.continuation.yield(.keepAlive) }
        }
    }

    /// Ends every stream and refuses new ones (shutting down).
    public func close() {
        let all = lock.withLock {
            isClosed = true
            defer { subscribers.removeAll() }
            return Array(subscribers.values)
        }
        for subscriber in all { subscriber.continuation.finish() }
    }
}
