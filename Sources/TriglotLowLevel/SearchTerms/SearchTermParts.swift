/// Which part of a search index in parts holds a term. A large site's index is cut into parts so
/// that a reader's browser loads only the parts its query needs, as Pagefind does, instead of
/// every term of the language: a 10,000-page Chinese index is some 40 MB.
///
/// The part has to be worked out again in the browser from the typed term alone, and the search
/// matches a term by its prefix too, so every term a prefix can reach must be in the prefix's
/// part. A term's key is therefore its first character when that is Chinese or Japanese (a
/// typed character finds every pair it begins) or when it has no second; otherwise its first two
/// characters, as `first * 31 + second`: the first letter alone would put a fifth of English in
/// a handful of parts. A one-letter Latin query term then finds only the term that is that letter
/// (`triglot.js`, `partOf`, reads the same rule). The part is the key modulo the number of parts.
package enum SearchTermParts {
    /// The part of `term` among `parts`.
    static func part(of term: Term, parts: Int) -> Int {
        switch term {
        case .short(let packed):
            var bytes = ShortTermBytes(packed: packed)
            return key(of: &bytes) % parts
        case .long(let bytes, _):
            var iterator = bytes.makeIterator()
            return key(of: &iterator) % parts
        }
    }

    /// The part of a term given as text (what the browser computes); for tests and tools.
    package static func part(of term: String, parts: Int) -> Int {
        var iterator = term.utf8.makeIterator()
        return key(of: &iterator) % parts
    }

    /// How many parts an index of `pairs` (term, document) pairs is cut into: one, an index
    /// written whole, until it is larger than a part.
    package static func count(pairs: Int, pairsPerPart: Int) -> Int {
        precondition(pairsPerPart > 0, "a part holds at least one pair")
        return max(1, pairs / pairsPerPart + (pairs % pairsPerPart == 0 ? 0 : 1))
    }

    private static func key(of bytes: inout some IteratorProtocol<UInt8>) -> Int {
        var decoder = UTF8()
        guard case .scalarValue(let first) = decoder.decode(&bytes) else { return 0 }
        guard !SearchTokenizer.isCJK(first), case .scalarValue(let second) = decoder.decode(&bytes) else {
            return Int(first.value)
        }
        return Int(first.value) * 31 + Int(second.value)
    }

    /// The bytes of a short term, first to last, without an array made for them.
    private struct ShortTermBytes: IteratorProtocol {
        let packed: UInt64
        var offset = 0

        init(packed: UInt64) {
            self.packed = packed
        }

        mutating func next() -> UInt8? {
            guard offset < Term.length(ofShort: packed) else { return nil }
            defer { offset += 1 }
            return Term.byte(offset, ofShort: packed)
        }
    }
}
