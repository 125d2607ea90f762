/// For every term, the documents that contain it, in the order the terms first appear. The
/// index holds hundreds of thousands of (term, document) pairs, so the lists live in two flat
/// arrays (one linked list per term) rather than one small array per term, and short terms,
/// most of them (a CJK pair is six bytes), are looked up as one integer.
struct Postings {
    private var ids: [TermKey: Int] = [:]
    /// Terms by id, in the order they first appeared.
    private(set) var terms: [String] = []
    private var lastDocument: [Int] = []
    private var head: [Int] = []
    private var tail: [Int] = []
    private var postingDocument: [Int] = []
    private var postingNext: [Int] = []

    init(expectedTerms: Int) {
        ids.reserveCapacity(expectedTerms)
    }

    /// Records that `document` contains `term`; documents must arrive in increasing order.
    mutating func add(_ term: String, document: Int) {
        let key = TermKey(term)
        let count = terms.count
        let id = ids[key, default: count]
        if id == count {
            ids[key] = count
            terms.append(term)
            lastDocument.append(-1)
            head.append(-1)
            tail.append(-1)
        } else if lastDocument[id] == document {
            return
        }
        lastDocument[id] = document
        let posting = postingDocument.count
        postingDocument.append(document)
        postingNext.append(-1)
        if tail[id] >= 0 { postingNext[tail[id]] = posting } else { head[id] = posting }
        tail[id] = posting
    }

    /// The documents containing the term with this id (its place in `terms`), in order.
    func forEachDocument(ofTerm id: Int, _ body: (Int) -> Void) {
        var posting = head[id]
        while posting >= 0 {
            body(postingDocument[posting])
            posting = postingNext[posting]
        }
    }
}

/// A term as a dictionary key: up to seven bytes packed into an integer with the length, longer
/// terms by their bytes. Terms are already folded, so String's own Unicode-aware hashing (which
/// normalises every CJK term) would buy nothing.
private enum TermKey: Hashable {
    case short(UInt64)
    case long(String)

    init(_ term: String) {
        var bytes = term
        let packed = bytes.withUTF8 { utf8 -> UInt64? in
            guard utf8.count <= 7 else { return nil }
            var packed = UInt64(utf8.count) << 56
            for offset in 0..<utf8.count { packed |= UInt64(utf8[offset]) << (8 * UInt64(offset)) }
            return packed
        }
        self = packed.map(TermKey.short) ?? .long(term)
    }

    static func == (left: TermKey, right: TermKey) -> Bool {
        switch (left, right) {
        case (.short(let a), .short(let b)): return a == b
        case (.long(var a), .long(var b)):
            guard a.utf8.count == b.utf8.count else { return false }
            return a.withUTF8 { aBytes in b.withUTF8 { aBytes.elementsEqual($0) } }
        default: return false
        }
    }

    func hash(into hasher: inout Hasher) {
        switch self {
        case .short(let packed): hasher.combine(packed)
        case .long(var text): text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        }
    }
}
