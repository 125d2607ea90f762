
/// The terms of a run of consecutive documents, read together on one core: every term of the
/// run once, numbered in the order it first appears, and for each document the numbers of its
/// terms, once each, in the order they first appear in it.
///
/// Merging runs into one index is the part that cannot be shared out between cores, so a run
/// does what it can before: the merge looks up each of a run's terms once, however many of
/// its documents hold it, and repeats within a document never reach it.
package struct DocumentTerms: Sendable {
    /// Every term of the run once, in the order it first appears.
    private(set) var terms: TermList
    /// The numbers (in `terms`) of each document's terms, document after document.
    private(set) var termsOfDocuments: [Int32]
    /// Where each document's numbers end in `termsOfDocuments`.
    private(set) var documentEnds: [Int]

    package init<Document: SearchableText>(of documents: ArraySlice<Document>) {
        // English has about one new term for every few dozen bytes of text, Chinese and
        // Japanese (a pair of characters per character of three bytes) up to one for every
        // few bytes: sized for both, the table seldom has to grow (placing every term again).
        var asciiBytes = 0
        var otherBytes = 0
        // By place: a `for document in` loop copies every document it passes.
        for index in documents.indices {
            Self.count(documents[index].title, ascii: &asciiBytes, other: &otherBytes)
            for piece in documents[index].texts.indices { Self.count(documents[index].texts[piece], ascii: &asciiBytes, other: &otherBytes) }
        }
        var collector = Collector(expectedTerms: asciiBytes / 16 + otherBytes / 4)
        for index in documents.indices {
            // The same terms as `title + " " + text`: a space or a line break ends any word or CJK
            // run, and folding never joins a character to either, so the title and each piece
            // of the text can be read one after the other.
            SearchTokenizer.addTerms(of: documents[index].title, to: &collector)
            for piece in documents[index].texts.indices { SearchTokenizer.addTerms(of: documents[index].texts[piece], to: &collector) }
            collector.endDocument()
        }
        terms = collector.table.terms.exactlySized()
        termsOfDocuments = collector.termsOfDocuments.exactlySized()
        documentEnds = collector.documentEnds.exactlySized()
    }

    var documentCount: Int { documentEnds.count }

    /// How many (term, document) pairs the run holds: each document's terms once.
    var pairCount: Int { termsOfDocuments.count }

    /// Frees the run's lists, once an index has taken its documents' terms (`NumberedDocuments`):
    /// a batch's runs are then freed one by one as they are numbered, not all at its end.
    mutating func release() {
        terms = TermList()
        termsOfDocuments = []
        documentEnds = []
    }

    /// Bytes reserved and unused: a large site keeps every run of a language at once.
    var spareBytes: Int { terms.spareBytes + termsOfDocuments.spareBytes + documentEnds.spareBytes }

    /// Adds the bytes of `text` to the ASCII and the other count.
    private static func count(_ text: String, ascii: inout Int, other: inout Int) {
        let bytes = text.utf8.count
        let nonASCII = min(estimatedNonASCIICount(text), bytes)
        other += nonASCII
        ascii += bytes - nonASCII
    }

    /// How many bytes of `text` are not ASCII: counted in full in short texts, and in long ones
    /// estimated from every eighth group of eight bytes, since it only sizes a table.
    static func estimatedNonASCIICount(_ text: String) -> Int {
        text.withUTF8Span(estimatedNonASCIICount(utf8:))
    }

    private static func estimatedNonASCIICount(utf8 bytes: Span<UInt8>) -> Int {
        let stride = bytes.count < 256 ? 8 : 64
        var count = 0
        var offset = 0
        while bytes.count - offset >= 8 {
            // The high bits moved to the bottom of their bytes and summed into the top byte by
            // one multiplication (the target may have no instruction to count bits).
            let highBits = ByteScan.word(at: offset, in: bytes) &>> 7 & ByteScan.ones
            count += Int(truncatingIfNeeded: (highBits &* ByteScan.ones) &>> 56)
            offset += stride
        }
        guard stride == 8 else { return count * 8 }
        while offset < bytes.count {
            if bytes[offset] >= 0x80 { count += 1 }
            offset += 1
        }
        return count
    }

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
    /// The document being read, counted from the first of the run.
    private var document: Int32 = 0

    init(expectedTerms: Int) {
        table = TermTable(expectedTerms: expectedTerms)
        // Each document lists most of its terms once: about as many as the run has.
        termsOfDocuments.reserveCapacity(expectedTerms)
    }

    @inline(__always)
    mutating func add(_ term: UnsafeBufferPointer<UInt8>) {
        guard term.count > Term.maximumShortLength else {
            add(short: UInt64(term.count) &<< 56 | Term.pack(term))
            return
        }
        let (number, isNewToDocument) = table.add(Term(term), document: document)
        if isNewToDocument { termsOfDocuments.append(number) }
    }

    @inline(__always)
    mutating func add(short packed: UInt64) {
        let (number, isNewToDocument) = table.add(short: packed, document: document)
        if isNewToDocument { termsOfDocuments.append(number) }
    }

    mutating func endDocument() {
        documentEnds.append(termsOfDocuments.count)
        document += 1
    }
}

/// What the search index reads of a document: its title and its text in the pieces the page
/// holds it in.
package protocol SearchableText {
    var title: String { get }
    var texts: [String] { get }
}
