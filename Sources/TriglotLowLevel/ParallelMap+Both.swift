import Dispatch
import Synchronization

extension ParallelMap {
    /// Two pieces of work side by side, returning when both have: a build reads its templates
    /// beside its pages, and makes its search indexes beside its checks.
    ///
    /// `main` runs on the calling thread and `beside` on another. The main work is the large
    /// one, and it spreads over the cores itself (`map`): run inside a `concurrentPerform` of
    /// two, as both halves once were, its own `map` found no free thread and ran on one core.
    public static func both<Main, Beside: Sendable>(_ main: () throws -> Main,
                                                    beside: @escaping @Sendable () -> Beside) rethrows -> (Main, Beside) {
        let result = Mutex<Beside?>(nil)
        let done = DispatchGroup()
        DispatchQueue.global().async(group: done) {
            let value = beside()
            result.withLock { $0 = value }
        }
        // Waited for even when `main` throws: `beside` may still be reading what the caller owns.
        defer { done.wait() }
        let value = try main()
        done.wait()
        return (value, result.withLock { $0! })
    }
}
