/// Counts of equal values, for comparing what two texts contain regardless of order.
public struct Multiset<Element: Hashable & Comparable>: Equatable {
    public private(set) var counts: [Element: Int] = [:]

    public init<S: Sequence>(_ elements: S) where S.Element == Element {
        // Sized once for what is coming; an empty one stays the shared empty dictionary.
        if elements.underestimatedCount > 0 { counts.reserveCapacity(elements.underestimatedCount) }
        for element in elements { counts[element, default: 0] += 1 }
    }

    /// What is in `self` more often than in `other`, with the excess counts.
    public func subtracting(_ other: Multiset) -> Multiset {
        var result = Multiset([])
        for (element, count) in counts {
            let remaining = count - (other.counts[element] ?? 0)
            if remaining > 0 { result.counts[element] = remaining }
        }
        return result
    }

    public var isEmpty: Bool { counts.isEmpty }

    /// How many elements the two have in common, counted with their repeats.
    public func intersectionCount(_ other: Multiset) -> Int {
        counts.reduce(0) { $0 + min($1.value, other.counts[$1.key] ?? 0) }
    }

    /// All elements, with their repeats.
    public var count: Int { counts.values.reduce(0, +) }

    /// Each distinct element once, sorted, so diagnostics come out in a stable order.
    public var sortedElements: [Element] { counts.keys.sorted() }
}

/// Leaves keep their anchors (a multiset of strings) and are shared by the pairs checked in parallel.
extension Multiset: Sendable where Element: Sendable {}
