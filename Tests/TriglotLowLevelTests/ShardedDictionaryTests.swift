import Testing
@testable import TriglotLowLevel

/// `ShardedDictionary` against `Dictionary`, its plain reference: the same series of sets,
/// replacements and removals leaves both with the same entries, and a copy taken part way
/// keeps what it had while the original changes.
struct ShardedDictionaryTests {
    /// A small deterministic generator, so a failure can be run again.
    private struct Steps: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return state
        }
    }

    @Test(arguments: [(0, 0), (1, 10), (7, 500), (42, 5000)])
    func matchesDictionary(seed: UInt64, operations: Int) {
        var steps = Steps(state: seed)
        var sharded = ShardedDictionary<String, [Int]>()
        var reference: [String: [Int]] = [:]
        var snapshots: [(ShardedDictionary<String, [Int]>, [String: [Int]])] = []
        for operation in 0..<operations {
            let key = "page-\(Int.random(in: 0..<(operations / 3 + 1), using: &steps))"
            if Int.random(in: 0..<4, using: &steps) == 0 {
                sharded[key] = nil
                reference[key] = nil
            } else {
                sharded[key] = [operation, key.count]
                reference[key] = [operation, key.count]
            }
            #expect(sharded[key] == reference[key])
            if operation % 97 == 0 { snapshots.append((sharded, reference)) }
        }
        #expect(sharded.count == reference.count)
        #expect(sharded.isEmpty == reference.isEmpty)
        #expect(sharded.dictionary == reference)
        #expect(Set(sharded.keys) == Set(reference.keys))
        #expect(Dictionary(uniqueKeysWithValues: Array(sharded)) == reference)
        for (copy, expected) in snapshots {
            #expect(copy.dictionary == expected)
            #expect(copy.count == expected.count)
        }
    }

    @Test func equalityIsByEntries() {
        let entries = Dictionary(uniqueKeysWithValues: (0..<300).map { ("k\($0)", $0) })
        var built = ShardedDictionary<String, Int>()
        for key in entries.keys.sorted().reversed() { built[key] = entries[key] }
        #expect(built == ShardedDictionary(entries))
        built["k1"] = 2
        #expect(built != ShardedDictionary(entries))
    }
}
