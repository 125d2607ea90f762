extension String {
    /// The indices of a range of UTF-8 offsets; constant time for native strings.
    func indexRange(utf8Offsets offsets: Range<Int>) -> Range<String.Index> {
        let lower = utf8.index(utf8.startIndex, offsetBy: offsets.lowerBound)
        return lower..<utf8.index(lower, offsetBy: offsets.count)
    }
}
