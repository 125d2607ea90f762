import Synchronization

/// A value handed to the one job that takes it, which is then its only holder. A value a job's
/// closure captures stays shared with the closure until every job has ended, so nothing the job
/// drops of it (a search index's runs, as it numbers them) would be freed before then.
package final class HandedOver<Value: Sendable>: Sendable {
    private let value: Mutex<Value?>

    package init(_ value: consuming Value) {
        self.value = Mutex(value)
    }

    /// The value, which this no longer holds; taking it a second time is a programming error.
    package func take() -> Value {
        value.withLock { held in
            guard let taken = held else { preconditionFailure("a handed-over value was taken twice") }
            held = nil
            return taken
        }
    }
}
