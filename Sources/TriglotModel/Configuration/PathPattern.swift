/// A pattern of files the site leaves out (`exclude:` in site.yml), matched against a file's
/// path relative to the content folder the way `.gitignore` patterns are:
///
/// - `*` is any run of characters within a name, `?` any one character;
/// - a pattern with no `/` in it names a file or a folder anywhere (`_*` leaves out
///   `_fragments/cta.mdx` and `guide/_partial.md`, as Docusaurus and Astro do);
/// - a pattern with a `/` is a path from the content folder (`drafts/*.md`, `/notes`), in
///   which `**` stands for any number of folders (`**/drafts`);
/// - a folder left out takes everything below it; a pattern ending in `/` names folders only.
public struct PathPattern: Sendable, Equatable {
    /// The pattern as written.
    public let text: String
    private let names: [Substring]
    /// Whether the pattern is a path from the content folder, not a name found anywhere.
    private let anchored: Bool
    private let foldersOnly: Bool

    /// Nil for a pattern that names nothing: empty, `/`, or with an empty name (`a//b`).
    public init?(_ text: String) {
        var body = Substring(text)
        foldersOnly = body.hasSuffix("/")
        if foldersOnly { body = body.dropLast() }
        anchored = body.contains("/")
        if body.hasPrefix("/") { body = body.dropFirst() }
        let names = body.split(separator: "/", omittingEmptySubsequences: false)
        guard !body.isEmpty, !names.contains(where: \.isEmpty) else { return nil }
        self.text = text
        self.names = names
    }

    /// Whether `path` (relative to the content folder, `/`-separated) is left out: the pattern
    /// names the file or one of the folders it is in.
    public func matches(_ path: String) -> Bool {
        let parts = path.split(separator: "/")
        // The last part is the file; a folders-only pattern must stop short of it.
        let folders = foldersOnly ? parts.dropLast() : parts[...]
        guard anchored else { return folders.contains { Self.name($0, matches: names[0]) } }
        return Self.leadingPart(of: folders, matches: names[...])
    }

    /// Whether `pattern` matches `parts` or a leading run of them (a folder holding the rest).
    private static func leadingPart(of parts: ArraySlice<Substring>, matches pattern: ArraySlice<Substring>) -> Bool {
        guard let first = pattern.first else { return true }
        if first == "**" {
            // Any number of folders, none included.
            return (0...parts.count).contains { leadingPart(of: parts.dropFirst($0), matches: pattern.dropFirst()) }
        }
        guard let part = parts.first, name(part, matches: first) else { return false }
        return leadingPart(of: parts.dropFirst(), matches: pattern.dropFirst())
    }

    /// Whether one name matches one name's pattern, `*` and `?` as wildcards.
    static func name(_ name: Substring, matches pattern: Substring) -> Bool {
        let name = Array(name), pattern = Array(pattern)
        var (n, p) = (0, 0)
        // Where the last `*` was, and how far into the name it has reached: on a mismatch the
        // star takes one more character and matching goes on from there.
        var star: (pattern: Int, name: Int)?
        while n < name.count {
            if p < pattern.count, pattern[p] == "*" {
                star = (p, n)
                p += 1
            } else if p < pattern.count, pattern[p] == "?" || pattern[p] == name[n] {
                (n, p) = (n + 1, p + 1)
            } else if let last = star {
                star = (last.pattern, last.name + 1)
                (n, p) = (last.name + 1, last.pattern + 1)
            } else {
                return false
            }
        }
        return pattern[p...].allSatisfy { $0 == "*" }
    }
}

extension SiteConfiguration {
    /// Whether a file (relative to the content folder) is left out of the site by `exclude:`.
    public func excludes(_ file: String) -> Bool {
        exclude.contains { $0.matches(file) }
    }
}
