import Foundation
/// The `{#id}` that ends a heading in the content format: the site uses it as the heading's id
/// and drops it from the heading's text.
enum HeadingIDSuffix {
    static func removing(from html: String) -> String {
        var text = Substring(html)
        while let last = text.last, last.isWhitespace { text.removeLast() }
        guard text.hasSuffix("}"), let open = text.range(of: "{#", options: .backwards) else { return String(text) }
        let id = text[open.upperBound..<text.index(before: text.endIndex)]
        guard !id.isEmpty, !id.contains(where: { $0.isWhitespace || $0 == "}" || $0 == "<" }) else { return String(text) }
        var kept = text[..<open.lowerBound]
        while let last = kept.last, last.isWhitespace { kept.removeLast() }
        return String(kept)
    }
}
