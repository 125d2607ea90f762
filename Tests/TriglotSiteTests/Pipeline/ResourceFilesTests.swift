import Foundation
import Testing
import TriglotTestSupport
@testable import TriglotSite

/// Images and other files beside the pages are published as they are, at the same place in
/// each language's part of the site: a translation's own copy where it has one, the source
/// language's otherwise (as an untranslated page is shown from the source).
@Suite("Files beside the pages")
struct ResourceFilesTests {
    static let siteYAML = "languages:\n  - code: en\n    source: true\n  - code: ja\n"

    static func write(_ files: [String: String], into folder: URL) throws {
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }

    @Test func eachLanguageHasItsOwnOrTheSourcesCopy() throws {
        let content = try SiteFixture.temporaryFolder("resources").appendingPathComponent("Content")
        try Self.write([
            "site.yml": Self.siteYAML,
            "en/index.md": "# Docs\n\nThe docs.\n\n## Overview\n\n![Flow](images/flow.png)\n",
            "en/guide/a.md": "# A\n\nA page.\n\n## Overview\n\n![Local](img/local.png) and [the sample](../files/sample.zip).\n",
            "ja/guide/a.md": "# A\n\nページ。\n\n## 概要\n\n![ローカル](img/local.png) と [サンプル](../files/sample.zip)。\n",
            "en/images/flow.png": "flow", "en/guide/img/local.png": "local, English", "en/files/sample.zip": "zip",
            "ja/guide/img/local.png": "local, Japanese",
            "en/.hidden.png": "not published",
        ], into: content)
        let built = try SiteFixture.render(content: content.path)
        #expect(built.diagnostics.filter { $0.id == "links.relative" }.isEmpty, "\(built.diagnostics.map(\.summary))")
        let published = built.site.files.keys.filter { !$0.hasSuffix(".html") && !$0.hasPrefix("assets/") && !$0.hasSuffix(".js") && $0 != "sitemap.xml" }
        #expect(Set(published) == ["en/images/flow.png", "en/guide/img/local.png", "en/files/sample.zip",
                                   "ja/images/flow.png", "ja/guide/img/local.png", "ja/files/sample.zip"])
        #expect(built.site.text("ja/images/flow.png") == "flow")
        #expect(built.site.text("ja/guide/img/local.png") == "local, Japanese")
        #expect(built.site.text("en/guide/img/local.png") == "local, English")
        // The page's address for the image is the one the file has.
        #expect(built.site.text("ja/index.html").contains("src=\"images/flow.png\""))

        // On disk, through the whole build.
        let output = content.deletingLastPathComponent().appendingPathComponent("Site")
        _ = try SiteBuilder.build(BuildOptions(contentFolder: content.path, templatesFolder: SiteFixture.templatesFolder, outputFolder: output.path))
        #expect(FileManager.default.contents(atPath: output.appendingPathComponent("ja/images/flow.png").path) == Data("flow".utf8))
    }

    /// `static/` goes to the site's root as it is (CNAME, robots.txt, a favicon); a file the
    /// site makes itself is not replaced, and is reported.
    @Test func staticFilesAreAtTheRoot() throws {
        let content = try SiteFixture.temporaryFolder("resources-static").appendingPathComponent("Content")
        try Self.write([
            "site.yml": Self.siteYAML,
            "en/index.md": "# Docs\n\nThe docs.\n\n## Overview\n\nText.\n",
            "static/CNAME": "docs.example.org\n", "static/robots.txt": "User-agent: *\n", "static/img/logo.svg": "<svg/>",
            "static/notes.md": "# Kept as it is\n",
            "static/index.html": "not mine", "static/en/x.png": "not mine", "static/assets/triglot.css": "not mine",
            "static/sitemap-2.xml": "not mine", "static/sitemap-two.xml": "<urlset/>", "static/translation-status-2.html": "not mine",
        ], into: content)
        let built = try SiteFixture.render(content: content.path)
        #expect(built.site.text("CNAME") == "docs.example.org\n")
        #expect(built.site.text("robots.txt") == "User-agent: *\n")
        #expect(built.site.text("img/logo.svg") == "<svg/>")
        #expect(built.site.text("notes.md") == "# Kept as it is\n")
        #expect(built.site.text("index.html") != "not mine" && built.site.files["en/x.png"] == nil)
        #expect(built.site.text("assets/triglot.css") != "not mine")
        // A numbered sitemap part is the site's own (a large site's sitemap has parts).
        #expect(built.site.files["sitemap-2.xml"] == nil && built.site.text("sitemap-two.xml") == "<urlset/>")
        let conflicts = built.diagnostics.filter { $0.id == "content.static-conflict" }
        #expect(conflicts.map(\.path).sorted() == ["static/assets/triglot.css", "static/en/x.png", "static/index.html", "static/sitemap-2.xml",
                                                   "static/translation-status-2.html"]
            .map { content.path + "/" + $0 })
        #expect(conflicts.allSatisfy { $0.severity == .warning })
    }

    /// Beside suffixed pages (guide.md, guide.ja.md), a file is every language's; the content
    /// folder's own files (site.yml, scenarios) are not the site's.
    @Test func inTheSuffixLayoutFilesAreShared() throws {
        let content = try SiteFixture.temporaryFolder("resources-suffix").appendingPathComponent("Content")
        try Self.write([
            "site.yml": "layout: suffix\n" + Self.siteYAML,
            "guide.md": "# Guide\n\nThe guide.\n\n## Overview\n\n![Diagram](diagram.png)\n",
            "guide.ja.md": "# ガイド\n\nガイド。\n\n## 概要\n\n![図](diagram.png)\n",
            "diagram.png": "diagram", "glossary.yml": "terms: []\n",
        ], into: content)
        let built = try SiteFixture.render(content: content.path)
        #expect(built.diagnostics.filter { $0.id == "links.relative" }.isEmpty, "\(built.diagnostics.map(\.summary))")
        #expect(built.site.text("en/diagram.png") == "diagram")
        #expect(built.site.text("ja/diagram.png") == "diagram")
        #expect(!built.site.files.keys.contains { $0.hasSuffix("site.yml") || $0.hasSuffix("glossary.yml") })
    }
}
