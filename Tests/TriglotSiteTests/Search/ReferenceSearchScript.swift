@testable import TriglotLowLevel
@testable import TriglotSite

/// The search index script written the plain way, as it was before terms became bytes: a String
/// per term, a dictionary of term lists, `title + " " + text` tokenised whole. The fast index
/// must give exactly its bytes.
enum ReferenceSearchScript {
    static func script(_ documents: [SearchIndex.Document]) -> [UInt8] {
        let sorted = documents.sorted { $0.url.utf8.lexicographicallyPrecedes($1.url.utf8) }
        var order: [String] = []
        var documentsOfTerm: [String: [Int]] = [:]
        for (index, document) in sorted.enumerated() {
            for term in SearchTokenizer.terms(document.title + " " + document.text) {
                if documentsOfTerm[term] == nil { order.append(term) }
                if documentsOfTerm[term]?.last != index { documentsOfTerm[term, default: []].append(index) }
            }
        }
        var json = Array("window.triglotSearch = {\"docs\": [".utf8)
        for (index, document) in sorted.enumerated() {
            json += index > 0 ? ",\n[".utf8 : "\n[".utf8
            json += [document.title, document.url, document.summary, document.kind].map(jsonString).joined(separator: ",").utf8
            json += "]".utf8
        }
        json += "],\n\"terms\": {".utf8
        for (index, term) in order.enumerated() {
            json += index > 0 ? ",\n".utf8 : "\n".utf8
            json += jsonString(term).utf8
            json += ":[\(documentsOfTerm[term]!.map(String.init).joined(separator: ","))]".utf8
        }
        json += "}};\n".utf8
        return json
    }

    /// JSON escaping one scalar at a time.
    static func jsonString(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "<", ">", "&", "\u{2028}", "\u{2029}", "\u{0}"..."\u{1F}":
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
