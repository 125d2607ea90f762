import Testing
import TriglotModel
@testable import TriglotSite

/// The sidebar and breadcrumbs: titles in the reader's language, English titles for missing
/// translations, and only the folders on the way to the page opened.
@Suite("Navigation")
struct NavigationTreeTests {
    static let content = MemoryContent.make([
        "en/kit.md": "# Kit\n\nThe kit.\n",
        "en/kit/delegate.md": "# Delegate\n\nThe delegate.\n",
        "en/kit/delegate/did-launch.md": "# didLaunch\n\nLaunched.\n",
        "en/kit/delegate/will-launch.md": "# willLaunch\n\nLaunching.\n",
        "en/kit/app/state.md": "# State\n\nThe state.\n",
        "en/notes/other-folder/far-away.md": "# Far Away\n\nFar.\n",
        "en/zebra.md": "# Zebra\n\nLast.\n",
        "zh-Hans/kit.md": "# 套件\n\n套件。\n",
        "zh-Hans/kit/delegate.md": "# 代理\n\n代理。\n",
    ])

    static func tree(_ language: String = "en") throws -> NavigationTree {
        NavigationTree(content: content, language: Language(language))
    }

    @Test func theTrailRunsFromTheTopToThePage() throws {
        let trail = try Self.tree().trail(to: "kit/delegate/did-launch.md")
        #expect(trail.map { $0.title } == ["Kit", "Delegate", "didLaunch"])
        #expect(trail.map { $0.path } == ["kit.md", "kit/delegate.md", "kit/delegate/did-launch.md"])
        // A folder without a page of its own is named from its folder name and links nowhere.
        let far = try Self.tree().trail(to: "notes/other-folder/far-away.md")
        #expect(far.map { $0.title } == ["notes", "other folder", "Far Away"])
        #expect(far.map { $0.path } == [nil, nil, "notes/other-folder/far-away.md"])
    }

    /// The folders above a path are those splitting it into characters names, whether the
    /// path takes the byte shortcut or not.
    @Test(arguments: [
        "", "a.md", "a/b.md", "kit/delegate/did-launch.md", "/a/b.md", "a//b.md", "a/b/", "a/b//",
        "文档/应用/启动.md", "a/\u{301}b/c.md", "\u{600}/a/b.md", "a\r/b.md", "a/\r\n/b.md", "//", "/",
    ])
    func foldersAboveAPathAreTheLeadingPartsOfItsCharacters(path: String) {
        let parts = path.split(separator: "/").dropLast()
        #expect(NavigationTree.folders(above: path) == parts.indices.map { parts[...$0].joined(separator: "/") })
    }

    @Test func theTrailUsesTheReadersLanguageAndEnglishWhereMissing() throws {
        let trail = try Self.tree("zh-Hans").trail(to: "kit/delegate/did-launch.md")
        #expect(trail.map { $0.title } == ["套件", "代理", "didLaunch"])
    }

    /// The text of a link past a long folder's stretch: `earlier 3`, `later 12`.
    static func moreLabel(_ more: Sidebar.More) -> String {
        switch more {
        case .earlier(let count): "earlier \(count)"
        case .later(let count): "later \(count)"
        }
    }

    static func sidebar(_ tree: NavigationTree, for path: String) -> String {
        tree.sidebarHTML(for: path, linkTo: { "/" + $0 }, linkToFolder: { "/folder/" + $0 }, more: moreLabel)
    }

    @Test func onlyThePathToThePageIsExpanded() throws {
        let html = Self.sidebar(try Self.tree(), for: "kit/delegate/did-launch.md")
        // The way down, and the page's siblings.
        for link in ["/kit.md", "/kit/delegate.md", "/kit/delegate/did-launch.md", "/kit/delegate/will-launch.md", "/folder/kit/app"] {
            #expect(html.contains("href=\"\(link)\""), "missing \(link)")
        }
        // Folders off the way stay closed, and other top-level entries are left to the home page.
        #expect(!html.contains("/kit/app/state.md"))
        #expect(!html.contains("far-away"))
        #expect(!html.contains("/folder/notes"))
        #expect(!html.contains("/zebra.md"))
        // The page is marked current, and only it.
        #expect(html.components(separatedBy: "aria-current=\"page\"").count == 2)
        #expect(html.contains("<a href=\"/kit/delegate/did-launch.md\" aria-current=\"page\">did<wbr>Launch</a>"))
        // The lists nest properly.
        #expect(html.components(separatedBy: "<ul>").count == html.components(separatedBy: "</ul>").count)
        #expect(html.components(separatedBy: "<li>").count == html.components(separatedBy: "</li>").count)
    }

    @Test func anotherPageOpensAnotherPath() throws {
        let html = Self.sidebar(try Self.tree(), for: "notes/other-folder/far-away.md")
        #expect(html.contains("/notes/other-folder/far-away.md"))
        #expect(html.contains("href=\"/folder/notes\""))
        #expect(!html.contains("/kit/delegate.md\""))
        #expect(!html.contains("/kit.md"))
    }

    /// A page of a module sees its module, however many modules the site has; a page at the top
    /// (or one standing for a top-level folder) sees the top level.
    @Test(arguments: [
        ("kit/app/state.md", ["/kit.md"], ["/zebra.md", "/folder/notes"]),
        ("kit.md", ["/kit.md", "/kit/delegate.md"], ["/zebra.md", "/folder/notes"]),
        ("zebra.md", ["/kit.md", "/zebra.md", "/folder/notes"], ["/kit/delegate.md"]),
    ])
    func theSidebarShowsThePagesTopLevelFolder(path: String, shown: [String], hidden: [String]) throws {
        let html = Self.sidebar(try Self.tree(), for: path)
        for link in shown { #expect(html.contains("href=\"\(link)\""), "missing \(link)") }
        for link in hidden { #expect(!html.contains("href=\"\(link)\""), "unexpected \(link)") }
    }

    @Test func titlesAreSortedAndEscaped() throws {
        let content = MemoryContent.make([
            "en/b.md": "# Bravo & \"quoted\" 1 < 2\n\nText.\n",
            "en/a.md": "# alpha\n\nText.\n",
            "en/c.md": "# Charlie\n\nText.\n",
        ])
        let html = Self.sidebar(NavigationTree(content: content, language: Language("en")), for: "a.md")
        let order = ["alpha", "Bravo &amp; &quot;quoted&quot; 1 &lt; 2", "Charlie"].map { html.range(of: $0)?.lowerBound }
        #expect(order.allSatisfy { $0 != nil })
        #expect(order.compactMap { $0 } == order.compactMap { $0 }.sorted())
        #expect(!html.contains("1 < 2"))
    }

    @Test func missingTranslationsShowTheirEnglishTitleMarked() throws {
        let html = Self.sidebar(try Self.tree("zh-Hans"), for: "kit/delegate/did-launch.md")
        #expect(html.contains(">代理</a>"))
        #expect(html.contains("<a href=\"/kit/delegate/did-launch.md\" aria-current=\"page\" class=\"fallback\" lang=\"en\">did<wbr>Launch</a>"))
        #expect(!html.contains("<a href=\"/kit.md\" class=\"fallback\""))
    }

    @Test(arguments: [("a/b/c.md", "a/b"), ("a.md", ""), ("a/b", "a"), ("top", ""), ("a/.md", "a"), ("a/b/", "a/b"), ("", ""),
                      ("モジュール/ページ.md", "モジュール"), ("a/b\u{301}/c.md", "a/b\u{301}"), ("a\r\n/b.md", "a\r\n"),
                      ("/a.md", ""), ("//a.md", "/"), ("a/b/c/d-with-a-name-past-fifteen-bytes.md", "a/b/c")])
    func parent(path: String, expected: String) {
        #expect(NavigationTree.parent(of: path) == expected)
    }

    @Test(arguments: [("app-and-environment", "app and environment"), ("uikit/ui-window.md", "ui window"), ("x", "x")])
    func humanize(path: String, expected: String) {
        #expect(NavigationTree.humanize(path) == expected)
    }
}

/// Pages in one folder share one sidebar, with only the current mark moved.
@Suite("Shared sidebars")
struct SharedSidebarTests {
    @Test(arguments: ["kit/delegate/did-launch.md", "kit/delegate/will-launch.md", "kit/delegate.md", "zebra.md", "kit/app/state.md"])
    func theSharedSidebarMarksEachPageAsItsOwnWouldHave(path: String) throws {
        let tree = try NavigationTreeTests.tree()
        let own = NavigationTreeTests.sidebar(tree, for: path)
        #expect(own.components(separatedBy: "aria-current=\"page\"").count == 2)
        // Any page with the same expansion may build the sidebar; the result is the same.
        for other in ["kit/delegate/did-launch.md", "kit/delegate/will-launch.md", "kit/delegate.md", "zebra.md", "kit.md", "kit/app/state.md"]
        where tree.expansion(for: other) == tree.expansion(for: path) {
            let shared = tree.sidebar(expandingTo: other, linkTo: { "/" + $0 }, linkToFolder: { "/folder/" + $0 }, more: NavigationTreeTests.moreLabel)
            #expect(shared.html(current: path) == own, "built for \(other)")
        }
    }

    @Test func aPageWithChildrenOpensItsOwnFolder() throws {
        let tree = try NavigationTreeTests.tree()
        #expect(tree.expansion(for: "kit/delegate.md") == Sidebar.Expansion(folder: "kit", childFolder: "kit/delegate"))
        #expect(tree.expansion(for: "kit/delegate/did-launch.md") == Sidebar.Expansion(folder: "kit/delegate", childFolder: nil))
        #expect(tree.expansion(for: "zebra.md") == Sidebar.Expansion(folder: "", childFolder: nil))
    }
}
