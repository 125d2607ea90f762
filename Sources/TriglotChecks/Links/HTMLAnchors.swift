import TriglotMarkup
import TriglotModel

/// The places on a page a `#fragment` can lead to besides its sections' headings: its title,
/// headings inside callouts that give their own `{#id}`, and elements its raw HTML (or MDX)
/// gives an id, `<a id="note1"></a>`, `<div id="x">`, `<a name="top">`, and component props that
/// name the id of what they show (`<Recipes titleId="examples">`, the camel-cased `…Id` that JSX
/// components take). Markdown pages in every tool's dialect make anchors this way.
enum HTMLAnchors {
    /// Whether the page has a heading or an element with this id, or may have: a page that
    /// includes another file's text (`MarkupNode.isInclusion`) has headings it does not show.
    static func has(_ fragment: String, on page: Page) -> Bool {
        page.title?.id == fragment || page.sections.contains { $0.id == fragment } || ids(in: page.document).contains(fragment)
            || includesOtherFiles(page.document)
    }

    static func includesOtherFiles(_ document: MarkupDocument?) -> Bool {
        guard let document else { return false }
        return (0 ..< document.nodeCount).contains { MarkupNode(document: document, index: $0).isInclusion }
    }

    /// Every id the raw HTML of a document gives, in document order.
    static func ids(in document: MarkupDocument?) -> [String] {
        guard let document else { return [] }
        var ids: [String] = []
        for index in 0 ..< document.nodeCount {
            switch MarkupNode(document: document, index: index).kind {
            case .htmlInline(let html), .htmlBlock(let html):
                if html.contains("=") { ids += self.ids(inHTML: html) }
            case .heading:
                // A heading no section holds, inside a callout, with its own `{#id}`.
                if let id = HeadingIDs.explicit(inHeading: MarkupNode(document: document, index: index).plainText) { ids.append(id) }
            default:
                continue
            }
        }
        return ids
    }

    /// The ids the tags of some HTML declare: `id`, `name` on an `a` element, and `…Id` props.
    static func ids(inHTML html: String) -> [String] {
        var ids: [String] = []
        var rest = Substring(html)
        while let open = rest.firstIndex(of: "<") {
            rest = rest[rest.index(after: open)...]
            let tag = rest.prefix { $0 != ">" }
            let element = tag.prefix { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "." }
            for (name, value) in attributes(of: tag.dropFirst(element.count)) where !value.isEmpty {
                if name == "id" || (name == "name" && element.lowercased() == "a") || (name.hasSuffix("Id") && name.first?.isLowercase == true) {
                    ids.append(value)
                }
            }
            rest = rest.dropFirst(tag.count)
        }
        return ids
    }

    /// The quoted attributes of a tag's text after its name: `a="x" b='y'`.
    static func attributes(of text: Substring) -> [(name: String, value: String)] {
        var found: [(String, String)] = []
        var rest = text
        while let equals = rest.firstIndex(of: "=") {
            let name = rest[..<equals].reversed().drop { $0 == " " }.prefix { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == ":" }
            var after = rest[rest.index(after: equals)...].drop { $0 == " " }
            guard let quote = after.first, quote == "\"" || quote == "'" else {
                rest = after
                continue
            }
            after = after.dropFirst()
            guard let close = after.firstIndex(of: quote) else { break }
            found.append((String(name.reversed()), String(after[..<close])))
            rest = after[after.index(after: close)...]
        }
        return found
    }
}
