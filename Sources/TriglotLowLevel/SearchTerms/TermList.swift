/// Search terms in the order they were added, without a String apiece: a site's pages hold
/// millions of terms between them, and a String each would cost an allocation, reference
/// counting and Unicode-aware hashing, none of which the index needs. Short terms are one integer
/// each (see `Term`); long ones are bytes laid end to end.
struct TermList: Sendable {
    /// One per term: a short term's packed bytes, or `longMarker` with the number of a long term.
    private var keys: [UInt64] = []
    /// The long terms' bytes, end to end; long term `i` ends at `longEnds[i]`.
    private var longBytes: [UInt8] = []
    private var longEnds: [Int] = []
    private var longHashes: [UInt64] = []

    /// No short term has a length of 0xFF, so this top byte tells long terms apart.
    private static let longMarker: UInt64 = 0xFF << 56

    var count: Int { keys.count }

    /// How many bytes the long terms hold together.
    var longByteCount: Int { longBytes.count }

    /// Adds every term, in order, to `digest`.
    func addDigest(into digest: inout StableDigest) {
        digest.add(contentsOf: keys)
        digest.add(contentsOf: longBytes)
        digest.add(contentsOf: longEnds)
    }

    /// Room for `count` terms in all, so that adding them does not move the list again and again.
    mutating func reserveCapacity(_ count: Int) {
        keys.reserveCapacity(count)
    }

    /// The same list without the room reserved for terms that never came (see `exactlySized`).
    func exactlySized() -> TermList {
        var list = TermList()
        list.keys = keys.exactlySized()
        list.longBytes = longBytes.exactlySized()
        list.longEnds = longEnds.exactlySized()
        list.longHashes = longHashes.exactlySized()
        return list
    }

    /// Bytes reserved and unused: what `exactlySized` gives back.
    var spareBytes: Int {
        keys.spareBytes + longBytes.spareBytes + longEnds.spareBytes + longHashes.spareBytes
    }

    mutating func append(_ term: Term) {
        switch term {
        case .short(let packed):
            keys.append(packed)
        case .long(let bytes, let hash):
            keys.append(Self.longMarker | UInt64(longEnds.count))
            longBytes.append(contentsOf: bytes)
            longEnds.append(longBytes.count)
            longHashes.append(hash)
        }
    }

    /// Term `number`'s key: a short term's packed bytes, or a long term's place in this list.
    func key(of number: Int) -> UInt64 {
        keys[number]
    }

    /// True when the term with `key` is `term`.
    func key(_ key: UInt64, is term: Term) -> Bool {
        switch term {
        case .short(let packed):
            // A long term's key has 0xFF on top, which no short term's has.
            return key == packed
        case .long(let bytes, let hash):
            guard key & Self.longMarker == Self.longMarker else { return false }
            let long = Int(truncatingIfNeeded: key & ~Self.longMarker)
            guard longHashes[long] == hash else { return false }
            let range = longRange(long)
            guard range.count == bytes.count, let termBytes = bytes.baseAddress else { return range.count == bytes.count }
            return longBytes.withUnsafeBufferPointer { longBytes in
                Term.bytesEqual(longBytes.baseAddress! + range.lowerBound, termBytes, count: bytes.count)
            }
        }
    }

    /// `Term.hash` of the term with `key`.
    func hash(ofKey key: UInt64) -> UInt64 {
        guard key & Self.longMarker == Self.longMarker else { return key }
        return longHashes[Int(truncatingIfNeeded: key & ~Self.longMarker)]
    }

    /// Hands `body` the terms numbered in `numbers`, in order. The bytes of long terms are
    /// valid only during the call.
    func forEachTerm(in numbers: some Sequence<Int>, _ body: (Int, Term) -> Void) {
        longBytes.withUnsafeBufferPointer { longBytes in
            for number in numbers {
                let key = keys[number]
                if key & Self.longMarker == Self.longMarker {
                    let long = Int(truncatingIfNeeded: key & ~Self.longMarker)
                    body(number, .long(UnsafeBufferPointer(rebasing: longBytes[longRange(long)]), hash: longHashes[long]))
                } else {
                    body(number, .short(key))
                }
            }
        }
    }

    func string(_ number: Int) -> String {
        var string = ""
        forEachTerm(in: number..<(number + 1)) { _, term in
            switch term {
            case .short(let packed):
                var bytes: [UInt8] = []
                Term.appendBytes(ofShort: packed, to: &bytes)
                string = String(decoding: bytes, as: UTF8.self)
            case .long(let bytes, _): string = String(decoding: bytes, as: UTF8.self)
            }
        }
        return string
    }

    private func longRange(_ long: Int) -> Range<Int> {
        (long == 0 ? 0 : longEnds[long - 1])..<longEnds[long]
    }
}
