import Testing
@testable import TriglotChecks

/// The pairing is the best one: no in-order pairing of the two sequences has a larger total of
/// `similarity - threshold`, found by trying every pairing of small sequences.
@Suite("Sequence alignment finds the best in-order pairing")
struct SequenceAlignmentTests {
    /// Similarities in a fixed pseudo-random pattern, some nil (never pair), some below the
    /// threshold, many equal, so that ties and gaps on both sides come up.
    static func similarities(rows: Int, columns: Int, seed: UInt64) -> [[Double?]] {
        var state = seed &* 0x9E37_79B9_7F4A_7C15 &+ 1
        return (0..<rows).map { _ in
            (0..<columns).map { _ in
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                let draw = Int((state >> 33) % 7)
                return draw == 0 ? nil : Double(draw - 1) / 5
            }
        }
    }

    /// The largest total of any in-order pairing, every one tried.
    static func bestTotal(_ similarity: [[Double?]], threshold: Double, from row: Int = 0, _ column: Int = 0) -> Double {
        guard row < similarity.count, column < (similarity.first?.count ?? 0) else { return 0 }
        var best = max(bestTotal(similarity, threshold: threshold, from: row + 1, column),
                       bestTotal(similarity, threshold: threshold, from: row, column + 1))
        if let value = similarity[row][column], value > threshold {
            best = max(best, value - threshold + bestTotal(similarity, threshold: threshold, from: row + 1, column + 1))
        }
        return best
    }

    @Test(arguments: [(1, 1), (1, 4), (4, 1), (3, 3), (4, 5), (5, 4), (6, 6)])
    func theTotalIsTheBest(shape: (Int, Int)) {
        let threshold = 0.2
        for seed in UInt64(0)..<40 {
            let similarity = Self.similarities(rows: shape.0, columns: shape.1, seed: seed)
            let partners = SequenceAlignment.align(count: shape.0, shape.1, threshold: threshold) { similarity[$0][$1] }
            let pairs = partners.enumerated().compactMap { row, column in column.map { (row, $0) } }
            // In order, each pair allowed, and as good as the best.
            #expect(zip(pairs, pairs.dropFirst()).allSatisfy { $0.0 < $1.0 && $0.1 < $1.1 })
            #expect(pairs.allSatisfy { (similarity[$0.0][$0.1] ?? 0) > threshold })
            let total = pairs.reduce(0) { $0 + similarity[$1.0][$1.1]! - threshold }
            #expect(abs(total - Self.bestTotal(similarity, threshold: threshold)) < 1e-9, "seed \(seed)")
        }
    }

    @Test func anchorsArePairedAndSplitTheWork() {
        let partners = SequenceAlignment.align(count: 4, 4, anchors: [(2, 1)]) { $0 == $1 ? 1 : nil }
        #expect(partners == [0, nil, 1, 3])
    }
}
