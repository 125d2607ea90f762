import Testing
import TriglotModel
@testable import TriglotSite

/// `404.html` works where a server shows it (any depth) and where a reader opens it (from disk).
@Suite("The not-found page")
struct NotFoundPageTests {
    @Test(arguments: [
        ("https://triglot.example/", "/"), ("https://example.com/docs", "/docs/"), ("https://example.com/docs/api/", "/docs/api/"),
        ("https://example.com", "/"), (nil, "/"),
    ])
    func theRootPathComesFromTheSiteAddress(baseURL: String?, path: String) {
        #expect(RootContexts.rootPath(of: baseURL) == path)
    }

    @Test(arguments: [("https://triglot.example/", "/"), ("https://example.com/docs/", "/docs/")])
    func itsLinksHoldAtAnyDepthAndItsStyleAnywhere(baseURL: String?, root: String) throws {
        let built = try SiteFixture.render(content: SiteFixture.contentFolder, baseURL: baseURL)
        let html = built.site.text("404.html")
        let tags = HTMLScanner.tags(in: html)
        let links = tags.filter { $0.name == "a" }.compactMap { $0.value("href") }
        #expect(links == ["en/index.html", "zh-hans/index.html", "ja/index.html"].map { root + $0 })
        // The style is in the page: a linked sheet would be fetched from the wrong folder at depth.
        #expect(!tags.contains { $0.name == "link" || $0.name == "script" })
        let css = try #require(built.site.text("assets/triglot.css").split(separator: "\n").first { $0.contains("{") })
        #expect(html.contains(css))
        #expect(!html.contains("://"), "nothing leads to the site's address")
        #expect(tags.filter { $0.name == "h1" }.count == 1)
    }
}
