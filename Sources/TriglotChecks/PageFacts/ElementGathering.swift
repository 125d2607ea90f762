/// The elements of several blocks of a page, one after the other, from an array that holds the
/// elements of all its blocks in document order (`BlockFacts`): a slice of that array while each
/// block's elements follow the last ones there, as for the blocks of one stretch, so that none
/// is copied (a copy retains the element's strings and arrays); an array of its own, copied
/// once, as soon as they do not (blocks out of order, or a block the page's facts do not know,
/// whose elements are worked out on the spot).
struct ElementGathering<Element> {
    private let all: [Element]
    private var range = 0 ..< 0
    private var joined: [Element]?

    init(_ all: [Element]) {
        self.all = all
    }

    /// Adds `all[part]`.
    mutating func add(_ part: Range<Int>) {
        if part.isEmpty { return }
        if joined != nil {
            joined! += all[part]
        } else if range.isEmpty {
            range = part
        } else if part.lowerBound == range.upperBound {
            range = range.lowerBound ..< part.upperBound
        } else {
            joined = Array(all[range]) + all[part]
        }
    }

    /// Adds elements that are not in `all`.
    mutating func add(_ elements: [Element]) {
        if elements.isEmpty { return }
        if joined == nil { joined = Array(all[range]) }
        joined! += elements
    }

    var result: ArraySlice<Element> {
        if let joined { return joined[...] }
        return all[range]
    }
}
