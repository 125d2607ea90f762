import Synchronization
import TriglotModel

/// The URLs a render's page links and symbol code spans become, shared by the pages of a folder.
///
/// Neighbouring pages link to the same pages, and a link's URL depends only on where the linking
/// page sits (its folder in the content, its folder in the site, its language), never on the
/// page itself; so a build works out each distinct link once per folder instead of once per page.
final class PageLinkCache: Sendable {
    private struct FolderKey: Hashable {
        var language: Language
        var contentFolder: Substring
        var siteFolder: Substring
    }

    /// Kept for the folders rendered most recently (`RecentFolders`).
    private let folders = RecentFolders<FolderKey, FolderLinks>()

    /// Forgets every folder's links worked out so far.
    func removeAll() {
        folders.removeAll()
    }

    /// The links of pages at `path` in the content (`uikit/a.md`) shown at `sitePath` in the site
    /// (`zh-hans/uikit/a.html`) in `language`.
    func links(language: Language, path: String, sitePath: String) -> FolderLinks {
        folders.value(FolderKey(language: language, contentFolder: Self.folder(of: path), siteFolder: Self.folder(of: sitePath))) {
            FolderLinks()
        }
    }

    /// A path as written up to its last non-empty part (`uikit/a.md` → `uikit/`). Link
    /// resolution reads only the non-empty parts before that one, so paths that agree on this
    /// prefix agree on every link; paths spelt differently (`a//b/`) just share nothing.
    static func folder(of path: String) -> Substring {
        let slash = UInt8(ascii: "/")
        let utf8 = path.utf8
        guard let last = utf8.lastIndex(where: { $0 != slash }) else { return path[...] }
        guard let before = utf8[..<last].lastIndex(of: slash) else { return "" }
        // `/` is ASCII, so the index after it starts a character.
        return path[..<utf8.index(after: before)]
    }
}

/// The links already worked out for the pages of one folder.
final class FolderLinks: Sendable {
    /// Where a symbol's page is, and the URL to it from this folder.
    struct SymbolLink: Sendable {
        var path: String
        var url: String
    }

    /// Room for the links of a folder of pages from the start: grown from empty, the tables
    /// hashed every link again at each of their first half-dozen doublings.
    private let pageLinks = Mutex<[String: String?]>(Dictionary(minimumCapacity: 128))
    private let symbolLinks = Mutex<[String: SymbolLink?]>(Dictionary(minimumCapacity: 128))

    /// The URL a Markdown link target becomes, `resolve` asked only the first time.
    func pageLink(_ target: String, resolve: () -> String?) -> String? {
        if let known = pageLinks.withLock({ $0[target] }) { return known }
        // Worked out outside the lock; two threads may both work out a link, and agree.
        let url = resolve()
        pageLinks.withLock { $0[target] = .some(url) }
        return url
    }

    /// The page and URL a code span links to, `resolve` asked only the first time.
    func symbolLink(_ code: String, resolve: () -> SymbolLink?) -> SymbolLink? {
        if let known = symbolLinks.withLock({ $0[code] }) { return known }
        let link = resolve()
        symbolLinks.withLock { $0[code] = .some(link) }
        return link
    }
}
