/// Finding and replacing runs of equal elements (scalar values, UTF-8 bytes) in arrays.
enum SubsequenceSearch {
    static func firstMatch<Element: Equatable>(_ needle: [Element], in haystack: [Element], from: Int) -> Int? {
        guard !needle.isEmpty, haystack.count - from >= needle.count else { return nil }
        let first = needle[0]
        var index = from
        let last = haystack.count - needle.count
        while index <= last {
            if haystack[index] == first {
                var offset = 1
                while offset < needle.count, haystack[index + offset] == needle[offset] { offset += 1 }
                if offset == needle.count { return index }
            }
            index += 1
        }
        return nil
    }

    /// Every non-overlapping occurrence, left to right, replaced (as `String.replacing` does).
    static func replacing<Element: Equatable>(_ needle: [Element], with replacement: [Element], in haystack: [Element]) -> [Element] {
        guard var match = firstMatch(needle, in: haystack, from: 0) else { return haystack }
        var result: [Element] = []
        result.reserveCapacity(haystack.count)
        var copied = 0
        while true {
            result += haystack[copied..<match]
            result += replacement
            copied = match + needle.count
            guard let next = firstMatch(needle, in: haystack, from: copied) else { break }
            match = next
        }
        result += haystack[copied...]
        return result
    }
}
