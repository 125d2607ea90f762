/// Callouts written as components. Starlight's and Docusaurus's take their kind as a prop
/// (`<Aside type="tip">`, `<Admonition type="note">`); others are named for it, as Mintlify's
/// (`<Note>`, `<Tip>`, `<Warning>`) and React's docs (`<Note>`, `<Pitfall>`) write them. In an
/// MDX page each becomes a container fence (`::: tip`), read as the callout it is.
///
/// Not in a Markdown page: React's `.md` pages hold them too, but give headings inside them
/// (`##### Calling … {/*pitfall-…*/}`) ids that links lead to, and a heading inside a
/// container is no section, with no id.
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
