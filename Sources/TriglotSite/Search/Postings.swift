/// For every term of one index, the documents that contain it: terms numbered in the order they
/// first appear (document by document), each with its documents in increasing order. The index
/// holds hundreds of thousands of (term, document) pairs, so the lists share one flat array.
struct Postings {
    /// Every term once, numbered in the order it first appears.
    private(set) var terms: TermTable
    /// The documents of term `t` are `documents[starts[t]..<starts[t + 1]]`.
    private var starts: [Int]
    private var documents: [Int32]

    /// `runs` are the documents' terms, run after run, in document order.
    init(_ runs: [DocumentTerms]) {
        let pairCount = runs.reduce(0) { $0 + $1.termsOfDocuments.count }
        var terms = TermTable(expectedTerms: pairCount / 8)
        // The term and the document of every (term, document) pair, document after document.
        // Hundreds of thousands of pairs: they are written through pointers into arrays made
        // to size, not appended one by one.
        var pairTerms = [Int32](repeating: 0, count: pairCount)
        var pairDocuments = [Int32](repeating: 0, count: pairCount)
        var numbers: [Int32] = []
        pairTerms.withUnsafeMutableBufferPointer { pairTerms in
            pairDocuments.withUnsafeMutableBufferPointer { pairDocuments in
                var pair = 0
                var document: Int32 = 0
                for run in runs {
                    // Each term of the run is looked up once; its documents then only need its number.
                    numbers.removeAll(keepingCapacity: true)
                    run.terms.forEachTerm(in: 0..<run.terms.count) { _, term in numbers.append(Int32(terms.add(term).number)) }
                    numbers.withUnsafeBufferPointer { numbers in
                        run.termsOfDocuments.withUnsafeBufferPointer { termsOfDocuments in
                            var start = 0
                            for end in run.documentEnds {
                                for index in start..<end {
                                    pairTerms[pair] = numbers[Int(termsOfDocuments[index])]
                                    pairDocuments[pair] = document
                                    pair += 1
                                }
                                start = end
                                document += 1
                            }
                        }
                    }
                }
            }
        }
        // Group the pairs by term (a counting sort). Pairs come in document order, so each term's
        // documents stay in increasing order.
        let termCount = terms.terms.count
        var starts = [Int](repeating: 0, count: termCount + 1)
        var documents = [Int32](repeating: 0, count: pairCount)
        starts.withUnsafeMutableBufferPointer { starts in
            pairTerms.withUnsafeBufferPointer { pairTerms in
                for term in pairTerms { starts[Int(term) + 1] += 1 }
                for term in 0..<termCount { starts[term + 1] += starts[term] }
                var next = [Int](UnsafeBufferPointer(rebasing: starts[0..<termCount]))
                next.withUnsafeMutableBufferPointer { next in
                    documents.withUnsafeMutableBufferPointer { documents in
                        pairDocuments.withUnsafeBufferPointer { pairDocuments in
                            for pair in 0..<pairTerms.count {
                                let term = Int(pairTerms[pair])
                                documents[next[term]] = pairDocuments[pair]
                                next[term] += 1
                            }
                        }
                    }
                }
            }
        }
        self.terms = terms
        self.starts = starts
        self.documents = documents
    }

    /// How many (term, document) pairs there are.
    var pairCount: Int { documents.count }

    /// The documents containing term `number`, in increasing order.
    func documents(ofTerm number: Int) -> ArraySlice<Int32> {
        documents[starts[number]..<starts[number + 1]]
    }
}
