import Foundation
import Testing
import TriglotModel
import TriglotTestSupport
@testable import TriglotSite

/// A language's home page lists every page of the language, and the translation-status page
/// every page of the site; past `pagination.pagerSize` pages each is cut into parts, each a page
/// of its own, and every page's sidebar links a folder to the home page part that lists it.
@Suite("List pages in parts")
struct ListPagePartsTests {
    static func siteYAML(pagerSize: Int?) -> String {
        "languages:\n  - code: en\n    source: true\n  - code: ja\n" + (pagerSize.map { "pagination:\n  pagerSize: \($0)\n" } ?? "")
    }

    /// One page at the top, two in `a/`, four in `b/`, one in `c/`; Japanese has two of them.
    static func pages(pagerSize: Int?) -> [String: String] {
        var files = ["site.yml": siteYAML(pagerSize: pagerSize), "en/index.md": "# Docs\n\nThe docs.\n", "en/top.md": "# Top\n\nAt the top.\n"]
        for (folder, count) in [("a", 2), ("b", 4), ("c", 1)] {
            for number in 1...count { files["en/\(folder)/page\(number).md"] = "# \(folder.uppercased()) \(number)\n\nA page.\n" }
        }
        files["ja/b/page1.md"] = "# B 1\n\nページ。\n"
        files["ja/c/page1.md"] = "# C 1\n\nページ。\n"
        return files
    }

    @Test func aLongListIsCutIntoLinkedParts() throws {
        let content = try SiteFixture.contentFolder(Self.pages(pagerSize: 3))
        let site = try SiteFixture.render(content: content.path).site
        for segment in ["en", "ja"] {
            // top + a (3), b's first three, then b's last with c.
            #expect(site.files["\(segment)/index-2.html"] != nil && site.files["\(segment)/index-3.html"] != nil)
            #expect(site.files["\(segment)/index-4.html"] == nil)
        }
        let first = site.text("en/index.html"), second = site.text("en/index-2.html"), third = site.text("en/index-3.html")
        #expect(first.contains("The docs.") && !second.contains("The docs."))
        #expect(first.contains("href=\"top.html\"") && first.contains("href=\"a/page2.html\"") && !first.contains("href=\"b/"))
        #expect(second.contains("href=\"b/page3.html\"") && !second.contains("href=\"b/page4.html\""))
        #expect(third.contains("href=\"b/page4.html\"") && third.contains("href=\"c/page1.html\""))
        // A folder's anchor is where its list begins, once.
        #expect(second.contains("id=\"folder-b\"") && !third.contains("id=\"folder-b\"") && third.contains("id=\"folder-c\""))
        // The parts link to one another, the current one marked.
        #expect(second.contains("href=\"index.html\" rel=\"prev\"") && second.contains("href=\"index-3.html\" rel=\"next\""))
        #expect(second.contains("<a href=\"index-2.html\" aria-current=\"page\">2</a>"))
        #expect(!first.contains("rel=\"prev\"") && !third.contains("rel=\"next\""))
        #expect(second.contains("(part 2 of 3)"))
        // The sidebar of a page links each folder to the part that lists it.
        let page = site.text("en/b/page1.html")
        #expect(page.contains("href=\"../index-2.html#folder-b\""))
        let japanese = site.text("ja/c/page1.html")
        #expect(japanese.contains("href=\"../index-3.html#folder-c\""))
        #expect(site.text("ja/index-2.html").contains("lang=\"ja\""))
    }

    @Test func aListThatFitsIsOnePage() throws {
        let content = try SiteFixture.contentFolder(Self.pages(pagerSize: nil))
        let site = try SiteFixture.render(content: content.path).site
        #expect(!site.files.keys.contains { $0.contains("/index-") })
        let home = site.text("en/index.html")
        #expect(!home.contains("list-parts") && home.contains("id=\"folder-b\"") && home.contains("href=\"c/page1.html\""))
        #expect(site.text("en/b/page1.html").contains("href=\"../index.html#folder-b\""))
    }

    /// A page or file where a part goes is not published, whatever the site's size, and is reported.
    @Test func aFileAtAPartsPlaceIsReported() throws {
        var files = Self.pages(pagerSize: nil)
        files["en/index-2.md"] = "# Mine\n\nA page of mine.\n"
        files["ja/index-12.html"] = "<p>mine</p>"
        files["en/index-1.md"] = "# One\n\nKept: the first part is index.html.\n"
        files["en/a/index-2.md"] = "# Deeper\n\nKept: parts are at the top.\n"
        let content = try SiteFixture.contentFolder(files)
        let built = try SiteFixture.render(content: content.path)
        let reserved = built.diagnostics.filter { $0.id == "content.reserved-path" }
        #expect(reserved.map(\.path).sorted() == [content.path + "/en/index-2.md", content.path + "/ja/index-12.html"])
        #expect(reserved.allSatisfy { $0.severity == .warning })
        #expect(built.site.files["en/index-2.html"] == nil && built.site.files["ja/index-12.html"] == nil)
        #expect(built.site.files["en/index-1.html"] != nil && built.site.files["en/a/index-2.html"] != nil)
    }

    @Test func theTranslationStatusRowsAreCutIntoParts() throws {
        let content = try SiteFixture.contentFolder(Self.pages(pagerSize: 3))
        let site = try SiteFixture.render(content: content.path).site
        let parts = ["translation-status.html", "translation-status-2.html", "translation-status-3.html"].map(site.text)
        #expect(site.files["translation-status-4.html"] == nil)
        #expect(parts.map { $0.components(separatedBy: "<th scope=\"row\"><a href=").count - 1 } == [3, 3, 3])
        // The counts are the whole site's, on the first part.
        #expect(parts[0].contains("id=\"status-summary\"") && !parts[1].contains("id=\"status-summary\""))
        #expect(parts[1].contains("href=\"translation-status.html\" rel=\"prev\"") && parts[1].contains("href=\"translation-status-3.html\" rel=\"next\""))
        #expect(parts.allSatisfy { $0.contains("<meta name=\"robots\" content=\"noindex\">") })
        // Every row is on one part, and only one.
        let rows = parts.flatMap { $0.components(separatedBy: "<th scope=\"row\"><a href=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) } }
        // Nine pages: index.md is one.
        #expect(rows.count == 9 && Set(rows).count == 9)
    }

    /// The preview keeps the files a build did not write: once the list fits in fewer parts,
    /// the later ones are gone, and the parts it still has are kept.
    @Test func partsASmallerListNoLongerHasAreRemoved() throws {
        let content = try SiteFixture.contentFolder(Self.pages(pagerSize: 3))
        let plan = BuildPlan(options: BuildOptions(contentFolder: content.path, templatesFolder: SiteFixture.templatesFolder,
                                                   outputFolder: "/nonexistent-output", allowErrors: true))
        let output = MemoryOutput(RenderedSite(files: ["en/index-7.html": [], "ja/index-4.html": [], "en/index-2.html": [],
                                                       "translation-status-9.html": []]))
        _ = try plan.run(.all, after: nil) { _ in output }
        #expect(!output.holds("en/index-7.html") && !output.holds("ja/index-4.html") && !output.holds("translation-status-9.html"))
        #expect(output.holds("translation-status-3.html"))
        #expect(output.holds("en/index-2.html") && output.holds("en/index-3.html") && output.holds("ja/index-3.html"))
    }
}
