/// For every term of one index, the documents that contain it: terms numbered in the order they
/// first appear (document by document), each with its documents in increasing order. The index
/// holds hundreds of thousands of (term, document) pairs, so the lists share one flat array.
package struct Postings {
    /// Every term once, numbered in the order it first appears. The hash table that numbered
    /// them is not kept: nothing looks a term up once the lists are made.
    private(set) var terms: TermList
    /// The documents of term `t` are `documents[starts[t]..<starts[t + 1]]`.
    private var starts: [Int]
    private var documents: [Int32]

    /// The terms of an index's runs numbered as the runs come, a batch at a time: each run's list
    /// of terms is dropped as soon as its terms are numbered, and its documents' terms take the
    /// index's numbers in place. An index fed its runs in batches holds only a batch's lists.
    package struct Numbering {
        /// Sized as it fills: however many pairs there are, a language has a few hundred
        /// thousand different terms at most, and a table sized for the pairs was mostly empty.
        fileprivate var table = TermTable()
        /// The runs numbered so far, in document order, with the index's numbers.
        fileprivate var runs: [DocumentTerms] = []

        package init() {}

        /// Numbers `runs`, the next runs of the index in document order. Handed over as the
        /// only reference to them, their term lists are freed one by one while the table fills.
        package mutating func add(_ runs: consuming [DocumentTerms]) {
            // Each term of a run is looked up once; its documents then only need its number.
            for run in runs.indices {
                let numbers = table.numbers(of: runs[run].terms)
                runs[run].renumber(numbers)
            }
            self.runs += runs
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
        let runs = numbering.runs
        numbering = Numbering()
        let pairCount = runs.reduce(0) { $0 + $1.termsOfDocuments.count }
        // Group the (term, document) pairs by term, a counting sort read straight from the runs:
        // a first pass counts each term's documents, a second places them. Runs come in
        // document order, so each term's documents stay in increasing order.
        let termCount = terms.count
        var starts = [Int](repeating: 0, count: termCount + 1)
        starts.withUnsafeMutableBufferPointer { starts in
            for run in runs.indices {
                runs[run].termsOfDocuments.withUnsafeBufferPointer { termsOfDocuments in
                    for term in termsOfDocuments { starts[Int(term) + 1] += 1 }
                }
            }
            for term in 0..<termCount { starts[term + 1] += starts[term] }
        }
        // Each term's start serves as where its next document goes, and ends up where the term
        // after it starts: moved up by one place after, the starts are whole again, with no
        // second array of a number per term.
        let documents = [Int32](unsafeUninitializedCapacity: pairCount) { documents, initializedCount in
            starts.withUnsafeMutableBufferPointer { next in
                var document: Int32 = 0
                for run in runs.indices {
                    runs[run].termsOfDocuments.withUnsafeBufferPointer { termsOfDocuments in
                        var start = 0
                        for end in runs[run].documentEnds {
                            for index in start..<end {
                                let term = Int(termsOfDocuments[index])
                                documents[next[term]] = document
                                next[term] += 1
                            }
                            start = end
                            document += 1
                        }
                    }
                }
            }
            initializedCount = pairCount
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
        self.documents = documents
    }

    /// How many (term, document) pairs there are.
    package var pairCount: Int { documents.count }

    /// Adds every term and its documents, in order, to `digest`: two postings with the same
    /// digest hold the same terms in the same documents.
    package func addDigest(into digest: inout StableDigest) {
        terms.addDigest(into: &digest)
        digest.add(contentsOf: starts)
        digest.add(contentsOf: documents)
    }

    /// How many documents the term numbered `term` has.
    func documentCount(ofTerm term: Int) -> Int {
        starts[term + 1] - starts[term]
    }

    /// The term numbered `number`, as UTF-8.
    package func termBytes(_ number: Int) -> [UInt8] {
        Array(terms.string(number).utf8)
    }

    /// Every term's number, in the order of the terms' UTF-8 bytes (which is the order of their
    /// characters' code points).
    package func termsInByteOrder() -> [Int] {
        let bytes = (0..<terms.count).map(termBytes)
        return bytes.indices.sorted { bytes[$0].lexicographicallyPrecedes(bytes[$1]) }
    }

    /// Calls `body` with the documents of every term at hand, read through pointers: the
    /// script reads every list once, and slicing arrays for each costs more than writing it.
    func withDocumentLists<Result>(_ body: (DocumentLists) -> Result) -> Result {
        starts.withUnsafeBufferPointer { starts in
            documents.withUnsafeBufferPointer { documents in body(DocumentLists(starts: starts, documents: documents)) }
        }
    }

    /// The documents of each term, in increasing order, valid during `withDocumentLists` only.
    struct DocumentLists {
        fileprivate let starts: UnsafeBufferPointer<Int>
        fileprivate let documents: UnsafeBufferPointer<Int32>

        subscript(term number: Int) -> UnsafeBufferPointer<Int32> {
            UnsafeBufferPointer(rebasing: documents[starts[number]..<starts[number + 1]])
        }
    }
}
