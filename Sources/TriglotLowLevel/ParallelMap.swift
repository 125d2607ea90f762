import Dispatch

/// Maps over an array on every core, keeping the order of the input.
public enum ParallelMap {
    public static func map<Input: Sendable, Output: Sendable>(_ inputs: [Input], _ transform: @Sendable (Input) -> Output) -> [Output] {
        guard inputs.count > 1 else { return inputs.map(transform) }
        // Each iteration initialises its own element of the result in place: no lock, and no
        // array of optionals copied into the result afterwards (a second copy of every page).
        return Array(unsafeUninitializedCapacity: inputs.count) { buffer, initializedCount in
            let slots = ResultSlots(base: buffer.baseAddress!)
            DispatchQueue.concurrentPerform(iterations: inputs.count) { index in
                (slots.base + index).initialize(to: transform(inputs[index]))
            }
            // concurrentPerform returns once every iteration has: every element is set.
            initializedCount = inputs.count
        }
    }
}

/// The result's storage, shared by the iterations; each writes only its own element.
private struct ResultSlots<Value>: @unchecked Sendable {
    let base: UnsafeMutablePointer<Value>
}
