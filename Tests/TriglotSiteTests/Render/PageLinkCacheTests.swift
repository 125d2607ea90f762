import Testing
import TriglotModel
@testable import TriglotSite

/// Pages of one folder share the links worked out for any of them. That is only right if a
/// link's URL depends on nothing but the folder: these pin the shared answer to the one each
/// page would work out for itself.
@Suite("Links are worked out once per folder")
struct PageLinkCacheTests {
    /// Pages whose links must agree: same folders, told apart only by their file names (and by
    /// empty parts, which the resolution skips).
    static let siblings: [(String, String)] = [
        ("a.md", "b.md"),
        ("uikit/a.md", "uikit/b.md"),
        ("uikit/app/launch.md", "uikit/app/scene.md"),
        ("a//b/x.md", "a//b/y.md"),
        ("名前/ページ.md", "名前/other.md"),
        ("uikit/a.md", "uikit/名前.md"),
    ]

    static let targets = [
        "x.md", "../x.md", "./y.md#frag", "../../x.md", "../../../x.md", "sub/z.md", "名前.md", "../名前/z.md#見出し",
        "https://example.com/a.md", "#top", "x.txt", "", "/abs.md", "?q", "a:b.md", "sub/../x.md#a#b",
    ]

    @Test(arguments: [Language.english, Language.simplifiedChinese])
    func aSiblingGetsTheURLItWouldWorkOutItself(language: Language) {
        for (first, second) in Self.siblings {
            let cache = PageLinkCache()
            let firstLinks = cache.links(language: language, path: first, sitePath: SiteLayout.outputPath(of: first, in: language))
            let secondSitePath = SiteLayout.outputPath(of: second, in: language)
            let secondLinks = cache.links(language: language, path: second, sitePath: secondSitePath)
            #expect(firstLinks === secondLinks, "\(first) and \(second)")
            for target in Self.targets {
                _ = firstLinks.pageLink(target) {
                    SiteLayout.pageLinkURL(target, writtenIn: first, sitePath: SiteLayout.outputPath(of: first, in: language), language: language)
                }
                var workedOutAgain = false
                let shared = secondLinks.pageLink(target) { workedOutAgain = true; return nil }
                #expect(!workedOutAgain)
                #expect(shared == SiteLayout.pageLinkURL(target, writtenIn: second, sitePath: secondSitePath, language: language),
                        "\(target) from \(second)")
            }
        }
    }

    /// Pages in other folders or languages get their own links.
    @Test func otherFoldersAndLanguagesDoNotShare() {
        let cache = PageLinkCache()
        let english = Language.english
        let links = cache.links(language: english, path: "uikit/a.md", sitePath: "en/uikit/a.html")
        #expect(links !== cache.links(language: english, path: "uikit/app/a.md", sitePath: "en/uikit/app/a.html"))
        #expect(links !== cache.links(language: english, path: "a.md", sitePath: "en/a.html"))
        #expect(links !== cache.links(language: .japanese, path: "uikit/a.md", sitePath: "ja/uikit/a.html"))
        // Same content folder shown from another site folder.
        #expect(links !== cache.links(language: english, path: "uikit/a.md", sitePath: "en/other/a.html"))
        #expect(links === cache.links(language: english, path: "uikit/b.md", sitePath: "en/uikit/b.html"))
    }

    /// A large build forgets the folders' links once its pages are out (`SiteRenderContext.forgetPageCaches`):
    /// a page after that works its folder's links out again.
    @Test func aCacheEmptiedWorksLinksOutAgain() {
        let cache = PageLinkCache()
        let links = cache.links(language: .english, path: "uikit/a.md", sitePath: "en/uikit/a.html")
        _ = links.pageLink("x.md") { "x.html" }
        cache.removeAll()
        let again = cache.links(language: .english, path: "uikit/a.md", sitePath: "en/uikit/a.html")
        #expect(again !== links)
        var workedOut = false
        #expect(again.pageLink("x.md") { workedOut = true; return "x.html" } == "x.html")
        #expect(workedOut)
    }

    @Test func aLinkThatIsNoPageLinkIsRememberedToo() {
        let links = PageLinkCache().links(language: .english, path: "a.md", sitePath: "en/a.html")
        var asked = 0
        for _ in 0..<3 { #expect(links.pageLink("https://example.com") { asked += 1; return nil } == nil) }
        for _ in 0..<3 { #expect(links.symbolLink("UIApplication") { asked += 1; return nil } == nil) }
        #expect(asked == 2)
    }

    @Test(arguments: [("a.md", ""), ("uikit/a.md", "uikit/"), ("a//b/x.md", "a//b/"), ("en/uikit/a.html", "en/uikit/"), ("/x/y.md", "/x/"),
                      ("en/dir/", "en/"), ("en/dir//", "en/"), ("/", "/"), ("", ""), ("名前/ページ.md", "名前/")])
    func aFolderIsThePathUpToItsLastNonEmptyPart(path: String, folder: String) {
        #expect(PageLinkCache.folder(of: path) == folder)
    }

    /// The same folders spelt differently are kept apart, and each gets its own right answers.
    @Test func differentlySpeltFoldersEachGetTheirOwnLinks() {
        let cache = PageLinkCache()
        for path in ["a//b/x.md", "a/b/y.md", "a/b//z.md"] {
            let sitePath = SiteLayout.outputPath(of: path, in: .english)
            let links = cache.links(language: .english, path: path, sitePath: sitePath)
            for target in Self.targets {
                let url = links.pageLink(target) { SiteLayout.pageLinkURL(target, writtenIn: path, sitePath: sitePath, language: .english) }
                #expect(url == SiteLayout.pageLinkURL(target, writtenIn: path, sitePath: sitePath, language: .english), "\(target) from \(path)")
            }
        }
    }

    /// A symbol's own page does not link to itself, whichever page of its folder asked first;
    /// its siblings link to it.
    @Test(arguments: [false, true])
    func aSymbolsOwnPageStillDoesNotLinkToItself(symbolPageFirst: Bool) throws {
        let content = MemoryContent.make([
            "en/uikit/uiapplication.md": "# UIApplication\n\nThe app.\n\n## Declaration\n\n```swift\nclass UIApplication\n```\n\n## Discussion\n\nSee `UIApplication`.\n",
            "en/uikit/other.md": "# Other\n\nAn article.\n\n## Discussion\n\nSee `UIApplication`.\n",
        ])
        let options = BuildOptions(contentFolder: "Content", templatesFolder: SiteFixture.templatesFolder, outputFolder: "/nonexistent-output")
        let (checks, diagnostics) = SiteBuilder.check(content, options: options)
        let site = SiteRenderContext(content: content, checks: checks, templates: try SiteTemplates.load(folder: SiteFixture.templatesFolder),
                                     options: options, diagnostics: diagnostics)
        func body(_ path: String) throws -> String {
            let shown = try #require(site.shownPage(path, in: .english)).page
            return PageBodyRenderer(shown: shown, outputLanguage: .english, sitePath: SiteLayout.outputPath(of: path, in: .english),
                                    site: site, anchors: [:]).bodyHTML()
        }
        let order = symbolPageFirst ? ["uikit/uiapplication.md", "uikit/other.md"] : ["uikit/other.md", "uikit/uiapplication.md"]
        var bodies: [String: String] = [:]
        for path in order { bodies[path] = try body(path) }
        #expect(try #require(bodies["uikit/other.md"]).contains("<a href=\"uiapplication.html\"><code>UIApplication</code></a>"))
        #expect(try #require(bodies["uikit/uiapplication.md"]).contains("See <code>UIApplication</code>."))
    }
}
