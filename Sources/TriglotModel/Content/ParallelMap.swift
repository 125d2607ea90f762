import Dispatch
import Foundation

/// Maps over an array on every core, keeping the order of the input.
public enum ParallelMap {
    public static func map<Input: Sendable, Output: Sendable>(_ inputs: [Input], _ transform: @Sendable (Input) -> Output) -> [Output] {
        guard inputs.count > 1 else { return inputs.map(transform) }
        let results = ResultSlots<Output>(count: inputs.count)
        DispatchQueue.concurrentPerform(iterations: inputs.count) { index in
            results.store(transform(inputs[index]), at: index)
        }
        return results.values
    }
}

/// One slot per input; each concurrent iteration writes only its own slot.
private final class ResultSlots<Value: Sendable>: @unchecked Sendable {
    private var slots: [Value?]
    private let lock = NSLock()

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    func store(_ value: Value, at index: Int) {
        lock.lock()
        slots[index] = value
        lock.unlock()
    }

    var values: [Value] {
        lock.lock()
        defer { lock.unlock() }
        return slots.map { $0! }
    }
}
