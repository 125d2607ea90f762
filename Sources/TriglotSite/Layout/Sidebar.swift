import Synchronization
import TriglotModel

/// A language's page tree as the sidebar of the pages in one folder, with the place in it where
/// each listed page gets `aria-current`. Rendering it once per folder instead of once per page
/// matters: a folder of a thousand pages would otherwise build a million links.
struct Sidebar: Sendable {
    /// The folders a sidebar opens (see `NavigationTree.expansion(for:)`).
    struct Expansion: Hashable, Sendable {
        var folder: String
        var childFolder: String?
    }

    /// The HTML, as UTF-8.
    let bytes: [UInt8]
    /// For each page listed, the offset just after its link's `href` attribute.
    let currentMarks: [String: Int]

    /// The sidebar with `page` marked as the one being read (unchanged when it is not listed).
    func bytes(current page: String) -> [UInt8] {
        guard let offset = currentMarks[page] else { return bytes }
        let mark = " aria-current=\"page\"".utf8
        var marked: [UInt8] = []
        marked.reserveCapacity(bytes.count + mark.count)
        marked += bytes[..<offset]
        marked += mark
        marked += bytes[offset...]
        return marked
    }

    /// `bytes(current:)` as text.
    func html(current page: String) -> String {
        String(decoding: bytes(current: page), as: UTF8.self)
    }
}

/// Sidebars shared by the pages of a render, built on first use from any rendering thread.
final class SidebarCache: Sendable {
    private struct Key: Hashable {
        var language: Language
        var expansion: Sidebar.Expansion
    }

    private let sidebars = Mutex<[Key: Sidebar]>([:])

    func sidebar(language: Language, expansion: Sidebar.Expansion, build: () -> Sidebar) -> Sidebar {
        let key = Key(language: language, expansion: expansion)
        if let cached = sidebars.withLock({ $0[key] }) { return cached }
        // Built outside the lock; two threads may both build the same sidebar, and they build the same bytes.
        let sidebar = build()
        sidebars.withLock { $0[key] = sidebar }
        return sidebar
    }
}
