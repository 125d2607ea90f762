import TriglotMarkup
import TriglotModel

/// The render step: what files the site has and what goes in each.
enum SiteRendering {
    static func render(_ site: SiteRenderContext) -> RenderedSite {
        let languages = site.content.languages
        let jobs = languages.flatMap { language in
            site.outputPaths(in: language).filter { $0 != "index.md" }.map { PageJob(path: $0, language: language) }
        }
        let pages = ParallelMap.map(jobs) { job -> (String, String) in
            let context = PageContext(path: job.path, language: job.language, site: site)
            return (context.sitePath, context.make().map { site.templates.render("page", $0) } ?? "")
        }
        var rendered = RenderedSite()
        for (path, html) in pages { rendered.add(path, html) }
        for language in languages {
            let index = LanguageIndexContext(language: language, site: site)
            rendered.add(index.sitePath, site.templates.render("language-index", index.make()))
        }
        let indexes = ParallelMap.map(languages) { language in (language.urlSegment + "/search-index.js", searchIndex(for: language, site: site)) }
        for (path, script) in indexes { rendered.add(path, script) }
        rendered.add("index.html", site.templates.render("root", RootContexts.chooser(site: site)))
        rendered.add("404.html", site.templates.render("not-found", RootContexts.notFound(site: site)))
        rendered.add("sitemap.xml", sitemap(site))
        for asset in site.templates.assets { rendered.files[asset.path] = asset.bytes }
        return rendered
    }

    private struct PageJob: Sendable {
        let path: String
        let language: Language
    }

    static func searchIndex(for language: Language, site: SiteRenderContext) -> String {
        var index = SearchIndex()
        for path in site.outputPaths(in: language) {
            guard let (shown, _) = site.shownPage(path, in: language) else { continue }
            let page = shown.page
            let title = path == "index.md" ? site.content.configuration.title(in: language) : (page.title?.text ?? path)
            let summary = page.abstract.map(\.text).joined(separator: " ")
            var text = summary
            for section in page.sections {
                text += "\n" + section.title
                for block in section.blocks where block.kind != .codeBlock { text += "\n" + block.text }
            }
            if let declaration = page.declaration { text += "\n" + declaration.symbol }
            let kind = page.kind == .symbol ? site.strings.word("symbol", in: language) : site.strings.word("article", in: language)
            index.add(.init(title: title, url: SiteLayout.htmlPath(of: path), summary: String(summary.prefix(200)), kind: kind, text: text))
        }
        return index.script()
    }

    static func sitemap(_ site: SiteRenderContext) -> String {
        let languages = site.content.languages
        let paths = site.content.allPaths
        var entries = paths.map { path in (path: path, languages: languages.filter { site.content.page(path, in: $0) != nil }) }
        // Languages without an index.md still have a home page of their own.
        if !paths.contains("index.md") { entries.insert((path: "index.md", languages: languages), at: 0) }
        return Sitemap.xml(entries: entries, source: site.sourceLanguage) { site.absoluteURL($0) ?? "/" + $0 }
    }
}
