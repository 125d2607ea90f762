import Foundation
import Testing
import TriglotChecks
import TriglotContent
import TriglotModel
@testable import TriglotSite

/// `translation-status.html`: every English page × every translated language, each cell with its
/// status, what changed and since when, linked to both pages; per-language counts above.
@Suite("Translation-status page")
struct TranslationStatusPageTests {
    static let en = Language("en"), zh = Language("zh-Hans"), ja = Language("ja"), ko = Language("ko")
    static let path = TranslationStatusContext.sitePath

    static let alpha = "# Alpha\n\nThe first page.\n\n## Overview\n\nHow it starts.\n\n## Details\n\nWhat follows.\n\n## Limits\n\nWhere it stops.\n"
    /// Alpha as it was translated: its overview said something else, and it had no limits.
    static let oldAlpha = "# Alpha\n\nThe first page.\n\n## Overview\n\nHow it began.\n\n## Details\n\nWhat follows.\n\n## History\n\nGone since.\n"
    static let commit = "0123456789abcdef0123456789abcdef01234567"
    static let time = 1_790_000_000

    /// Alpha outdated in Japanese (from a dated commit), Beta current, Gamma untracked, Delta
    /// missing and Epsilon unknown; Chinese has Alpha alone, current.
    static func statuses(languages: [SiteConfiguration.LanguageEntry]? = nil) throws -> SiteFixture.Built {
        var content = MemoryContent.make([
            "en/a.md": alpha, "en/b.md": "# Beta `<T>` & \"co\"\n\nThe second page.\n", "en/c.md": "# Gamma\n\nThe third page.\n",
            "en/d.md": "# Delta\n\nThe fourth page.\n", "en/e.md": "# Epsilon\n\nThe fifth page.\n",
            "ja/a.md": "# アルファ\n\n最初のページ。\n\n## 概要\n\n始まり。\n\n## 詳細\n\n続き。\n\n## 歴史\n\n昔。\n",
            "ja/b.md": "# ベータ\n\n二番目のページ。\n", "ja/c.md": "# ガンマ\n\n三番目のページ。\n", "ja/e.md": "# イプシロン\n\n五番目のページ。\n",
            "zh-Hans/a.md": "# 阿尔法\n\n第一页。\n\n## 概述\n\n开始。\n\n## 详情\n\n后续。\n\n## 限制\n\n终点。\n",
        ])
        if let languages { content.configuration.languages = languages }
        let old = try #require(MemoryContent.make(["en/a.md": oldAlpha]).page("a.md", in: en))
        let alphaNow = TranslationLock.fingerprints(of: try #require(content.page("a.md", in: en)))
        let betaNow = TranslationLock.fingerprints(of: try #require(content.page("b.md", in: en)))
        content.translationLock.record(alphaNow, of: "a.md", in: zh)
        content.translationLock.record(betaNow, of: "b.md", in: ja)
        content.translationBaselines[ja] = [
            "a.md": TranslationBaseline(origin: .frontMatter, commit: commit, time: time, english: .fingerprints(TranslationLock.fingerprints(of: old))),
            "e.md": TranslationBaseline(origin: .frontMatter, english: .unknown(.init(summary: "commit 0badc0de is not in the history", explanation: ""))),
        ]
        let templates = try SiteTemplates.load(folder: SiteFixture.templatesFolder)
        return try SiteFixture.render(content, templates: templates, options: BuildOptions(templatesFolder: SiteFixture.templatesFolder, allowErrors: true))
    }

    /// The page's table row of a page path: its `<tr>` … `</tr>`.
    static func row(_ html: String, englishPage: String) throws -> String {
        let link = try #require(html.range(of: "<th scope=\"row\"><a href=\"\(englishPage)\">"))
        let start = try #require(html[..<link.lowerBound].range(of: "<tr>", options: .backwards))
        let end = try #require(html[link.upperBound...].range(of: "</tr>"))
        return String(html[start.lowerBound..<end.upperBound])
    }

    /// A row's cells, in column order.
    static func cells(_ row: String) -> [String] {
        row.components(separatedBy: "<td>").dropFirst().map { $0.components(separatedBy: "</td>")[0] }
    }

    @Test func eachCellSaysItsStatusAndLinksToTheTranslation() throws {
        let built = try Self.statuses()
        let html = built.site.text(Self.path)
        let headers = HTMLScanner.tags(in: html).filter { $0.name == "th" && $0.value("scope") == "col" }.compactMap { $0.value("lang") }
        // Each table names the translated languages, in site order: the summary's, then the pages'.
        #expect(headers == ["zh-Hans", "ja", "zh-Hans", "ja"])

        let alpha = Self.cells(try Self.row(html, englishPage: "en/a.html"))
        #expect(alpha.count == 2)
        #expect(alpha[0].hasPrefix("<a class=\"status status-current\" href=\"zh-hans/a.html\" hreflang=\"zh-Hans\">Current</a>"))
        #expect(alpha[1].hasPrefix("<a class=\"status status-outdated\" href=\"ja/a.html\" hreflang=\"ja\">Outdated</a>"))
        // The changed and added sections link to the English page's sections; the removed one cannot.
        #expect(alpha[1].contains("<a href=\"en/a.html#overview\">Overview</a> <span class=\"status-change\">(changed)</span>"))
        #expect(alpha[1].contains("<a href=\"en/a.html#limits\">Limits</a> <span class=\"status-change\">(added)</span>"))
        #expect(alpha[1].contains("(removed)") && !alpha[1].contains("#history"))
        #expect(!alpha[1].contains("Details"))
        // The baseline's date and short commit: a date, never an age.
        let date = BaselineDescription.date(Self.time)
        #expect(alpha[1].contains("<time datetime=\"\(date)\">\(date)</time> <code>\(Self.commit.prefix(10))</code>"))
        #expect(!html.contains("days"))

        let beta = Self.cells(try Self.row(html, englishPage: "en/b.html"))
        #expect(beta[0].hasPrefix("<span class=\"status status-missing\">Missing</span>") && !beta[0].contains("href"))
        #expect(beta[1].hasPrefix("<a class=\"status status-current\" href=\"ja/b.html\""))
        #expect(Self.cells(try Self.row(html, englishPage: "en/c.html"))[1].hasPrefix("<a class=\"status status-untracked\" href=\"ja/c.html\""))
        #expect(Self.cells(try Self.row(html, englishPage: "en/d.html"))[1].hasPrefix("<span class=\"status status-missing\">"))
        let epsilon = Self.cells(try Self.row(html, englishPage: "en/e.html"))[1]
        #expect(epsilon.hasPrefix("<a class=\"status status-unknown\" href=\"ja/e.html\""))
        #expect(epsilon.contains("<p class=\"status-problem\" lang=\"en\">commit 0badc0de is not in the history</p>"))
        // Only an outdated cell names a baseline.
        #expect(html.components(separatedBy: "class=\"status-baseline\"").count == 2)

        // Every link of the page, the sections' included, lands on a page and an id of the site.
        let audit = SiteAudit(built)
        #expect(audit.brokenLinks().filter { $0.hasPrefix(Self.path) }.isEmpty, "\(audit.brokenLinks())")
    }

    @Test func summaryCountsEachLanguagesCells() throws {
        let html = try Self.statuses().site.text(Self.path)
        let summary = try #require(html.components(separatedBy: "<table class=\"status-summary\">").dropFirst().first?.components(separatedBy: "</table>").first)
        // Status by status, a count per language (Chinese, Japanese).
        for (status, counts) in [("current", [1, 1]), ("outdated", [0, 1]), ("untracked", [0, 1]), ("missing", [4, 1]), ("unknown", [0, 1])] {
            let row = try #require(summary.components(separatedBy: "<tr>").first { $0.contains("status-\(status)\"") })
            #expect(row.contains("</th>" + counts.map { "<td>\($0)</td>" }.joined() + "</tr>"), "\(status): \(row)")
        }
        #expect(!html.contains("status-all-current"))
    }

    @Test func titlesAreEscaped() throws {
        let html = try Self.statuses().site.text(Self.path)
        let beta = try Self.row(html, englishPage: "en/b.html")
        #expect(beta.contains(">Beta &lt;T&gt; &amp; &quot;co&quot;</a></th>"), "\(beta)")
        #expect(!html.contains("<T>"))
    }

    @Test func threeTranslatedLanguagesMakeThreeColumns() throws {
        let languages: [SiteConfiguration.LanguageEntry] = [
            .init(code: "en", name: "English"), .init(code: "zh-Hans", name: "简体中文"), .init(code: "ja", name: "日本語"), .init(code: "ko", name: "한국어"),
        ]
        let built = try Self.statuses(languages: languages)
        let html = built.site.text(Self.path)
        let headers = HTMLScanner.tags(in: html).filter { $0.name == "th" && $0.value("scope") == "col" }.compactMap { $0.value("lang") }
        #expect(headers == ["zh-Hans", "ja", "ko", "zh-Hans", "ja", "ko"])
        #expect(html.contains("<th scope=\"col\" lang=\"ko\">한국어</th>"))
        for page in ["a", "b", "c", "d", "e"] {
            let cells = Self.cells(try Self.row(html, englishPage: "en/\(page).html"))
            #expect(cells.count == 3)
            // Korean has no page at all: every cell missing, none linked.
            #expect(cells[2].hasPrefix("<span class=\"status status-missing\">"))
        }
        let missing = try #require(html.components(separatedBy: "<tr>").first { $0.contains("<th scope=\"row\"><span class=\"status status-missing\">") })
        #expect(missing.contains("</th><td>4</td><td>1</td><td>5</td></tr>"))
    }

    /// Triglot's own Content/: every translation is current, and the page says so.
    @Test func theShippedSiteIsAllCurrent() throws {
        let built = try SiteFixture.shipped.get()
        let html = built.site.text(Self.path)
        let pages = try #require(built.content.pages[Self.en]?.count)
        #expect(html.contains("<p class=\"status-all-current\">Every translation is current.</p>"))
        #expect(html.components(separatedBy: "class=\"status status-current\"").count - 1 == pages * 2 + 1 /* summary */ + 1 /* legend */)
        #expect(!html.contains("status-baseline"))
        let tags = HTMLScanner.tags(in: html)
        #expect(tags.first { $0.name == "html" }?.value("lang") == "en")
        #expect(tags.contains { $0.name == "meta" && $0.value("name") == "robots" && $0.value("content") == "noindex" })
        // The site's layout: header, footer, stylesheet; no link from the footer to the page itself.
        #expect(tags.contains { $0.name == "link" && $0.value("rel") == "stylesheet" && $0.value("href") == "assets/triglot.css" })
        #expect(html.contains("<footer class=\"site-footer\">") && !html.contains("footer-status"))
    }

    /// Every page's footer links to the page, from any depth; the sitemap and search leave it out.
    @Test func theFooterLinksToItAndTheSitemapAndSearchDoNot() throws {
        let built = try SiteFixture.shipped.get()
        let audit = SiteAudit(built)
        let nested = "ja/uikit/uiapplicationdelegate/applicationdidbecomeactive.html"
        for page in ["en/index.html", "zh-hans/uikit.html", nested] {
            let link = HTMLScanner.tags(in: built.site.text(page)).first { $0.name == "a" && $0.value("href")?.hasSuffix(Self.path) == true }
            #expect(audit.sitePath(of: link?.value("href") ?? "", from: page) == Self.path, "\(page)")
            #expect(link?.value("hreflang") == "en")
        }
        #expect(built.site.text("ja/index.html").contains("<p class=\"footer-status\"><a href=\"../translation-status.html\" hreflang=\"en\">翻訳状況</a></p>"))
        #expect(built.site.text("zh-hans/index.html").contains(">翻译状态</a></p>"))
        #expect(!built.site.text("sitemap.xml").contains("translation-status"))
        for language in [Self.en, Self.zh, Self.ja] {
            #expect(!built.site.text(SiteLayout.searchIndexPath(in: language)).contains("translation-status"))
        }
        #expect(audit.brokenLinks().isEmpty, "\(audit.brokenLinks().prefix(5))")
    }

    /// A site of one language has nothing to report: no page, and no footer link to one.
    @Test func aSiteWithoutTranslationsHasNoStatusPage() throws {
        var content = MemoryContent.make(["en/a.md": Self.alpha, "en/b.md": "# Beta\n\nThe second page.\n"])
        content.configuration.languages = [.init(code: "en", name: "English")]
        let templates = try SiteTemplates.load(folder: SiteFixture.templatesFolder)
        let built = try SiteFixture.render(content, templates: templates, options: BuildOptions(templatesFolder: SiteFixture.templatesFolder))
        #expect(built.site.files[Self.path] == nil)
        #expect(!built.site.text("en/a.html").isEmpty)
        #expect(!built.site.text("en/a.html").contains("footer-status"))
        #expect(!built.site.text("en/index.html").contains(Self.path))
    }

    /// The preview has the page too (its pipeline sends it again after every save).
    @Test func thePreviewHasTheStatusPage() throws {
        let built = try SiteFixture.render(content: SiteFixture.contentFolder, showsDiagnostics: true)
        #expect(built.site.files[Self.path] != nil)
        #expect(built.site.text("ja/index.html").contains("footer-status"))
    }

    /// Languages but no translated page yet: every cell is missing, and nothing links to one.
    @Test func languagesWithNothingTranslatedYetAreAllMissing() throws {
        let content = MemoryContent.make(["en/a.md": Self.alpha, "en/b.md": "# Beta\n\nThe second page.\n"])
        let templates = try SiteTemplates.load(folder: SiteFixture.templatesFolder)
        let built = try SiteFixture.render(content, templates: templates, options: BuildOptions(templatesFolder: SiteFixture.templatesFolder))
        let html = built.site.text(Self.path)
        #expect(html.components(separatedBy: "<td><span class=\"status status-missing\">").count - 1 == 4)
        #expect(!html.contains("href=\"zh-hans/a.html") && !html.contains("href=\"ja/a.html") && !html.contains("status-all-current"))
    }

    /// An incremental render that keeps the site's lists still makes the page again: marking a
    /// translation current changes no title, but changes its cell.
    @Test func aRenderKeepingTheSiteListsUpdatesThePage() throws {
        let built = try Self.statuses()
        var content = built.content
        #expect(Self.cells(try Self.row(built.site.text(Self.path), englishPage: "en/c.html"))[1].contains("status-untracked"))
        content.translationLock.record(TranslationLock.fingerprints(of: try #require(content.page("c.md", in: Self.en))), of: "c.md", in: Self.ja)
        let templates = try SiteTemplates.load(folder: SiteFixture.templatesFolder)
        let (context, diagnostics) = SiteBuilder.check(content, options: built.options)
        let site = SiteRenderContext(content: content, checks: context, templates: templates, options: built.options, diagnostics: diagnostics)
        let output = MemoryOutput(built.site)
        let plan = RenderPlan(pages: [PageKey(path: "c.md", language: Self.ja)], siteLists: false, searchLanguages: [])
        try RenderStep.render(plan, site: site, into: output, searchLanguages: [])
        let saved = output.site
        #expect(output.touched == ["ja/c.html", Self.path])
        #expect(Self.cells(try Self.row(saved.text(Self.path), englishPage: "en/c.html"))[1].contains("status-current"))
    }

    /// `lastmod` from git where the site reads history: `lastUpdated: git`, or baselines from
    /// git or front matter; never for `auto` or `lock`, whose committed sites must rebuild the same.
    @Test(arguments: [
        (TranslationBaselineRule.Source.auto, false, false), (.lock, false, false), (.git, false, true), (.frontMatter, false, true),
        (.auto, true, true), (.lock, true, true),
    ])
    func theSitemapDatesPagesWhenTheSiteReadsHistory(source: TranslationBaselineRule.Source, lastUpdated: Bool, dated: Bool) throws {
        var content = try SiteFixture.shipped.get().content
        content.configuration.translations = TranslationBaselineRule(source: source)
        content.configuration.lastUpdatedFromGit = lastUpdated
        #expect(SiteRenderContext.sitemapDatesFromHistory(content.configuration) == (source == .git || source == .frontMatter))
        let templates = try SiteTemplates.load(folder: SiteFixture.templatesFolder)
        let options = BuildOptions(contentFolder: SiteFixture.contentFolder, templatesFolder: SiteFixture.templatesFolder)
        let built = try SiteFixture.render(content, templates: templates, options: options)
        let sitemap = built.site.text("sitemap.xml")
        // Every committed page is dated (a yyyy-mm-dd) or none is.
        let dates = sitemap.components(separatedBy: "<lastmod>").dropFirst().map { $0.prefix(10) }
        #expect(dated ? !dates.isEmpty && dates.allSatisfy { $0.count == 10 && $0.hasPrefix("20") } : dates.isEmpty)
        // The pages show a date only when asked to (`lastUpdated: git`), whatever the sitemap does.
        let page = built.site.text("ja/uikit/uiwindow.html")
        #expect(page.contains("<time datetime=") == lastUpdated)
    }
}
