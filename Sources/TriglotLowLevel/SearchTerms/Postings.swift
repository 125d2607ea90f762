/// For every term of one index, the documents that contain it: terms numbered in the order they
/// first appear (document by document), each with its documents in increasing order. The index
/// holds millions of (term, document) pairs, so the lists share one flat array of bytes, each
/// list's first document as it is and each one after it as the gap from the one before
/// (`VarInt`): most documents of a frequent term are a byte, where a number each took four.
package struct Postings {
    /// Every term once, numbered in the order it first appears. The hash table that numbered
    /// them is not kept: nothing looks a term up once the lists are made.
    private(set) var terms: TermList
    /// The documents of term `t` are in `lists[starts[t]..<starts[t + 1]]`, and there are
    /// `counts[t]` of them.
    private var starts: [Int]
    private var counts: [Int32]
    private var lists: [UInt8]
    /// How many (term, document) pairs there are.
    package let pairCount: Int

    /// The terms of an index's runs numbered as the runs come, a batch at a time: each run's
    /// lists are dropped as soon as its terms are numbered, and its documents' terms are kept
    /// with the index's numbers (`NumberedDocuments`). An index fed its runs in batches holds
    /// only a batch's lists.
    package struct Numbering {
        /// Sized as it fills: however many pairs there are, a language has a few hundred
        /// thousand different terms at most, and a table sized for the pairs was mostly empty.
        fileprivate var table = TermTable()
        /// The documents numbered so far, in document order, with the index's numbers.
        fileprivate var documents = NumberedDocuments()

        package init() {}

        /// Numbers `runs`, the next runs of the index in document order. Handed over as the
        /// only reference to them, they are freed one by one while the table fills.
        package mutating func add(_ runs: consuming [DocumentTerms]) {
            // Each term of a run is looked up once; its documents then only need its number.
            for run in runs.indices {
                documents.append(runs[run], numbers: table.numbers(of: runs[run].terms))
                runs[run].release()
            }
        }
    }

    /// `runs` are the documents' terms, run after run, in document order.
    package init(_ runs: consuming [DocumentTerms]) {
        var numbering = Numbering()
        numbering.add(runs)
        self.init(numbering)
    }

    /// The postings of the runs `numbering` numbered.
    package init(_ numbering: consuming Numbering) {
        // The table's slots go with the numbering; only its terms are kept.
        let terms = numbering.table.terms
        let documents = numbering.documents
        numbering = Numbering()
        // Group the (term, document) pairs by term, a counting sort read straight from the
        // documents: a first pass measures each term's list, a second writes them. Documents
        // come in order, so each term's documents stay in increasing order.
        let termCount = terms.count
        var starts = [Int](repeating: 0, count: termCount + 1)
        var counts = [Int32](repeating: 0, count: termCount)
        // The last document placed for each term, which the next one's gap is taken from.
        var previous = [Int32](repeating: 0, count: termCount)
        starts.withUnsafeMutableBufferPointer { starts in
            counts.withUnsafeMutableBufferPointer { counts in
                previous.withUnsafeMutableBufferPointer { previous in
                    documents.forEachPair { document, term in
                        counts[term] += 1
                        starts[term + 1] += VarInt.length(of: UInt(document - previous[term]))
                        previous[term] = document
                    }
                }
            }
            for term in 0..<termCount { starts[term + 1] += starts[term] }
        }
        let byteCount = starts[termCount]
        // Each term's start serves as where its next byte goes, and ends up where the term
        // after it starts: moved up by one place after, the starts are whole again, with no
        // second array of a number per term.
        let lists = [UInt8](unsafeUninitializedCapacity: byteCount) { lists, initializedCount in
            starts.withUnsafeMutableBufferPointer { next in
                previous.withUnsafeMutableBufferPointer { previous in
                    previous.update(repeating: 0)
                    documents.forEachPair { document, term in
                        next[term] += VarInt.write(UInt(document - previous[term]), at: lists.baseAddress! + next[term])
                        previous[term] = document
                    }
                }
            }
            initializedCount = byteCount
        }
        starts.withUnsafeMutableBufferPointer { starts in
            var term = termCount
            while term > 0 {
                starts[term] = starts[term - 1]
                term -= 1
            }
            starts[0] = 0
        }
        self.terms = terms
        self.starts = starts
        self.counts = counts
        self.lists = lists
        self.pairCount = documents.pairCount
    }

    /// Adds every term and its documents, in order, to `digest`: two postings with the same
    /// digest hold the same terms in the same documents.
    package func addDigest(into digest: inout StableDigest) {
        terms.addDigest(into: &digest)
        digest.add(contentsOf: counts)
        digest.add(contentsOf: lists)
    }

    /// How many documents the term numbered `term` has.
    func documentCount(ofTerm term: Int) -> Int {
        Int(counts[term])
    }

    /// The term numbered `number`, as UTF-8.
    package func termBytes(_ number: Int) -> [UInt8] {
        Array(terms.string(number).utf8)
    }

    /// Every term's number, in the order of the terms' UTF-8 bytes (which is the order of their
    /// characters' code points).
    ///
    /// Sorting compared two slices of the spelled-out terms for every step, retaining the
    /// buffer each time: about 5% of a 1,000-page build's CPU. A term's first eight bytes, as
    /// one big-endian number padded with zeros, order it before every term whose number is
    /// larger (a shorter term that is a prefix pads with zeros, and so sorts first, as it
    /// should); only terms sharing those eight bytes are compared further. `Plain` is the
    /// straightforward version the tests hold this one to.
    package func termsInByteOrder() -> [Int] {
        let (bytes, ends) = spelledOut()
        var keyed = [(prefix: UInt64, term: Int)]()
        keyed.reserveCapacity(ends.count)
        for term in ends.indices {
            let start = term == 0 ? 0 : ends[term - 1]
            var prefix: UInt64 = 0
            for offset in 0..<8 {
                prefix <<= 8
                if start + offset < ends[term] { prefix |= UInt64(bytes[start + offset]) }
            }
            keyed.append((prefix, term))
        }
        return bytes.withUnsafeBufferPointer { bytes in
            keyed.sort { left, right in
                if left.prefix != right.prefix { return left.prefix < right.prefix }
                let leftStart = left.term == 0 ? 0 : ends[left.term - 1], rightStart = right.term == 0 ? 0 : ends[right.term - 1]
                return UnsafeBufferPointer(rebasing: bytes[leftStart..<ends[left.term]])
                    .lexicographicallyPrecedes(UnsafeBufferPointer(rebasing: bytes[rightStart..<ends[right.term]]))
            }
            return keyed.map(\.term)
        }
    }

    /// The straightforward versions of the postings' orderings.
    package enum Plain {
        /// `termsInByteOrder()`: the terms' bytes compared as they are.
        package static func termsInByteOrder(_ postings: Postings) -> [Int] {
            let (bytes, ends) = postings.spelledOut()
            func term(_ number: Int) -> ArraySlice<UInt8> {
                bytes[(number == 0 ? 0 : ends[number - 1])..<ends[number]]
            }
            return ends.indices.sorted { term($0).lexicographicallyPrecedes(term($1)) }
        }
    }

    /// Every term's bytes end to end in one buffer (an array apiece was an allocation for every
    /// term of the language), and where each ends.
    private func spelledOut() -> (bytes: [UInt8], ends: [Int]) {
        var bytes: [UInt8] = []
        var ends: [Int] = []
        ends.reserveCapacity(terms.count)
        terms.forEachTerm(in: 0..<terms.count) { _, term in
            switch term {
            case .short(let packed): Term.appendBytes(ofShort: packed, to: &bytes)
            case .long(let long, _): bytes.append(contentsOf: long)
            }
            ends.append(bytes.count)
        }
        return (bytes, ends)
    }

    /// Calls `body` with the documents of every term at hand, read through pointers: the
    /// script reads every list once, and slicing arrays for each costs more than writing it.
    func withDocumentLists<Result>(_ body: (DocumentLists) -> Result) -> Result {
        starts.withUnsafeBufferPointer { starts in
            lists.withUnsafeBufferPointer { lists in body(DocumentLists(starts: starts, lists: lists)) }
        }
    }

    /// The documents of each term, valid during `withDocumentLists` only.
    struct DocumentLists {
        fileprivate let starts: UnsafeBufferPointer<Int>
        fileprivate let lists: UnsafeBufferPointer<UInt8>

        subscript(term number: Int) -> DocumentList {
            DocumentList(bytes: UnsafeBufferPointer(rebasing: lists[starts[number]..<starts[number + 1]]))
        }
    }

    /// One term's documents, in increasing order, read from its gaps.
    struct DocumentList: Sequence, IteratorProtocol {
        fileprivate let bytes: UnsafeBufferPointer<UInt8>
        private var offset = 0
        private var document: Int32 = 0

        fileprivate init(bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
        }

        mutating func next() -> Int32? {
            guard offset < bytes.count else { return nil }
            document += Int32(truncatingIfNeeded: VarInt.read(bytes, at: &offset))
            return document
        }
    }
}
