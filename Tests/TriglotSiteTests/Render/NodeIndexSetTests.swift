import Testing
@testable import TriglotSite

/// The bit set answers exactly as the set of indices it was made from.
@Suite("Node index sets")
struct NodeIndexSetTests {
    @Test(arguments: [[], [0], [63], [64], [0, 63, 64, 127, 128], [5, 5, 700], [-1, 3], Array(0..<200).filter { $0 % 7 == 3 }])
    func containsExactlyItsIndices(indices: [Int]) {
        let set = NodeIndexSet(indices)
        let expected = Set(indices.filter { $0 >= 0 })
        for index in -70...800 {
            #expect(set.contains(index) == expected.contains(index), "\(index)")
        }
        #expect(!set.contains(Int.max) && !set.contains(Int.min))
    }
}
