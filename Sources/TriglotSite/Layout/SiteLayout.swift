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

    /// `a/b.md` → `a/b.html`; other paths are kept.
    public static func htmlPath(of path: String) -> String {
        path.hasSuffix(".md") ? String(path.dropLast(3)) + ".html" : path
    }

    /// The folder part of a site path (`en/uikit/x.html` → `en/uikit`).
    static func folder(of sitePath: String) -> [Substring] {
        Array(sitePath.split(separator: "/").dropLast())
    }

    /// The relative URL from the page at `from` to the site path `to` (both from the site root).
    public static func relativeURL(from: String, to: String) -> String {
        let source = folder(of: from)
        let target = to.split(separator: "/", omittingEmptySubsequences: false)
        var common = 0
        while common < source.count, common < target.count - 1, source[common] == target[common] { common += 1 }
        let ups = Array(repeating: "..", count: source.count - common)
        let rest = target[common...].map(String.init)
        return (ups + rest).joined(separator: "/")
    }

    /// `../` repeated to reach the site root from a site path.
    public static func rootPrefix(from sitePath: String) -> String {
        String(repeating: "../", count: folder(of: sitePath).count)
    }

    /// Resolves a Markdown link target written in the page at `path` (`../x.md#id`) against the
    /// language folder; nil when it leaves the folder or is not a relative page link.
    static func resolve(_ target: String, from path: String) -> (path: String, fragment: String?)? {
        var reference = target
        var fragment: String?
        if let hash = reference.firstIndex(of: "#") {
            fragment = String(reference[reference.index(after: hash)...])
            reference = String(reference[..<hash])
        }
        guard !reference.isEmpty else { return nil }
        if reference.contains(":") || reference.hasPrefix("/") || reference.hasPrefix("?") { return nil }
        var parts = Array(path.split(separator: "/").dropLast().map(String.init))
        for part in reference.split(separator: "/", omittingEmptySubsequences: false) {
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
