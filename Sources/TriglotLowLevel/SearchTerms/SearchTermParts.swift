/// How a search index in parts is cut. A large site's index is cut into parts so that a reader's
/// browser loads only the parts its query needs, as Pagefind does, instead of every term of the
/// language: a 10,000-page Chinese index is some 40 MB.
///
/// The terms are put in the order of their UTF-8 bytes and cut into runs of about the same number
/// of (term, page) pairs; the index lists the first term of each part after the first. The
/// search matches a term by its prefix too, and the terms a prefix begins are one stretch of
/// that order: the browser (`triglot.js`, `partsOf`) finds the part where the prefix would be
/// and the parts after it whose first terms begin with it.
package enum SearchTermParts {
    /// The numbers of the terms of `postings` in each part, each part's in order, every part
    /// holding at least `pairsPerPart` pairs but the last; none when the whole index has no
    /// more than that, and is written whole (its terms are then never sorted).
    package static func cut(_ postings: Postings, pairsPerPart: Int) -> [[Int]] {
        precondition(pairsPerPart > 0, "a part holds at least one pair")
        guard postings.pairCount > pairsPerPart else { return [] }
        var parts: [[Int]] = [[]]
        var pairs = 0
        for term in postings.termsInByteOrder() {
            if pairs >= pairsPerPart {
                parts.append([])
                pairs = 0
            }
            parts[parts.count - 1].append(term)
            pairs += postings.documentCount(ofTerm: term)
        }
        return parts
    }
}
