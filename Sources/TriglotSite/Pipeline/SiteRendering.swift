import TriglotMarkup
import TriglotModel

/// The render step: what files the site has and what goes in each.
enum SiteRendering {
    static func render(_ site: SiteRenderContext) -> RenderedSite {
        var rendered = RenderedSite()
        render(site) { files in
            for file in files { rendered.files[file.path] = file.bytes }
        }
        return rendered
    }

    /// Pages this many at a time: enough to keep every core busy, few enough that a site of
    /// tens of thousands of pages is never all in memory when it is written as it renders.
    static let batchSize = 512

    /// Every file of the site, handed to `emit` in batches: the pages, then the language
    /// indexes, search indexes, root pages, sitemap and assets.
    static func render(_ site: SiteRenderContext, emit: ([(path: String, bytes: [UInt8])]) throws -> Void) rethrows {
        let languages = site.languages
        let jobs = languages.flatMap { language in
            site.outputPaths(in: language).filter { $0 != "index.md" }.map { PageJob(path: $0, language: language) }
        }
        for start in stride(from: 0, to: jobs.count, by: batchSize) {
            let batch = Array(jobs[start..<min(start + batchSize, jobs.count)])
            try emit(ParallelMap.map(batch) { renderPage(path: $0.path, language: $0.language, site: site) })
        }
        var rest: [(path: String, bytes: [UInt8])] = []
        for language in languages {
            let index = LanguageIndexContext(language: language, site: site)
            rest.append((index.sitePath, site.templates.renderBytes("language-index", index.make())))
        }
        rest += searchIndexes(for: languages, site: site)
        rest.append(("index.html", site.templates.renderBytes("root", RootContexts.chooser(site: site))))
        rest.append(("404.html", site.templates.renderBytes("not-found", RootContexts.notFound(site: site))))
        rest.append(("sitemap.xml", Array(sitemap(site).utf8)))
        for asset in site.templates.assets { rest.append((asset.path, asset.bytes)) }
        try emit(rest)
    }

    /// One page's file: its site path and HTML (empty when no language has the page).
    static func renderPage(path: String, language: Language, site: SiteRenderContext) -> (path: String, bytes: [UInt8]) {
        let context = PageContext(path: path, language: language, site: site)
        return (context.sitePath, context.make().map { site.templates.renderBytes("page", $0) } ?? [])
    }

    /// The search index scripts of some languages, built together so that every core is busy
    /// until the last one is done.
    static func searchIndexes(for languages: [Language], site: SiteRenderContext) -> [(path: String, bytes: [UInt8])] {
        let indexes = ParallelMap.map(languages) { searchIndex(for: $0, site: site) }
        return zip(languages, SearchIndex.scripts(of: indexes)).map { language, script in
            (path: SiteLayout.searchIndexPath(in: language), bytes: script)
        }
    }

    private struct PageJob: Sendable {
        let path: String
        let language: Language
    }

    /// One language's pages as search documents; `SearchIndex.scripts(of:)` turns them into the script.
    static func searchIndex(for language: Language, site: SiteRenderContext) -> SearchIndex {
        var index = SearchIndex()
        for path in site.outputPaths(in: language) {
            guard let (shown, _) = site.shownPage(path, in: language) else { continue }
            let page = shown.page
            let title = path == "index.md" ? site.content.configuration.title(in: language) : (page.title?.text ?? path)
            let summary = page.abstract.map(\.text).joined(separator: " ")
            // Appended piece by piece, in place: `text += "\n" + piece` would build a string per piece.
            var text = summary
            for section in page.sections {
                text += "\n"
                text += section.title
                for block in section.blocks where block.kind != .codeBlock {
                    text += "\n"
                    text += block.text
                }
            }
            if let declaration = page.declaration {
                text += "\n"
                text += declaration.symbol
            }
            let kind = page.kind == .symbol ? site.strings.word("symbol", in: language) : site.strings.word("article", in: language)
            index.add(.init(title: title, url: SiteLayout.htmlPath(of: path), summary: String(summary.prefix(200)), kind: kind, text: text))
        }
        return index
    }

    static func sitemap(_ site: SiteRenderContext) -> String {
        let languages = site.languages
        let paths = site.content.allPaths
        var entries = paths.map { path in (path: path, languages: languages.filter { site.content.page(path, in: $0) != nil }) }
        // Languages without an index.md still have a home page of their own.
        if !paths.contains("index.md") { entries.insert((path: "index.md", languages: languages), at: 0) }
        return Sitemap.xml(entries: entries, source: site.sourceLanguage) { site.absoluteURL($0) ?? "/" + $0 }
    }
}
