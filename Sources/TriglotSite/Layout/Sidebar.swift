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

    let html: String
    /// For each page listed, the UTF-8 offset just after its link's `href` attribute.
    let currentMarks: [String: Int]

    /// The sidebar with `page` marked as the one being read (unchanged when it is not listed).
    func html(current page: String) -> String {
        guard let offset = currentMarks[page] else { return html }
        let bytes = html.utf8
        let split = bytes.index(bytes.startIndex, offsetBy: offset)
        return String(html[..<split]) + " aria-current=\"page\"" + String(html[split...])
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
