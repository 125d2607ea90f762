import Foundation
import Testing
import TriglotModel
@testable import TriglotSite

/// The site built from the shipped Content/ (in memory, nothing written), checked as a crawler
/// would check it: links and anchors, languages and alternates, the sitemap, scripts.
@Suite("The shipped site holds together")
struct SiteIntegrityTests {
    static func audit() throws -> SiteAudit {
        SiteAudit(try SiteFixture.shipped.get())
    }

    @Test func theShippedContentBuildsWithoutErrors() throws {
        let built = try SiteFixture.shipped.get()
        let errors = built.diagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(errors.map(\.summary))")
        // One page per path in every language, a home page per language, the root pages and assets.
        for language in built.content.languages {
            #expect(built.site.files[language.urlSegment + "/index.html"] != nil)
            #expect(built.site.files[language.urlSegment + "/search-index.js"] != nil)
        }
        for path in ["index.html", "404.html", "sitemap.xml", "assets/triglot.css", "assets/triglot.js"] {
            #expect(built.site.files[path] != nil, "\(path) missing")
        }
        #expect(built.site.files.keys.filter { $0.hasSuffix(".html") }.count > 3 * 20)
    }

    @Test func everyInternalLinkAndAnchorResolves() throws {
        let audit = try Self.audit()
        let problems = audit.brokenLinks()
        #expect(problems.isEmpty, "\(problems.count) broken:\n\(problems.prefix(30).joined(separator: "\n"))")
        // The checker follows something: pages link to each other and to sections.
        let fragments = audit.htmlPaths.flatMap { audit.tags($0) }.compactMap { $0.value("href") }.filter { $0.contains("#") }
        #expect(fragments.count > 50)
    }

    @Test func idsAreUniqueInEveryPage() throws {
        let problems = try Self.audit().duplicateIDs()
        #expect(problems.isEmpty, "\(problems.prefix(30).joined(separator: "\n"))")
    }

    @Test func everyPageHasItsLanguageAndAlternates() throws {
        let audit = try Self.audit()
        let problems = audit.languageProblems()
        #expect(problems.isEmpty, "\(problems.count) problems:\n\(problems.prefix(30).joined(separator: "\n"))")
    }

    @Test func theShippedTranslationsAreCompleteAndCurrent() throws {
        let site = try SiteFixture.shipped.get().site
        let banners = site.sortedPaths.filter { site.text($0).contains("class=\"banner ") }
        #expect(banners.isEmpty, "pages with a translation banner: \(banners)")
    }

    @Test func theSitemapListsEveryPageWithItsAlternates() throws {
        let problems = try Self.audit().sitemapProblems()
        #expect(problems.isEmpty, "\(problems.count) problems:\n\(problems.prefix(30).joined(separator: "\n"))")
    }

    @Test func noScriptButTheSiteOwn() throws {
        let problems = try Self.audit().scriptProblems()
        #expect(problems.isEmpty, "\(problems.prefix(30).joined(separator: "\n"))")
    }

    /// Pages that show their diagnostics (the preview's) carry no script but the site's own
    /// either: the preview server adds its reload script as it serves them.
    @Test func pagesShowingDiagnosticsCarryOnlyTheSiteScript() throws {
        let preview = try SiteFixture.render(content: SiteFixture.contentFolder, showsDiagnostics: true)
        let audit = SiteAudit(preview)
        #expect(audit.scriptProblems().isEmpty, "\(audit.scriptProblems().prefix(10))")
        let page = preview.site.text("en/uikit/uiapplicationdelegate.html")
        #expect(!page.contains("reload.js"))
    }

    @Test func renderingTwiceGivesTheSameBytes() throws {
        let first = try SiteFixture.shipped.get().site
        let second = try SiteFixture.render(content: SiteFixture.contentFolder).site
        #expect(first.sortedPaths == second.sortedPaths)
        let different = first.sortedPaths.filter { first.files[$0] != second.files[$0] }
        #expect(different.isEmpty, "differ between two renders: \(different.prefix(10))")
    }

    /// Without a published address every link is relative and still resolves.
    @Test func aSiteWithoutBaseURLIsRelativeThroughout() throws {
        let content = try SiteFixture.copyOfContent()
        try SiteFixture.edit(content.appendingPathComponent("site.yml"), replacing: "baseURL: https://triglot.example/", with: "")
        let built = try SiteFixture.render(content: content.path)
        let audit = SiteAudit(built)
        #expect(audit.brokenLinks().isEmpty, "\(audit.brokenLinks().prefix(10))")
        #expect(audit.languageProblems().isEmpty, "\(audit.languageProblems().prefix(10))")
        let page = built.site.text("ja/uikit/uiapplicationdelegate.html")
        #expect(!page.contains("https://triglot.example"))
        #expect(!page.contains("rel=\"canonical\""))
    }
}
