import Testing
@testable import TriglotLowLevel

/// The parallel map keeps the input's order and gives each input's own result, for values that
/// own memory (strings, arrays) as well as plain ones.
struct ParallelMapTests {
    @Test(arguments: [0, 1, 2, 3, 17, 1000])
    func keepsOrderAndValues(count: Int) {
        let inputs = Array(0..<count)
        let mapped = ParallelMap.map(inputs) { (String(repeating: "x", count: $0 % 40) + "\($0)", [$0, $0 * 2]) }
        let reference = inputs.map { (String(repeating: "x", count: $0 % 40) + "\($0)", [$0, $0 * 2]) }
        #expect(mapped.count == count)
        #expect(mapped.map(\.0) == reference.map(\.0))
        #expect(mapped.map(\.1) == reference.map(\.1))
    }
}
