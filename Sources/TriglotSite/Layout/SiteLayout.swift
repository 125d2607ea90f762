import TriglotModel

/// Where each page lands in the site, and how one page links to another.
///
/// Every link in the site is relative, so the site works from any folder, from a sub-path of a
/// server, and opened straight from disk.
public enum SiteLayout {
    /// `uikit/x.md` in `zh-Hans` → `zh-hans/uikit/x.html`.
    public static func outputPath(of path: String, in language: Language) -> String {
        language.urlSegment + "/" + htmlPath(of: path)
    }

    /// Where a language's search index script lives (`zh-hans/search-index.js`).
    public static func searchIndexPath(in language: Language) -> String {
        language.urlSegment + "/search-index.js"
    }

    /// `a/b.md` → `a/b.html`; other paths are kept.
    public static func htmlPath(of path: String) -> String {
        path.hasSuffix(".md") ? String(path.dropLast(3)) + ".html" : path
    }

    /// The folder part of a site path (`en/uikit/x.html` → `en/uikit`).
    static func folder(of sitePath: String) -> [Substring] {
        Array(PathComponents.split(sitePath, keepingEmpty: false).dropLast())
    }

    /// The relative URL from the page at `from` to the site path `to` (both from the site root).
    public static func relativeURL(from: String, to: String) -> String {
        let source = folder(of: from)
        let target = PathComponents.split(to, keepingEmpty: true)
        var common = 0
        while common < source.count, common < target.count - 1, source[common].utf8.elementsEqual(target[common].utf8) { common += 1 }
        var url = ""
        url.reserveCapacity(to.utf8.count + 3 * (source.count - common))
        for _ in common..<source.count { url += "../" }
        for (offset, part) in target[common...].enumerated() {
            if offset > 0 { url += "/" }
            url += part
        }
        return url
    }

    /// `../` repeated to reach the site root from a site path.
    public static func rootPrefix(from sitePath: String) -> String {
        String(repeating: "../", count: folder(of: sitePath).count)
    }

    /// Resolves a Markdown link target written in the page at `path` (`../x.md#id`) against the
    /// language folder; nil when it leaves the folder or is not a relative page link.
    static func resolve(_ target: String, from path: String) -> (path: String, fragment: String?)? {
        var reference = Substring(target)
        var fragment: String?
        if let hash = reference.utf8.firstIndex(of: UInt8(ascii: "#")) {
            fragment = String(reference[reference.utf8.index(after: hash)...])
            reference = reference[..<hash]
        }
        guard let first = reference.utf8.first else { return nil }
        if reference.utf8.contains(UInt8(ascii: ":")) || first == UInt8(ascii: "/") || first == UInt8(ascii: "?") { return nil }
        var parts = PathComponents.split(path, keepingEmpty: false).dropLast().map(String.init)
        for part in PathComponents.split(String(reference), keepingEmpty: true) {
            switch part {
            case ".", "": continue
            case "..":
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            default: parts.append(String(part))
            }
        }
        return (parts.joined(separator: "/"), fragment)
    }
}

/// `/`-separated parts of a path, found on UTF-8 bytes: `/` is ASCII, so it never falls inside a
/// character, and String's own `split` pays for grapheme breaking on every character.
enum PathComponents {
    static func split(_ path: String, keepingEmpty: Bool) -> [Substring] {
        var parts: [Substring] = []
        let utf8 = path.utf8
        var start = utf8.startIndex
        var index = start
        while index != utf8.endIndex {
            if utf8[index] == UInt8(ascii: "/") {
                if keepingEmpty || start != index { parts.append(path[start..<index]) }
                start = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        if keepingEmpty || start != index { parts.append(path[start..<index]) }
        return parts
    }
}
