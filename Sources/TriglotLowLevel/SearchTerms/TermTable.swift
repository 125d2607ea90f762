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
        /// The last document the term was added for (see `add(short:document:)`), in the room
        /// the slot has anyway, so that telling a repeat within a document reads nothing more.
        var document: Int32 = -1

        static let empty = Slot(key: 0, number: -1)
    }

    init(expectedTerms: Int = 0) {
        var slotCount = 64
        while slotCount < 2 * expectedTerms { slotCount *= 2 }
        slots = Array(repeating: .empty, count: slotCount)
        terms.reserveCapacity(expectedTerms)
    }

    /// The number of `term`, and whether it was new (and so added now).
    @discardableResult
    mutating func add(_ term: Term) -> (number: Int, isNew: Bool) {
        let mask = slots.count - 1
        var index = Self.home(of: term.hash, among: slots.count)
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

    /// `add(_:)` for the short terms that are nearly every term of a page, read document after
    /// document (`document` never goes down): the term's number, and whether it is the first
    /// time `document` holds it. The probe compares keys as integers (a long term's key never
    /// equals a short one's), and the slot remembers the last document that held its term.
    @inline(__always)
    mutating func add(short packed: UInt64, document: Int32) -> (number: Int32, isNewToDocument: Bool) {
        let mask = slots.count - 1
        var index = Self.home(of: packed, among: slots.count)
        while true {
            let slot = slots[index]
            if slot.number < 0 { break }
            if slot.key == packed {
                if slot.document == document { return (slot.number, false) }
                slots[index].document = document
                return (slot.number, true)
            }
            index = (index + 1) & mask
        }
        let number = Int32(terms.count)
        terms.append(.short(packed))
        slots[index] = Slot(key: packed, number: number, document: document)
        if 2 * terms.count > slots.count { grow() }
        return (number, true)
    }

    /// `add(_:)` for terms read document after document, as `add(short:document:)`.
    mutating func add(_ term: Term, document: Int32) -> (number: Int32, isNewToDocument: Bool) {
        let mask = slots.count - 1
        var index = Self.home(of: term.hash, among: slots.count)
        while slots[index].number >= 0 {
            if terms.key(slots[index].key, is: term) {
                let number = slots[index].number
                if slots[index].document == document { return (number, false) }
                slots[index].document = document
                return (number, true)
            }
            index = (index + 1) & mask
        }
        let number = Int32(terms.count)
        terms.append(term)
        slots[index] = Slot(key: terms.key(of: Int(number)), number: number, document: document)
        if 2 * terms.count > slots.count { grow() }
        return (number, true)
    }

    /// The numbers of the terms of `list`, in order, adding those the table does not hold yet:
    /// how an index takes in a run's terms. The table is first made large enough for all of
    /// them, so the loop, reading and writing the slots through a pointer, never has to grow it.
    mutating func numbers(of list: TermList) -> [Int32] {
        grow(toHold: terms.count + list.count)
        // Moved out while the slots are written through a pointer, and back in after.
        var terms = self.terms
        self.terms = TermList()
        defer { self.terms = terms }
        return [Int32](unsafeUninitializedCapacity: list.count) { numbers, initializedCount in
            slots.withUnsafeMutableBufferPointer { slots in
                let mask = slots.count - 1
                list.forEachTerm(in: 0..<list.count) { index, term in
                    var slot = Self.home(of: term.hash, among: slots.count)
                    while slots[slot].number >= 0 {
                        let isTerm: Bool
                        if case .short(let packed) = term { isTerm = slots[slot].key == packed } else { isTerm = terms.key(slots[slot].key, is: term) }
                        if isTerm {
                            numbers[index] = slots[slot].number
                            return
                        }
                        slot = (slot + 1) & mask
                    }
                    let number = Int32(terms.count)
                    terms.append(term)
                    slots[slot] = Slot(key: terms.key(of: Int(number)), number: number)
                    numbers[index] = number
                }
            }
            initializedCount = list.count
        }
    }

    /// The slot where the search for a term with `hash` starts, among `slotCount` (a power of
    /// two): the top bits of the hash times the golden ratio (Fibonacci hashing). They depend
    /// on every bit of the hash, so a short term's packed bytes serve as its hash unmixed.
    @inline(__always)
    private static func home(of hash: UInt64, among slotCount: Int) -> Int {
        Int(truncatingIfNeeded: (hash &* 0x9E37_79B9_7F4A_7C15) &>> UInt64(64 - slotCount.trailingZeroBitCount))
    }

    /// Twice the slots, with every term placed again by its hash.
    private mutating func grow() {
        grow(toHold: terms.count)
    }

    /// Enough slots for `count` terms (at least twice as many), with every term placed again
    /// by its hash if that takes more than there are.
    private mutating func grow(toHold count: Int) {
        var slotCount = slots.count
        while slotCount < 2 * count { slotCount *= 2 }
        guard slotCount > slots.count else { return }
        let old = slots
        slots = Array(repeating: .empty, count: slotCount)
        let mask = slots.count - 1
        for slot in old where slot.number >= 0 {
            var index = Self.home(of: terms.hash(ofKey: slot.key), among: slotCount)
            while slots[index].number >= 0 { index = (index + 1) & mask }
            slots[index] = slot
        }
    }
}
