import TriglotModel

/// One language's search index: the pages (title, address, summary) and, for every term, the
/// pages that contain it. Written as a script that sets a global, so the search box works on a
/// site opened from disk, where browsers refuse to fetch JSON.
struct SearchIndex {
    struct Document {
        var title: String
        /// The page's address relative to the language folder.
        var url: String
        var summary: String
        var kind: String
        var text: String
    }

    private(set) var documents: [Document] = []

    mutating func add(_ document: Document) {
        documents.append(document)
    }

    /// The script: `window.triglotSearch = {"docs": [...], "terms": {"term": [doc, …], …}};`
    func script() -> String {
        let sorted = documents.sorted { $0.url.utf8.lexicographicallyPrecedes($1.url.utf8) }
        // Tokenising is most of the work, so documents are tokenised in parallel and merged in order.
        let termsByDocument = ParallelMap.map(sorted) { document in
            SearchTokenizer.terms(document.title + " " + document.text)
        }
        var postings = Postings(expectedTerms: termsByDocument.reduce(0) { $0 + $1.count } / 8)
        for (index, terms) in termsByDocument.enumerated() {
            for term in terms { postings.add(term, document: index) }
        }
        var json: [UInt8] = []
        json.reserveCapacity(postings.terms.count * 24 + sorted.count * 160)
        json += "window.triglotSearch = {\"docs\": [".utf8
        for (index, document) in sorted.enumerated() {
            json += index > 0 ? ",\n[".utf8 : "\n[".utf8
            for (position, field) in [document.title, document.url, document.summary, document.kind].enumerated() {
                if position > 0 { json.append(UInt8(ascii: ",")) }
                Self.appendJSONString(field, to: &json)
            }
            json.append(UInt8(ascii: "]"))
        }
        json += "],\n\"terms\": {".utf8
        // Terms in the order they first appear: as deterministic as sorting them, for free.
        for (id, term) in postings.terms.enumerated() {
            json += id > 0 ? ",\n".utf8 : "\n".utf8
            Self.appendJSONString(term, to: &json)
            json.append(UInt8(ascii: ":"))
            json.append(UInt8(ascii: "["))
            var first = true
            postings.forEachDocument(ofTerm: id) { document in
                if !first { json.append(UInt8(ascii: ",")) }
                first = false
                Self.appendDecimal(document, to: &json)
            }
            json.append(UInt8(ascii: "]"))
        }
        json += "}};\n".utf8
        return String(decoding: json, as: UTF8.self)
    }

    static func jsonString(_ text: String) -> String {
        var bytes: [UInt8] = []
        appendJSONString(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A JSON string literal that is also safe inside a script: `<`, `>` and `&` are escaped, so
    /// page text can never close the script element or start markup. U+2028 and U+2029 (bytes
    /// E2 80 A8/A9) are escaped for old JavaScript engines that end lines there.
    static func appendJSONString(_ text: String, to json: inout [UInt8]) {
        appendJSONString(bytes: Array(text.utf8), to: &json)
    }

    static func appendJSONString(bytes utf8: [UInt8], to json: inout [UInt8]) {
        json.append(UInt8(ascii: "\""))
        var index = 0
        while index < utf8.count {
            let byte = utf8[index]
            switch byte {
            case UInt8(ascii: "\""): json += #"\""#.utf8
            case UInt8(ascii: "\\"): json += #"\\"#.utf8
            case UInt8(ascii: "\n"): json += #"\n"#.utf8
            case UInt8(ascii: "\r"): json += #"\r"#.utf8
            case UInt8(ascii: "\t"): json += #"\t"#.utf8
            case UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), 0..<0x20:
                appendUnicodeEscape(UInt32(byte), to: &json)
            case 0xE2 where index + 2 < utf8.count && utf8[index + 1] == 0x80 && (utf8[index + 2] == 0xA8 || utf8[index + 2] == 0xA9):
                appendUnicodeEscape(utf8[index + 2] == 0xA8 ? 0x2028 : 0x2029, to: &json)
                index += 2
            default:
                json.append(byte)
            }
            index += 1
        }
        json.append(UInt8(ascii: "\""))
    }

    private static func appendDecimal(_ value: Int, to json: inout [UInt8]) {
        guard value >= 10 else { json.append(UInt8(ascii: "0") + UInt8(value)); return }
        appendDecimal(value / 10, to: &json)
        json.append(UInt8(ascii: "0") + UInt8(value % 10))
    }

    private static func appendUnicodeEscape(_ value: UInt32, to json: inout [UInt8]) {
        let digits = Array("0123456789abcdef".utf8)
        json += #"\u"#.utf8
        for shift in stride(from: 12, through: 0, by: -4) { json.append(digits[Int((value >> UInt32(shift)) & 0xF)]) }
    }
}
