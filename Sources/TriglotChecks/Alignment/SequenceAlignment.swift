/// Pairs the elements of two sequences in order (an English page's sections or blocks and its
/// translation's), so that an element one side lacks is one gap rather than a shift of every
/// later pair. Needleman–Wunsch with free gaps: the pairing with the largest total of
/// `similarity - threshold` over its pairs, where `similarity` is in 0...1 and nil means the two
/// can never pair. Elements fixed in advance (`anchors`) split the work into the stretches
/// between them.
public enum SequenceAlignment {
    /// For each element of the first sequence, the index of its partner in the second, or nil.
    public static func align(count sourceCount: Int, _ translationCount: Int, anchors: [(Int, Int)] = [], threshold: Double = 0.2,
                             similarity: (Int, Int) -> Double?) -> [Int?] {
        var result = [Int?](repeating: nil, count: sourceCount)
        // Anchors that keep the order; a crossing one is left to the alignment between the others.
        var kept: [(Int, Int)] = []
        for anchor in anchors.sorted(by: { $0.0 < $1.0 }) where anchor.1 > (kept.last?.1 ?? -1) { kept.append(anchor) }
        var (sourceStart, translationStart) = (0, 0)
        for (sourceIndex, translationIndex) in kept + [(sourceCount, translationCount)] {
            let pairs = alignStretch(sourceStart ..< sourceIndex, translationStart ..< translationIndex, threshold: threshold,
                                     similarity: similarity)
            for (left, right) in pairs { result[left] = right }
            if sourceIndex < sourceCount { result[sourceIndex] = translationIndex }
            (sourceStart, translationStart) = (sourceIndex + 1, translationIndex + 1)
        }
        return result
    }

    /// The best in-order pairing of two ranges.
    private static func alignStretch(_ source: Range<Int>, _ translation: Range<Int>, threshold: Double,
                                     similarity: (Int, Int) -> Double?) -> [(Int, Int)] {
        let (rows, columns) = (source.count, translation.count)
        guard rows > 0, columns > 0 else { return [] }
        // score[i * width + j]: the best total for the first i and j elements, in one array
        // rather than a row apiece.
        let width = columns + 1
        var score = [Double](repeating: 0, count: (rows + 1) * width)
        for i in 1 ... rows {
            for j in 1 ... columns {
                var best = max(score[(i - 1) * width + j], score[i * width + j - 1])
                if let value = similarity(source.lowerBound + i - 1, translation.lowerBound + j - 1), value > threshold {
                    best = max(best, score[(i - 1) * width + j - 1] + value - threshold)
                }
                score[i * width + j] = best
            }
        }
        var pairs: [(Int, Int)] = []
        pairs.reserveCapacity(min(rows, columns))
        var (i, j) = (rows, columns)
        while i > 0, j > 0 {
            if score[i * width + j] == score[(i - 1) * width + j] { i -= 1; continue }
            if score[i * width + j] == score[i * width + j - 1] { j -= 1; continue }
            pairs.append((source.lowerBound + i - 1, translation.lowerBound + j - 1))
            i -= 1
            j -= 1
        }
        pairs.reverse()
        return pairs
    }
}
