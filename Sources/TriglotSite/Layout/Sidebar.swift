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
        /// Which stretch of `folder`'s entries is shown, when it has more than a sidebar lists.
        var stretch = 0
    }

    /// A link past the stretch of a long folder a sidebar shows: to the entries before it, or after.
    enum More: Equatable, Sendable {
        case earlier(Int)
        case later(Int)
    }

    /// The HTML, as UTF-8.
    let bytes: [UInt8]
    /// For each page listed, the offset just after its link's `href` attribute.
    let currentMarks: [String: Int]

    /// The sidebar with `page` marked as the one being read (unchanged when it is not listed).
    func bytes(current page: String) -> [UInt8] {
        Array(parts(current: page).joined())
    }

    /// `bytes(current:)` as the pieces it is joined from, each sharing the storage of the
    /// folder's sidebar or of the mark: a page shows them without copying the sidebar first.
    func parts(current page: String) -> [ArraySlice<UInt8>] {
        guard let offset = currentMarks[page] else { return [bytes[...]] }
        return [bytes[..<offset], Self.currentMark[...], bytes[offset...]]
    }

    private static let currentMark = Array(" aria-current=\"page\"".utf8)

    /// `bytes(current:)` as text.
    func html(current page: String) -> String {
        String(decoding: bytes(current: page), as: UTF8.self)
    }
}

/// Sidebars shared by the pages of a render, built on first use from any rendering thread, kept
/// for the folders rendered most recently (`RecentFolders`).
final class SidebarCache: Sendable {
    private struct Key: Hashable {
        var language: Language
        var expansion: Sidebar.Expansion
    }

    /// One sidebar's place: the first page to ask builds it while holding the place's own lock,
    /// so a page of the same folder on another core waits for it instead of building it again
    /// (every core starts a language on pages of its first folder), and other folders' pages
    /// are not held up.
    private final class Slot: Sendable {
        let sidebar = Mutex<Sidebar?>(nil)
    }

    private let slots = RecentFolders<Key, Slot>()

    /// Forgets every sidebar built so far.
    func removeAll() {
        slots.removeAll()
    }

    func sidebar(language: Language, expansion: Sidebar.Expansion, build: () -> Sidebar) -> Sidebar {
        let slot = slots.value(Key(language: language, expansion: expansion)) { Slot() }
        return slot.sidebar.withLock { sidebar in
            if let sidebar { return sidebar }
            let built = build()
            sidebar = built
            return built
        }
    }
}
