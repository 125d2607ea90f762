import Testing
import TriglotModel
@testable import TriglotSite

/// The render's per-folder caches keep the folders asked for most recently: a value is made
/// once while it is kept, the oldest goes first, and one asked for again is made again.
@Suite struct RecentFoldersTests {
    @Test(arguments: [1, 2, 5])
    func theOldestFolderGoesFirst(capacity: Int) {
        let cache = RecentFolders<String, Int>(capacity: capacity)
        var made: [String] = []
        func ask(_ folder: String) -> Int {
            cache.value(folder) {
                made.append(folder)
                return folder.count
            }
        }
        let folders = (0..<8).map { "folder\($0)/" }
        for folder in folders {
            #expect(ask(folder) == folder.count)
            #expect(ask(folder) == folder.count, "kept while it is among the newest")
        }
        #expect(made == folders)
        #expect(cache.count == capacity)
        // The newest are kept; the first folder was dropped and is made again.
        _ = ask(folders.last ?? "")
        _ = ask(folders[0])
        #expect(made == folders + [folders[0]])
        cache.removeAll()
        #expect(cache.count == 0)
    }

    /// The sidebars the render keeps stay far below a large site's folders, and every page of
    /// a folder gets the same sidebar however many other folders came between.
    @Test func aSidebarDroppedIsBuiltAgainTheSame() {
        let cache = SidebarCache()
        var built = 0
        func sidebar(_ folder: String) -> Sidebar {
            cache.sidebar(language: .english, expansion: Sidebar.Expansion(folder: folder, childFolder: nil)) {
                built += 1
                return Sidebar(bytes: Array(folder.utf8), currentMarks: [:])
            }
        }
        let first = sidebar("a/")
        for index in 0..<(RecentFolders<String, Int>.defaultCapacity + 1) { _ = sidebar("other\(index)/") }
        #expect(sidebar("a/").bytes == first.bytes)
        #expect(built == RecentFolders<String, Int>.defaultCapacity + 3)
    }
}
