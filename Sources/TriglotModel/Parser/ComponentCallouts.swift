import TriglotLowLevel

/// Callouts written as components. Starlight's and Docusaurus's take their kind as a prop
/// (`<Aside type="tip">`, `<Admonition type="note">`); others are named for it, as Mintlify's
/// (`<Note>`, `<Tip>`, `<Warning>`) and React's docs (`<Note>`, `<Pitfall>`) write them. Each
/// becomes a container fence (`::: tip`), read as the callout it is.
///
/// React's docs write these components in `.md` pages too (their site reads them as MDX):
/// there, a line that is only a named callout's tag (`rewritingTags`) is such a fence as well.
/// A Markdown page that means HTML has no `<Pitfall>` element to mean.
enum ComponentCallouts {
    /// Components whose kind is a prop.
    static let byProp: Set<String> = ["Aside", "Admonition", "Callout"]
    /// Components named for their kind.
    static let byName: [String: String] = [
        "Note": "note", "Info": "note", "Tip": "tip", "Important": "important", "Warning": "warning", "Caution": "warning",
        "Pitfall": "warning", "Danger": "danger", "Deprecated": "deprecated",
    ]

    static func isCallout(_ name: String) -> Bool {
        byProp.contains(name) || byName[name] != nil
    }

    /// The container fence for a line that is only a callout's opening or closing tag.
    static func fence(_ line: String) -> String? {
        guard line.hasPrefix("<"), line.hasSuffix(">"), !line.hasSuffix("/>") else { return nil }
        if line.hasPrefix("</") {
            let name = String(line.dropFirst(2).dropLast()).trimmingWhitespace()
            return isCallout(name) ? ":::" : nil
        }
        let inside = line.dropFirst().dropLast()
        let name = String(inside.prefix { $0.isLetter })
        let attributes = inside.dropFirst(name.count)
        guard attributes.isEmpty || attributes.first == " " else { return nil }
        var kind: String
        if let named = byName[name] {
            kind = named
        } else if byProp.contains(name) {
            kind = attribute("type", in: attributes) ?? "note"
            if kind == "caution" { kind = "warning" }
        } else {
            return nil
        }
        guard kind.allSatisfy({ $0.isLetter }) else { return nil }
        let title = attribute("title", in: attributes).map { " " + $0 } ?? ""
        return "::: " + kind + title
    }

    /// A Markdown page's lines that are only a named callout's tag (`<Pitfall>`, `</Note>`),
    /// outside code fences, as container fences at the same indentation. Lines stay where they are.
    static func rewritingTags(_ bytes: [UInt8]) -> [UInt8] {
        guard mayHoldClosingTag(bytes) else { return bytes }
        return MDXSource.rewritingLines(outsideCodeFencesOf: bytes) { line in
            let indent = line.prefix { $0 == 0x20 || $0 == 0x09 }
            guard line.dropFirst(indent.count).first == UInt8(ascii: "<"),
                  let text = String(validating: line.dropFirst(indent.count), as: UTF8.self)?.trimmingWhitespace(),
                  let name = MDXSource.componentTag(text)?.name, byName[name] != nil, let replacement = fence(text)
            else { return nil }
            return Array(indent) + Array(replacement.utf8)
        }
    }

    /// Whether the bytes hold `</` and a capital letter, as a closing component tag does.
    private static func mayHoldClosingTag(_ bytes: [UInt8]) -> Bool {
        var index = 0
        while let found = ByteScan.firstIndex(of: UInt8(ascii: "<"), in: bytes, from: index) {
            if found + 2 < bytes.count, bytes[found + 1] == UInt8(ascii: "/"), (0x41...0x5A).contains(bytes[found + 2]) { return true }
            index = found + 1
        }
        return false
    }

    /// The value of `name="…"` (or `'…'`) among a tag's attributes.
    private static func attribute(_ name: String, in attributes: Substring) -> String? {
        for quote in ["\"", "'"] {
            guard let start = attributes.range(of: " " + name + "=" + quote) else { continue }
            let value = attributes[start.upperBound...].prefix { String($0) != quote }
            return String(value)
        }
        return nil
    }
}
