import Foundation
import Testing
import TriglotModel
@testable import TriglotSite

/// A folder with more entries than `pagination.sidebarSize` is shown a stretch at a time: each
/// page's sidebar lists the stretch holding the way down to it, with links to the pages whose
/// sidebars show the stretches before and after, so that no page carries the whole folder.
@Suite("Sidebar stretches")
struct SidebarStretchTests {
    /// `long/` holds `count` pages, `wide/` holds `count` folders of one page each, and
    /// `short/` exactly `size` pages; sidebars list at most `size` entries of a folder.
    static func tree(count: Int, size: Int) -> NavigationTree {
        var files: [String: String] = ["en/top.md": "# Top\n\nAt the top.\n"]
        for number in 0..<count {
            let name = String(format: "p%03d", number)
            files["en/long/\(name).md"] = "# \(name)\n\nA page.\n"
            files["en/wide/f\(name)/leaf.md"] = "# Leaf \(name)\n\nA leaf.\n"
        }
        for number in 0..<size { files["en/short/s\(number).md"] = "# s\(number)\n\nShort.\n" }
        var content = MemoryContent.make(files)
        content.configuration.sidebarSize = size
        return NavigationTree(content: content, language: Language("en"))
    }

    static func sidebar(_ tree: NavigationTree, for path: String) -> String {
        tree.sidebarHTML(for: path, linkTo: { "/" + $0 }, linkToFolder: { "/folder/" + $0 }, more: NavigationTreeTests.moreLabel)
    }

    /// The `href`s of the pages listed (not the links past the stretch, nor folders).
    static func pageLinks(_ html: String, under prefix: String) -> [String] {
        html.components(separatedBy: "<li><a href=\"/" + prefix).dropFirst().compactMap { $0.split(separator: "\"").first.map { prefix + $0 } }
    }

    /// The target and text of each link past a stretch.
    static func moreLinks(_ html: String) -> [(href: String, text: String)] {
        html.components(separatedBy: "<li class=\"sidebar-more\"><a href=\"").dropFirst().map { rest in
            let href = String(rest.prefix { $0 != "\"" })
            let text = rest.drop { $0 != ">" }.dropFirst().prefix { $0 != "<" }
            return (href, String(text))
        }
    }

    @Test(arguments: [(25, 10), (30, 10), (11, 10), (7, 3), (200, 200), (201, 200)])
    func everyPageSeesItsOwnStretchAndTheLinksPastIt(count: Int, size: Int) {
        let tree = Self.tree(count: count, size: size)
        let pages = (0..<count).map { String(format: "long/p%03d.md", $0) }
        var seen = Set<String>()
        for (place, page) in pages.enumerated() {
            let html = Self.sidebar(tree, for: page)
            let stretch = place / size * size
            let listed = Self.pageLinks(html, under: "long/")
            #expect(listed == Array(pages[stretch..<min(count, stretch + size)]), "\(page)")
            #expect(html.components(separatedBy: "aria-current=\"page\"").count == 2)
            seen.formUnion(listed)
            var expected: [(String, String)] = []
            if stretch > 0 { expected.append(("/" + pages[stretch - 1], "earlier \(stretch)")) }
            if stretch + size < count { expected.append(("/" + pages[stretch + size], "later \(count - stretch - size)")) }
            let more = Self.moreLinks(html)
            #expect(more.map(\.href) == expected.map(\.0) && more.map(\.text) == expected.map(\.1), "\(page): \(more)")
        }
        #expect(seen == Set(pages))
    }

    /// The link to the stretch before comes first in the folder's list, the one after last.
    @Test func theLinksPastTheStretchFrameIt() throws {
        let html = Self.sidebar(Self.tree(count: 25, size: 10), for: "long/p012.md")
        let earlier = try #require(html.range(of: "earlier 10"))
        let first = try #require(html.range(of: "href=\"/long/p010.md\""))
        let last = try #require(html.range(of: "href=\"/long/p019.md\""))
        let later = try #require(html.range(of: "later 5"))
        #expect(earlier.lowerBound < first.lowerBound && last.lowerBound < later.lowerBound)
    }

    /// A folder of folders shows, to a page deep inside one of them, the stretch holding that
    /// folder; a stretch of folders without pages sends its links to the folder's list.
    @Test func anOpenFolderAboveThePageShowsTheStretchOnTheWayDown() {
        let tree = Self.tree(count: 25, size: 10)
        let html = Self.sidebar(tree, for: "wide/fp017/leaf.md")
        #expect(html.contains("href=\"/folder/wide/fp017\""))
        #expect(html.contains("href=\"/folder/wide/fp010\"") && html.contains("href=\"/folder/wide/fp019\""))
        #expect(!html.contains("href=\"/folder/wide/fp009\"") && !html.contains("href=\"/folder/wide/fp020\""))
        #expect(Self.moreLinks(html).map(\.href) == ["/folder/wide", "/folder/wide"])
        #expect(html.contains("href=\"/wide/fp017/leaf.md\" aria-current=\"page\""))
    }

    /// Pages of one stretch share a sidebar; pages of two stretches of a folder do not.
    @Test func aStretchIsPartOfWhatASidebarIsSharedBy() {
        let tree = Self.tree(count: 25, size: 10)
        #expect(tree.expansion(for: "long/p003.md") == tree.expansion(for: "long/p009.md"))
        #expect(tree.expansion(for: "long/p009.md") != tree.expansion(for: "long/p010.md"))
        #expect(tree.expansion(for: "long/p024.md").stretch == 2)
        #expect(tree.expansion(for: "short/s3.md").stretch == 0)
        let shared = tree.sidebar(expandingTo: "long/p011.md", linkTo: { "/" + $0 }, linkToFolder: { "/folder/" + $0 },
                                  more: NavigationTreeTests.moreLabel)
        #expect(shared.html(current: "long/p018.md") == Self.sidebar(tree, for: "long/p018.md"))
    }

    /// A folder of exactly the size is listed whole, and a page at the top sees every top-level entry.
    @Test func aFolderThatFitsIsListedWhole() {
        let tree = Self.tree(count: 25, size: 10)
        let html = Self.sidebar(tree, for: "short/s4.md")
        #expect(Self.pageLinks(html, under: "short/").count == 10)
        #expect(Self.moreLinks(html).isEmpty)
        let top = Self.sidebar(tree, for: "top.md")
        for folder in ["long", "short", "wide"] { #expect(top.contains("href=\"/folder/\(folder)\"")) }
    }
}
