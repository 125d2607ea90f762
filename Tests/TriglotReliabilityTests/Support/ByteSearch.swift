/// Searches output bytes, not Characters: a `"` or `<` followed by a combining mark is a single
/// Character to Swift but still a quote or a tag opener to a browser.
extension Sequence where Element == UInt8 {
    func containsBytes(_ needle: String, caseInsensitive: Bool = true) -> Bool {
        let pattern = Array(needle.utf8).map { caseInsensitive ? lowered($0) : $0 }
        let haystack = Array(self)
        guard !pattern.isEmpty, haystack.count >= pattern.count else { return pattern.isEmpty }
        for start in 0...(haystack.count - pattern.count) {
            var matched = true
            for offset in pattern.indices where (caseInsensitive ? lowered(haystack[start + offset]) : haystack[start + offset]) != pattern[offset] {
                matched = false
                break
            }
            if matched { return true }
        }
        return false
    }
}

private func lowered(_ byte: UInt8) -> UInt8 {
    (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
}
