import Dispatch

/// A value worked out on another thread, started now and waited for where it is needed: a
/// build makes the search index while the checks run, filling the moments when they leave a
/// core idle.
final class ConcurrentResult<Value: Sendable>: @unchecked Sendable {
    // Written once by the worker before it leaves the group; read only after waiting on it.
    private var result: Value?
    private let done = DispatchGroup()

    init(_ work: @escaping @Sendable () -> Value) {
        done.enter()
        DispatchQueue.global().async {
            self.result = work()
            self.done.leave()
        }
    }

    /// The value, once the work is done.
    func value() -> Value {
        done.wait()
        return result!
    }
}
