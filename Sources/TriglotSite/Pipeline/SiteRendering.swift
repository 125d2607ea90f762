import Synchronization
import TriglotLowLevel
import TriglotMarkup
import TriglotModel

/// The render step: what files the site has and what goes in each.
enum SiteRendering {
    /// The whole site in memory, for the preview and for tests.
    static func render(_ site: SiteRenderContext) -> RenderedSite {
        let files = Mutex<[String: [UInt8]]>([:])
        // Keeping a file in memory cannot fail, so neither can rendering into memory.
        try! render(site, writingEach: { path, bytes in files.withLock { $0[path] = bytes } })
        return RenderedSite(files: files.withLock { $0 })
    }

    /// Every file of the site, each handed to `write` on the core that made it, as soon as it
    /// is made: no page waits for others before it is written, nor the cores for a batch's
    /// writing to end, and no more pages are in memory than there are cores. The first
    /// failure, in the order of the files, is thrown once every page has been tried.
    /// `searchIndexes`, when given, hands over search index files already being made.
    static func render(_ site: SiteRenderContext, searchIndexes madeElsewhere: (() -> [(path: String, bytes: [UInt8])])? = nil,
                       writingEach write: @Sendable (String, [UInt8]) throws -> Void) throws {
        let failures = ParallelMap.map(jobs(site)) { job in
            SiteStaging.failure {
                let file = job.render(site)
                try write(file.path, file.bytes)
            }
        }
        if let failure = failures.lazy.compactMap({ $0 }).first { throw SiteWriter.Failure(description: failure) }
        var rest = madeElsewhere?() ?? searchIndexes(for: site.languages, site: site)
        for asset in site.templates.assets { rest.append((asset.path, asset.bytes)) }
        let restFailures = ParallelMap.map(rest) { file in SiteStaging.failure { try write(file.path, file.bytes) } }
        if let failure = restFailures.lazy.compactMap({ $0 }).first { throw SiteWriter.Failure(description: failure) }
    }

    /// The language indexes, the root pages, the sitemap and the translation-status page, then
    /// every page of every language.
    /// The files that list the whole site go first: each takes as long as many pages, and made
    /// at the end they left all but one core idle.
    private static func jobs(_ site: SiteRenderContext) -> [FileJob] {
        let languages = site.languages
        let pages = languages.flatMap { language in
            site.outputPaths(in: language).filter { $0 != "index.md" }.map { FileJob.page(path: $0, language: language) }
        }
        let status: [FileJob] = TranslationStatusContext.isBuilt(for: site) ? [.translationStatus] : []
        return languages.map(FileJob.languageIndex) + [.sitemap, .chooser, .notFound] + status + pages
    }

    /// One file of the site that can be made on its own.
    private enum FileJob: Sendable {
        case page(path: String, language: Language)
        case languageIndex(Language)
        case sitemap, chooser, notFound, translationStatus

        func render(_ site: SiteRenderContext) -> (path: String, bytes: [UInt8]) {
            switch self {
            case .page(let path, let language):
                return renderPage(path: path, language: language, site: site)
            case .languageIndex(let language):
                let index = LanguageIndexContext(language: language, site: site)
                return (index.sitePath, site.templates.renderBytes("language-index", index.make()))
            case .sitemap:
                return ("sitemap.xml", sitemapBytes(site))
            case .chooser:
                return ("index.html", site.templates.renderBytes("root", RootContexts.chooser(site: site)))
            case .notFound:
                return ("404.html", site.templates.renderBytes("not-found", RootContexts.notFound(site: site)))
            case .translationStatus:
                return translationStatusPage(site)
            }
        }
    }

    /// One page's file: its site path and HTML (empty when no language has the page).
    static func renderPage(path: String, language: Language, site: SiteRenderContext) -> (path: String, bytes: [UInt8]) {
        let context = PageContext(path: path, language: language, site: site)
        return (context.sitePath, context.make().map { site.templates.renderBytes("page", $0) } ?? [])
    }

    /// The translation-status page's file (see `TranslationStatusContext`).
    static func translationStatusPage(_ site: SiteRenderContext) -> (path: String, bytes: [UInt8]) {
        (TranslationStatusContext.sitePath, site.templates.renderBytes("translation-status", TranslationStatusContext(site: site).make()))
    }

    /// The search index scripts of some languages, built together so that every core is busy
    /// until the last one is done.
    static func searchIndexes(for languages: [Language], site: SiteRenderContext) -> [(path: String, bytes: [UInt8])] {
        searchIndexes(for: languages, content: site.content, strings: site.strings, cache: site.searchTerms)
    }

    /// The same from the pages alone: the index needs nothing the checks find, so a build can
    /// make it while the checks run.
    /// `cache`, when given, keeps each language's runs of documents for the next time.
    static func searchIndexes(for languages: [Language], content: ContentSet, strings: InterfaceStrings,
                              cache: SearchTermsCache? = nil) -> [(path: String, bytes: [UInt8])] {
        let indexes = ParallelMap.map(languages) { searchIndex(for: $0, content: content, strings: strings) }
        return zip(languages, SearchIndex.scripts(of: indexes, keys: languages.map(\.code), cache: cache)).map { language, script in
            (path: SiteLayout.searchIndexPath(in: language), bytes: script)
        }
    }

    /// One language's pages as search documents; `SearchIndex.scripts(of:)` turns them into the script.
    static func searchIndex(for language: Language, content: ContentSet, strings: InterfaceStrings) -> SearchIndex {
        var index = SearchIndex()
        for path in content.outputPaths(in: language) {
            guard let (shown, _) = content.shownPage(path, in: language) else { continue }
            let page = shown.page
            let title = path == "index.md" ? content.configuration.title(in: language) : (page.title?.text ?? path)
            let summary = page.abstract.count == 1 ? page.abstract[0].text : page.abstract.map(\.text).joined(separator: " ")
            // The page's own strings, not a copy of them joined: the summary (its blocks, as the
            // space between them separates terms as a line break does), then each section's title
            // and blocks. Read by place: a `for section in` loop copies every section.
            var texts: [String] = []
            texts.reserveCapacity(page.abstract.count + page.sections.count * 4 + 1)
            for block in page.abstract.indices { texts.append(page.abstract[block].text) }
            for section in page.sections.indices {
                texts.append(page.sections[section].title)
                for block in page.sections[section].blocks.indices where page.sections[section].blocks[block].kind != .codeBlock {
                    texts.append(page.sections[section].blocks[block].text)
                }
            }
            if let declaration = page.declaration { texts.append(declaration.symbol) }
            let kind = page.kind == .symbol ? strings.word("symbol", in: language) : strings.word("article", in: language)
            index.add(.init(title: title, url: SiteLayout.htmlPath(of: path), summary: Self.prefix(summary, characters: 200), kind: kind, texts: texts))
        }
        return index
    }

    /// `String(text.prefix(count))`, which finds where each character ends: a text of no more
    /// scalars than that has no more characters either, and is its own prefix.
    static func prefix(_ text: String, characters count: Int) -> String {
        if text.utf8.count <= count || text.unicodeScalars.count <= count { return text }
        return String(text.prefix(count))
    }

    static func sitemap(_ site: SiteRenderContext) -> String {
        String(decoding: sitemapBytes(site), as: UTF8.self)
    }

    static func sitemapBytes(_ site: SiteRenderContext) -> [UInt8] {
        let languages = site.languages
        let paths = site.content.allPaths
        var entries = paths.map { path in (path: path, languages: languages.filter { site.content.hasPage(path, in: $0) }) }
        // Languages without an index.md still have a home page of their own.
        if !paths.contains("index.md") { entries.insert((path: "index.md", languages: languages), at: 0) }
        return Sitemap.bytes(entries: entries, source: site.sourceLanguage, url: { site.absoluteURL($0) ?? "/" + $0 },
                             lastModified: { path, language in site.content.page(path, in: language).flatMap(site.lastModified(of:)) })
    }
}
