import Foundation
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
        let termsByDocument = ParallelMap.map(sorted.map { $0.title + " " + $0.text }) { text in
            Array(Set(SearchTokenizer.terms(text)))
        }
        var postings: [String: [Int]] = [:]
        for (index, terms) in termsByDocument.enumerated() {
            for term in terms { postings[term, default: []].append(index) }
        }
        var json = "window.triglotSearch = {\"docs\": ["
        for (index, document) in sorted.enumerated() {
            if index > 0 { json += "," }
            json += "\n[" + [document.title, document.url, document.summary, document.kind].map(Self.jsonString).joined(separator: ",") + "]"
        }
        json += "],\n\"terms\": {"
        for (index, term) in postings.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }).enumerated() {
            if index > 0 { json += "," }
            json += "\n" + Self.jsonString(term) + ":[" + (postings[term] ?? []).map(String.init).joined(separator: ",") + "]"
        }
        return json + "}};\n"
    }

    /// A JSON string literal that is also safe inside a script: `<`, `>` and `&` are escaped, so
    /// page text can never close the script element or start markup.
    static func jsonString(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "<", ">", "&", "\u{2028}", "\u{2029}":
                result += String(format: "\\u%04x", scalar.value)
            default:
                if scalar.value < 0x20 {
                    result += String(format: "\\u%04x", scalar.value)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
