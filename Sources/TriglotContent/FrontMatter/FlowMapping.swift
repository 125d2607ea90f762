import Foundation
import TriglotModel
/// A front-matter line holding a one-line flow mapping, `l10n: {sourceCommit: 1a2b, by: x}`:
/// a key is set inside the braces, every other character kept.
struct FlowMapping {
    private let line: String
    /// The text between the braces.
    private let inside: Range<String.Index>

    init?(_ line: String) {
        guard let colon = line.firstIndex(of: ":"),
              let open = line[colon...].firstIndex(of: "{"), line[line.index(after: colon)..<open].allSatisfy({ $0 == " " }),
              let close = line.lastIndex(of: "}"), open < close else { return nil }
        self.line = line
        inside = line.index(after: open)..<close
    }

    /// The line with `key` set to `value`: its value replaced, or the pair added at the end.
    func setting(_ key: String, to value: String) -> String {
        let entries = line[inside].split(separator: ",", omittingEmptySubsequences: false)
        var written = false
        let updated = entries.map { entry -> String in
            let trimmed = entry.drop { $0 == " " }
            let name = trimmed.prefix { $0 != ":" }.trimmingCharacters(in: CharacterSet(charactersIn: " \"'"))
            guard name == key, let colon = entry.firstIndex(of: ":") else { return String(entry) }
            written = true
            return String(entry[...colon]) + " " + value + (entry.last == " " ? " " : "")
        }
        var body = updated.joined(separator: ",")
        if !written {
            let trimmed = body.trimmingCharacters(in: .whitespaces)
            body = trimmed.isEmpty ? key + ": " + value : trimmed + ", " + key + ": " + value
        }
        return String(line[..<inside.lowerBound]) + body + String(line[inside.upperBound...])
    }
}
