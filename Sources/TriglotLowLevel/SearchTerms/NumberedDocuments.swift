/// Each document's terms by an index's numbers, document after document, kept from the time the
/// index numbers a run until it makes its postings (`Postings.Numbering`).
///
/// A language's index holds every one of its (term, document) pairs here, and every other index
/// holds its own beside it, until the postings are placed: at 100,000 pages that was the largest
/// thing the search step added to a build's peak. So a document's numbers are sorted and kept as
/// gaps (`VarInt`): about two bytes a pair instead of four.
struct NumberedDocuments: Sendable {
    /// One array per run, made to size: for each document, how many terms it has, then its
    /// terms' numbers in increasing order, the first as it is and each one after it as the gap
    /// from the one before. The postings do not need a document's terms in the order they came.
    private var runs: [[UInt8]] = []
    private(set) var documentCount = 0
    private(set) var pairCount = 0

    /// Adds the documents of `run`, whose term `t` the index numbers `numbers[t]`.
    mutating func append(_ run: DocumentTerms, numbers: [Int32]) {
        var bytes: [UInt8] = []
        // Most gaps take two bytes or one; a document's count a byte or two.
        bytes.reserveCapacity(2 * run.pairCount + 2 * run.documentCount)
        var sorted: [Int32] = []
        for document in 0..<run.documentCount {
            sorted.removeAll(keepingCapacity: true)
            for term in run.terms(ofDocument: document) { sorted.append(numbers[Int(term)]) }
            sorted.sort()
            VarInt.append(UInt(sorted.count), to: &bytes)
            var previous: Int32 = 0
            for term in sorted {
                VarInt.append(UInt(term - previous), to: &bytes)
                previous = term
            }
        }
        runs.append(bytes.exactlySized())
        documentCount += run.documentCount
        pairCount += run.pairCount
    }

    /// Calls `body` with every (document, term) pair, documents numbered from 0 in the order
    /// they were added, each document's terms in increasing order.
    func forEachPair(_ body: (_ document: Int32, _ term: Int) -> Void) {
        var document: Int32 = 0
        for run in runs.indices {
            runs[run].withUnsafeBufferPointer { bytes in
                var offset = 0
                while offset < bytes.count {
                    let count = VarInt.read(bytes, at: &offset)
                    var term = 0
                    for _ in 0..<count {
                        term += Int(VarInt.read(bytes, at: &offset))
                        body(document, term)
                    }
                    document += 1
                }
            }
        }
    }

}
