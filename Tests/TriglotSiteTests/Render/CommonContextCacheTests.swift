import Testing
import TriglotModel
@testable import TriglotSite

/// The pages of a folder share one common context: it must be the one each of them would make.
@Suite("Common contexts are made once per folder")
struct CommonContextCacheTests {
    @Test func eachPageGetsTheContextItWouldMakeItself() throws {
        let content = MemoryContent.make([
            "en/a.md": "# A\n\nText.\n",
            "en/b.md": "# B\n\nText.\n",
            "en/uikit/c.md": "# C\n\nText.\n",
            "en/uikit/d.md": "# D\n\nText.\n",
            "en/uikit/app/e.md": "# E\n\nText.\n",
            "ja/uikit/c.md": "# C\n\n本文。\n",
        ])
        let options = BuildOptions(contentFolder: "Content", templatesFolder: SiteFixture.templatesFolder, outputFolder: "/nonexistent-output",
                                   baseURL: "https://example.com/docs")
        let (checks, diagnostics) = SiteBuilder.check(content, options: options)
        let site = SiteRenderContext(content: content, checks: checks, templates: try SiteTemplates.load(folder: SiteFixture.templatesFolder),
                                     options: options, diagnostics: diagnostics)
        let paths = ["a.md", "uikit/c.md", "b.md", "uikit/d.md", "uikit/app/e.md", "uikit/c.md"]
        for language in [Language.english, .japanese] {
            for path in paths {
                let sitePath = SiteLayout.outputPath(of: path, in: language)
                let shared = site.commonContext(sitePath: sitePath, language: language)
                #expect(shared == CommonContext.make(sitePath: sitePath, language: language, site: site), "\(language.code)/\(path)")
            }
        }
        // Pages at different depths see different ways back to the root.
        let top = site.commonContext(sitePath: "en/a.html", language: .english)
        let nested = site.commonContext(sitePath: "en/uikit/app/e.html", language: .english)
        #expect(top["root"] == .text("../") && nested["root"] == .text("../../../"))
        #expect(site.commonContext(sitePath: "ja/a.html", language: .japanese)["lang"] == .text("ja"))
    }
}
