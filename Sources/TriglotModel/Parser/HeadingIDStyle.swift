/// How a heading without `{#id}` gets its id: the way the site's own generator makes it, so the
/// links its pages already have (`#server-host`) reach their headings here too.
public enum HeadingIDStyle: String, Sendable, Equatable, CaseIterable {
    /// GitHub's, which Docusaurus, Hugo and Starlight follow: punctuation is dropped
    /// (`server.host` → `serverhost`), spaces become hyphens.
    case github
    /// VitePress's (markdown-it-anchor with mdit-vue's slugify): ASCII punctuation and spaces
    /// separate words (`server.host` → `server-host`), other characters stay, and a leading
    /// digit gets an underscore (`3 steps` → `_3-steps`).
    case vitepress
}

extension Slugger {
    /// The VitePress id of a title: compatibility-decomposed with accents and control characters
    /// removed, each run of separators one hyphen, none at either end, lowercased.
    static func vitePressSlug(_ title: String) -> String {
        var scalars = String.UnicodeScalarView()
        var count = 0
        var pendingHyphen = false
        for scalar in title.decomposedStringWithCompatibilityMapping.unicodeScalars {
            let value = scalar.value
            if value < 0x20 || (0x300...0x36F).contains(value) { continue }
            if isVitePressSeparator(scalar) {
                pendingHyphen = true
                continue
            }
            // Not VitePress's doing: format characters (bidi, zero-width) never belong in an id.
            if isInvisible(scalar) { continue }
            if pendingHyphen, !scalars.isEmpty {
                scalars.append("-")
                count += 1
            }
            pendingHyphen = false
            scalars.append(scalar)
            count += 1
            if count >= maximumLength { break }
        }
        var slug = String(scalars)
        if let first = slug.unicodeScalars.first, (0x30...0x39).contains(first.value) { slug = "_" + slug }
        slug = slug.lowercased()
        while slug.unicodeScalars.count > maximumLength || slug.hasSuffix("-") { slug.unicodeScalars.removeLast() }
        return slug.isEmpty ? "section" : slug
    }

    /// JavaScript's `\s` and the ASCII punctuation mdit-vue's slugify replaces, with the curly quotes.
    private static func isVitePressSeparator(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x80 {
            return scalar == " " || "\t\n\u{0B}\u{0C}\r~`!@#$%^&*()-_+=[]{}|\\;:\"'<>,.?/".unicodeScalars.contains(scalar)
        }
        return scalar.properties.isWhitespace || scalar.value == 0xFEFF || "“”‘’".unicodeScalars.contains(scalar)
    }
}

extension HeadingIDStyle {
    /// The id a title gets in this style, before the `-1` that tells equal ones apart.
    public func id(for title: String) -> String {
        switch self {
        case .github: Slugger.slugify(title)
        case .vitepress: Slugger.vitePressSlug(title)
        }
    }
}
