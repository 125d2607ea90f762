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
        // The term of every (term, document) pair, document after document.
        var pairTerms: [Int32] = []
        pairTerms.reserveCapacity(pairCount)
        var pairDocuments: [Int32] = []
        pairDocuments.reserveCapacity(pairCount)
        var document: Int32 = 0
        for run in runs {
            // Each term of the run is looked up once; its documents then only need its number.
            var numbers: [Int32] = []
            numbers.reserveCapacity(run.terms.count)
            run.terms.forEachTerm(in: 0..<run.terms.count) { _, term in numbers.append(Int32(terms.add(term).number)) }
            for index in 0..<run.documentCount {
                for number in run.terms(ofDocument: index) {
                    pairTerms.append(numbers[Int(number)])
                    pairDocuments.append(document)
                }
                document += 1
            }
        }
        // Group the pairs by term (a counting sort). Pairs come in document order, so each term's
        // documents stay in increasing order.
        var starts = Array(repeating: 0, count: terms.terms.count + 1)
        for term in pairTerms { starts[Int(term) + 1] += 1 }
        for term in 0..<terms.terms.count { starts[term + 1] += starts[term] }
        var next = starts
        var documents = Array(repeating: Int32(0), count: pairCount)
        for (term, document) in zip(pairTerms, pairDocuments) {
            documents[next[Int(term)]] = document
            next[Int(term)] += 1
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
