/// Terms numbered in the order they were first added, found again by their bytes: a hash table
/// (open addressing, linear probing) over a `TermList`.
struct TermTable: Sendable {
    private(set) var terms = TermList()
    /// There are always at least twice as many slots as terms, so a search ends at an empty
    /// slot after a step or two.
    private var slots: [Slot]

    /// A term's key in the list (see `TermList.key(of:)`) next to its number, so that finding a
    /// short term reads nothing but its slot.
    private struct Slot {
        var key: UInt64
        /// -1 when the slot is empty.
        var number: Int32

        static let empty = Slot(key: 0, number: -1)
    }

    init(expectedTerms: Int = 0) {
        var slotCount = 64
        while slotCount < 2 * expectedTerms { slotCount *= 2 }
        slots = Array(repeating: .empty, count: slotCount)
    }

    /// The number of `term`, and whether it was new (and so added now).
    @discardableResult
    mutating func add(_ term: Term) -> (number: Int, isNew: Bool) {
        let mask = slots.count - 1
        var index = Int(truncatingIfNeeded: term.hash) & mask
        while slots[index].number >= 0 {
            if terms.key(slots[index].key, is: term) { return (Int(slots[index].number), false) }
            index = (index + 1) & mask
        }
        let number = terms.count
        terms.append(term)
        slots[index] = Slot(key: terms.key(of: number), number: Int32(number))
        if 2 * terms.count > slots.count { grow() }
        return (number, true)
    }

    /// `add(.short(packed))`, for the short terms that are nearly every term of a page: the
    /// probe compares keys as integers (a long term's key never equals a short one's).
    @discardableResult
    mutating func add(short packed: UInt64) -> (number: Int, isNew: Bool) {
        let mask = slots.count - 1
        var index = Int(truncatingIfNeeded: Term.mix(packed)) & mask
        while true {
            let slot = slots[index]
            if slot.number < 0 { break }
            if slot.key == packed { return (Int(slot.number), false) }
            index = (index + 1) & mask
        }
        let number = terms.count
        terms.append(.short(packed))
        slots[index] = Slot(key: packed, number: Int32(number))
        if 2 * terms.count > slots.count { grow() }
        return (number, true)
    }

    /// Twice the slots, with every term placed again by its hash.
    private mutating func grow() {
        let old = slots
        slots = Array(repeating: .empty, count: slots.count * 2)
        let mask = slots.count - 1
        for slot in old where slot.number >= 0 {
            var index = Int(truncatingIfNeeded: terms.hash(ofKey: slot.key)) & mask
            while slots[index].number >= 0 { index = (index + 1) & mask }
            slots[index] = slot
        }
    }
}
