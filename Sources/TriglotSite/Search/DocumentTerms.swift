/// The terms of a run of consecutive documents, read together on one core: every term of the
/// run once, numbered in the order it first appears, and for each document the numbers of its
/// terms, once each, in the order they first appear in it.
///
/// Merging runs into one index is the part that cannot be shared out between cores, so a run
/// does what it can before: the merge looks up each of a run's terms once, however many of
/// its documents hold it, and repeats within a document never reach it.
struct DocumentTerms: Sendable {
    /// Every term of the run once, in the order it first appears.
    private(set) var terms: TermList
    /// The numbers (in `terms`) of each document's terms, document after document.
    private(set) var termsOfDocuments: [Int32]
    /// Where each document's numbers end in `termsOfDocuments`.
    private(set) var documentEnds: [Int]

    init(of documents: ArraySlice<SearchIndex.Document>) {
        // English has about one new term for every few dozen bytes of text, Chinese and
        // Japanese (a pair of characters per character) one for every few bytes. Sized in
        // between, the table grows (placing every term again) at most once or twice.
        let textBytes = documents.reduce(0) { $0 + $1.title.utf8.count + $1.text.utf8.count }
        var collector = Collector(expectedTerms: textBytes / 8)
        for document in documents {
            // The same terms as `title + " " + text`: a space ends any word or CJK run, and folding
            // never joins a character to a space, so the two parts can be read one after the other.
            SearchTokenizer.addTerms(of: document.title, to: &collector)
            SearchTokenizer.addTerms(of: document.text, to: &collector)
            collector.endDocument()
        }
        terms = collector.table.terms
        termsOfDocuments = collector.termsOfDocuments
        documentEnds = collector.documentEnds
    }

    var documentCount: Int { documentEnds.count }

    /// The numbers of the terms of document `index` (counted from the first of the run).
    func terms(ofDocument index: Int) -> ArraySlice<Int32> {
        termsOfDocuments[(index == 0 ? 0 : documentEnds[index - 1])..<documentEnds[index]]
    }
}

/// Numbers the run's terms, and notes each document's terms the first time it holds them.
private struct Collector: TermSink {
    var table: TermTable
    var termsOfDocuments: [Int32] = []
    var documentEnds: [Int] = []
    /// By term number: the last document that held the term.
    private var lastDocument: [Int] = []

    init(expectedTerms: Int) {
        table = TermTable(expectedTerms: expectedTerms)
    }

    mutating func add(_ term: UnsafeBufferPointer<UInt8>) {
        let document = documentEnds.count
        let (number, isNew) = term.count <= Term.maximumShortLength
            ? table.add(short: UInt64(term.count) &<< 56 | Term.pack(term))
            : table.add(Term(term))
        if isNew {
            lastDocument.append(document)
        } else if lastDocument[number] != document {
            lastDocument[number] = document
        } else {
            return
        }
        termsOfDocuments.append(Int32(number))
    }

    mutating func endDocument() {
        documentEnds.append(termsOfDocuments.count)
    }
}
