import TriglotLowLevel
import TriglotModel

/// Where each page lands in the site, and how one page links to another.
///
/// Every link in the site is relative, so the site works from any folder, from a sub-path of a
/// server, and opened straight from disk.
public enum SiteLayout {
    /// `uikit/x.md` in `zh-Hans` → `zh-hans/uikit/x.html`.
    public static func outputPath(of path: String, in language: Language) -> String {
        let segment = language.urlSegment
        // Asked several times for every page (its own path, its versions, breadcrumbs,
        // canonical): an ASCII path, where each byte is a character, is cut on its bytes
        // rather than by characters.
        if let built = asciiOutputPath(of: path, segment: segment) { return built }
        return segment + "/" + htmlPath(of: path)
    }

    /// `outputPath` of a path whose bytes are all ASCII; nil for any other.
    private static func asciiOutputPath(of path: String, segment: String) -> String? {
        guard ByteScan.isASCII(path) else { return nil }
        // ASCII: every byte is a Character, so the suffix is three bytes.
        guard path.utf8.count >= 3, path.utf8.suffix(3).elementsEqual(".md".utf8) else { return segment + "/" + path }
        return segment + "/" + String(Substring(path.utf8.dropLast(3))) + ".html"
    }

    /// Where a language's search index script lives (`zh-hans/search-index.js`).
    public static func searchIndexPath(in language: Language) -> String {
        language.urlSegment + "/search-index.js"
    }

    /// Where part `part` of a language's search index in parts lives, beside the index
    /// (`zh-hans/search-index.<name>.3.js`; see `SearchIndex.Scripts`).
    static func searchIndexPartPath(in language: Language, name: String, part: Int) -> String {
        language.urlSegment + "/search-index.\(name).\(part).js"
    }

    /// Whether `path` is a part of the search index of `language`, from this build or another.
    static func isSearchIndexPart(_ path: String, in language: Language) -> Bool {
        path.hasPrefix(language.urlSegment + "/search-index.") && path.hasSuffix(".js") && path != searchIndexPath(in: language)
            && !path.dropFirst(language.urlSegment.count + 1).contains("/")
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
    /// Asked for every link of every page, so it works on the bytes: the folders the two paths
    /// share are skipped, one `../` climbs out of each folder of `from` left, and the rest of
    /// `to` follows as written.
    public static func relativeURL(from: String, to: String) -> String {
        var (from, to) = (from, to)
        return from.withUTF8 { source in
            to.withUTF8 { target in
                let slash = UInt8(ascii: "/")
                // The folders of `from` are its non-empty parts before its last non-empty part.
                var foldersEnd = source.count
                while foldersEnd > 0, source[foldersEnd - 1] == slash { foldersEnd -= 1 }
                while foldersEnd > 0, source[foldersEnd - 1] != slash { foldersEnd -= 1 }
                // Walk those folders beside the parts of `to` (empty ones too), in step while they
                // match, with no list of parts made: this runs for every link of every page.
                var folders = 0, common = 0, matching = true
                var position = 0, targetPart = 0
                while position < foldersEnd {
                    if source[position] == slash { position += 1; continue }
                    let folderStart = position
                    while position < foldersEnd, source[position] != slash { position += 1 }
                    folders += 1
                    guard matching else { continue }
                    // The part of `to` at `targetPart`, unless it is the last part (the file).
                    var partEnd = targetPart
                    while partEnd < target.count, target[partEnd] != slash { partEnd += 1 }
                    if partEnd < target.count,
                       source[folderStart..<position].elementsEqual(target[targetPart..<partEnd]) {
                        common += 1
                        targetPart = partEnd + 1
                    } else {
                        matching = false
                    }
                }
                let climbs = folders - common
                let rest = target.count - targetPart
                return String(unsafeUninitializedCapacity: 3 * climbs + rest) { url in
                    var written = 0
                    for _ in 0..<climbs {
                        url[written] = UInt8(ascii: "."); url[written + 1] = UInt8(ascii: "."); url[written + 2] = slash
                        written += 3
                    }
                    for index in targetPart..<target.count {
                        url[written] = target[index]
                        written += 1
                    }
                    return written
                }
            }
        }
    }

    /// The URL a Markdown link to another page becomes: `target` as written in the page at
    /// `path` (`../x.md#id`), resolved, and made relative to the page's own site path in
    /// `language`; nil when it is not a link to a page in the language folder. It is asked for
    /// every link of every page, so for ASCII paths it is worked out on the bytes in one pass;
    /// `plainPageLinkURL` is the definition, and the answer for everything else.
    static func pageLinkURL(_ target: String, writtenIn path: String, sitePath: String, language: Language) -> String? {
        var (target, path, sitePath, segment) = (target, path, sitePath, language.urlSegment)
        let fast = target.withUTF8 { target in
            path.withUTF8 { path in
                sitePath.withUTF8 { sitePath in
                    segment.withUTF8 { segment in
                        PageLinkBytes.url(target: target, path: path, sitePath: sitePath, segment: segment)
                    }
                }
            }
        }
        switch fast {
        case .url(let bytes): return String(decoding: bytes, as: UTF8.self)
        case .notAPageLink: return nil
        case .notASCII: return plainPageLinkURL(target, writtenIn: path, sitePath: sitePath, language: language)
        }
    }

    /// `pageLinkURL` by its definition.
    static func plainPageLinkURL(_ target: String, writtenIn path: String, sitePath: String, language: Language) -> String? {
        guard let (resolved, fragment) = resolve(target, from: path), resolved.hasSuffix(".md") else { return nil }
        let url = relativeURL(from: sitePath, to: outputPath(of: resolved, in: language))
        return fragment.map { url + "#" + $0 } ?? url
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
        // Each part is a byte range of the page's path or of the reference, joined once at the end.
        var (page, written) = (path, String(reference))
        let resolved = page.withUTF8 { pageBytes in
            written.withUTF8 { referenceBytes -> [UInt8]? in
                var parts = PathComponents.ranges(pageBytes, keepingEmpty: false).dropLast().map { (inReference: false, range: $0) }
                for range in PathComponents.ranges(referenceBytes, keepingEmpty: true) {
                    let part = referenceBytes[range]
                    if part.isEmpty || part.elementsEqual(".".utf8) { continue }
                    if part.elementsEqual("..".utf8) {
                        guard !parts.isEmpty else { return nil }
                        parts.removeLast()
                    } else {
                        parts.append((inReference: true, range: range))
                    }
                }
                var joined: [UInt8] = []
                for (index, part) in parts.enumerated() {
                    if index > 0 { joined.append(UInt8(ascii: "/")) }
                    joined += (part.inReference ? referenceBytes : pageBytes)[part.range]
                }
                return joined
            }
        }
        return resolved.map { (String(decoding: $0, as: UTF8.self), fragment) }
    }
}

/// `/`-separated parts of a path, found on UTF-8 bytes: `/` is ASCII, so it never falls inside a
/// character, and String's own `split` pays for grapheme breaking on every character.
enum PathComponents {
    /// The byte ranges of the parts of a UTF-8 path (`split` on bytes already in hand).
    static func ranges<Bytes: RandomAccessCollection<UInt8>>(_ path: Bytes, keepingEmpty: Bool) -> [Range<Int>] where Bytes.Index == Int {
        var parts: [Range<Int>] = []
        parts.reserveCapacity(8)
        var start = 0
        for index in path.indices where path[index] == UInt8(ascii: "/") {
            if keepingEmpty || start != index { parts.append(start..<index) }
            start = index + 1
        }
        if keepingEmpty || start != path.count { parts.append(start..<path.count) }
        return parts
    }

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
