extension Array {
    /// A copy with no room beyond its elements, for arrays grown by appending that are kept
    /// long. A run's terms are collected into arrays reserved for the most a run could hold,
    /// and a large site keeps every run of a language until they are merged: the spare room was
    /// about half of what they held. A large build keeps every page's outline to the end.
    public func exactlySized() -> [Element] {
        guard capacity > count else { return self }
        var copy: [Element] = []
        copy.reserveCapacity(count)
        copy.append(contentsOf: self)
        return copy
    }

    /// Bytes reserved beyond the elements.
    var spareBytes: Int { (capacity - count) * MemoryLayout<Element>.stride }
}
