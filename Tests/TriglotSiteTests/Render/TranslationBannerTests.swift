import Foundation
import Testing
import TriglotContent
import TriglotModel
@testable import TriglotSite

/// A missing translation becomes the English page under a banner; a translation whose English
/// page changed after it was marked current gets a banner naming the changed sections.
@Suite("Fallback and outdated translations", .serialized)
struct TranslationBannerTests {
    static let page = "uikit/uiapplicationdelegate/applicationdidbecomeactive.md"
    static let japanese = Language("ja")
    static let chinese = Language("zh-Hans")
    static let english = Language("en")

    @Test func aMissingTranslationIsTheEnglishPageUnderABanner() throws {
        let content = try SiteFixture.copyOfContent()
        try FileManager.default.removeItem(at: content.appendingPathComponent("ja/" + Self.page))
        let built = try SiteFixture.render(content: content.path)
        let site = built.site
        let sitePath = SiteLayout.outputPath(of: Self.page, in: Self.japanese)
        let html = site.text(sitePath)
        let tags = HTMLScanner.tags(in: html)
        #expect(tags.first { $0.name == "html" }?.value("lang") == "ja")
        #expect(tags.first { $0.name == "article" }?.value("lang") == "en")
        let english = try #require(built.content.page(Self.page, in: Self.english))
        #expect(tags.contains { $0.name == "h1" } && html.replacingOccurrences(of: "<wbr>", with: "").contains(">" + HTMLEscapingForTests.escape(english.page.title?.text ?? "?") + "</h1>"))
        let templates = try SiteTemplates.load(folder: SiteFixture.templatesFolder)
        let banner = templates.strings.word("fallbackBanner", in: Self.japanese, ["language": built.content.configuration.name(of: Self.japanese)])
        #expect(html.contains("banner-fallback"))
        #expect(html.contains(HTMLEscapingForTests.escape(banner)))
        #expect(!tags.contains { $0.name == "link" && $0.value("rel") == "alternate" })
        let canonical = tags.first { $0.name == "link" && $0.value("rel") == "canonical" }?.value("href")
        #expect(canonical == "https://triglot.example/" + SiteLayout.outputPath(of: Self.page, in: Self.english))

        // Its links keep the reader in Japanese; only the language switcher leaves.
        let audit = SiteAudit(built)
        let bodyTargets = tags.filter { $0.name == "a" && !$0.has("hreflang") }.compactMap { $0.value("href") }
            .compactMap { audit.sitePath(of: $0, from: sitePath) }.filter { $0.hasPrefix("en/") || $0.hasPrefix("zh-hans/") }
        #expect(bodyTargets.isEmpty, "links out of ja/: \(bodyTargets)")

        // The other languages no longer name a Japanese alternate, and the sitemap leaves the copy out.
        for other in [Self.english, Self.chinese] {
            let otherTags = HTMLScanner.tags(in: site.text(SiteLayout.outputPath(of: Self.page, in: other)))
            let hreflangs = otherTags.filter { $0.name == "link" && $0.value("rel") == "alternate" }.compactMap { $0.value("hreflang") }
            #expect(Set(hreflangs) == ["en", "zh-Hans", "x-default"])
        }
        #expect(!site.text("sitemap.xml").contains("<loc>https://triglot.example/" + sitePath + "</loc>"))
        #expect(!site.text("sitemap.xml").contains("hreflang=\"ja\" href=\"https://triglot.example/" + sitePath + "\""))
        // The Japanese home page and sidebars mark it as English.
        #expect(site.text("ja/index.html").contains("lang=\"en\" class=\"fallback\""))
        #expect(site.text("ja/uikit/uiapplicationdelegate.html").contains("class=\"fallback\" lang=\"en\""))

        // And the whole site still holds together.
        #expect(audit.brokenLinks().isEmpty, "\(audit.brokenLinks().prefix(10))")
        #expect(audit.languageProblems().isEmpty, "\(audit.languageProblems().prefix(10))")
        #expect(audit.sitemapProblems().isEmpty, "\(audit.sitemapProblems().prefix(10))")
    }

    @Test func aChangedEnglishSectionMarksTranslationsOutdatedUntilMarkedCurrent() throws {
        let path = "uikit/uiapplicationdelegate/application-willfinishlaunchingwithoptions.md"
        let content = try SiteFixture.copyOfContent()
        try SiteFixture.edit(content.appendingPathComponent("en/" + path),
                             replacing: "The system ignores the return value if the app launches as a result of a remote notification.",
                             with: "The system ignores the return value when a remote notification launches the app.")
        let templates = try SiteTemplates.load(folder: SiteFixture.templatesFolder)
        let options = BuildOptions(contentFolder: content.path, templatesFolder: SiteFixture.templatesFolder)
        var loaded = try SiteBuilder.load(options)
        let built = try SiteFixture.render(loaded, templates: templates, options: options)
        let english = try #require(loaded.page(path, in: Self.english))
        let changed = try #require(english.page.sections.first { $0.id == "return-value" }).title
        #expect(changed == "Return Value")
        for language in [Self.chinese, Self.japanese] {
            let html = built.site.text(SiteLayout.outputPath(of: path, in: language))
            #expect(html.contains("banner-outdated"), "\(language.code) has no outdated banner")
            // The section by the heading the reader sees on this page, linked to the English
            // section it must catch up with; only it.
            let translated = try #require(loaded.page(path, in: language)?.page.sections.first { $0.kind == .returnValue }).title
            #expect(translated != changed)
            let sitePath = SiteLayout.outputPath(of: path, in: language)
            let englishPath = SiteLayout.outputPath(of: path, in: Self.english)
            let englishHref = SiteLayout.relativeURL(from: sitePath, to: englishPath)
            let named = "<a href=\"\(HTMLEscapingForTests.escape(englishHref))#return-value\" hreflang=\"en\">\(HTMLEscapingForTests.escape(translated))</a>"
            let sections = HTMLEscapingForTests.escape(templates.strings.word("outdatedSections", in: language, ["sections": "{sections}"]))
                .replacingOccurrences(of: "{sections}", with: named)
            #expect(html.contains(sections), "\(language.code) banner does not name \(translated)")
            #expect(!html.contains(changed), "\(language.code) banner names the English heading")
            // The banner's links go to the English page: the changed section's to its heading,
            // which the English page has, and the last one to the page itself.
            let banner = try #require(html.range(of: "banner-outdated"))
            let bannerEnd = try #require(html[banner.lowerBound...].range(of: "</div>"))
            let links = HTMLScanner.tags(in: String(html[banner.lowerBound..<bannerEnd.lowerBound]))
                .filter { $0.name == "a" && $0.value("hreflang") != nil }.compactMap { $0.value("href") }
            #expect(links.count == 2, "\(language.code) banner links: \(links)")
            let audit = SiteAudit(built)
            #expect(links.first?.hasSuffix("#return-value") == true)
            for link in links {
                let target = link.split(separator: "#", maxSplits: 1).first.map(String.init) ?? link
                #expect(audit.sitePath(of: target, from: sitePath) == englishPath)
            }
            #expect(built.site.text(englishPath).contains("id=\"return-value\""))
        }
        #expect(!built.site.text(SiteLayout.outputPath(of: path, in: Self.english)).contains("class=\"banner"))
        // Pages whose English did not change stay without a banner.
        #expect(!built.site.text("ja/uikit/uiapplicationdelegate/applicationdidbecomeactive.html").contains("banner-outdated"))

        // What `triglot mark-current zh-Hans/…` records: the English fingerprints as they are now.
        loaded.translationLock.record(TranslationLock.fingerprints(of: english), of: path, in: Self.chinese)
        let marked = try SiteFixture.render(loaded, templates: templates, options: options)
        #expect(!marked.site.text(SiteLayout.outputPath(of: path, in: Self.chinese)).contains("banner-outdated"))
        #expect(marked.site.text(SiteLayout.outputPath(of: path, in: Self.japanese)).contains("banner-outdated"))
    }
}

/// The escaping the site uses, for building expected text (the renderer's own is tested apart).
enum HTMLEscapingForTests {
    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "'", with: "&#39;")
    }
}
