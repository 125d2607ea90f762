/// A set of a page's node indices as one bit each: asked about every node a page renders, where
/// hashing the index into a dictionary costs ten times the bit test, and a page marks a few.
struct NodeIndexSet {
    private var words: [UInt64] = []

    init(_ indices: some Sequence<Int>) {
        for index in indices where index >= 0 {
            let word = index / 64
            if word >= words.count { words += repeatElement(0, count: word - words.count + 1) }
            words[word] |= 1 << UInt64(index % 64)
        }
    }

    func contains(_ index: Int) -> Bool {
        guard index >= 0 else { return false }
        let word = index / 64
        return word < words.count && words[word] & (1 << UInt64(index % 64)) != 0
    }
}
