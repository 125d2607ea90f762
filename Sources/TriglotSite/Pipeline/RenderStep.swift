import Synchronization
import TriglotContent
import TriglotLowLevel
import TriglotMarkup
import TriglotModel

/// Step 5: the files a render plan names, each handed to the output on the core that made it,
/// as soon as it is made: no page waits for others before it is written, and no more pages are
/// in memory than there are cores.
enum RenderStep {
    /// Renders `plan` into `output`, and returns how many HTML pages it wrote. The first
    /// failure, in the order of the files, is thrown once every file has been tried.
    /// `searchIndexes`, when given, are search index files already made (beside the checks);
    /// otherwise those of `searchLanguages` are made here, with those the output lacks.
    @discardableResult
    /// `searchOneLanguageAtATime`: each index is made and written before the next is begun,
    /// once the pages' caches are forgotten (a large build's).
    static func render(_ plan: RenderPlan, site: SiteRenderContext, into output: some SiteOutput,
                       searchIndexes madeElsewhere: [(path: String, bytes: [UInt8])]? = nil,
                       searchLanguages: Set<Language>, searchOneLanguageAtATime: Bool = false) throws -> Int {
        let written = Atomic<Int>(0)
        // The numbered files of this build: an output that keeps what a build does not write
        // (the preview's) drops those of a larger site before.
        let sitemapParts = Mutex<Set<String>>([])
        let listPageParts = Mutex<Set<String>>([])
        func run(_ jobs: [FileJob]) throws {
            let failures = ParallelMap.map(jobs) { job in
                SiteStaging.failure {
                    try job.render(site) { path, bytes in
                        try output.write(path, bytes)
                        if path.hasSuffix(".html") { written.add(1, ordering: .relaxed) }
                        if Sitemap.isPart(path) { sitemapParts.withLock { _ = $0.insert(path) } }
                        if Self.isListPagePart(path, site: site) { listPageParts.withLock { _ = $0.insert(path) } }
                    }
                }
            }
            if let failure = failures.lazy.compactMap({ $0 }).first { throw SiteWriter.Failure(description: failure) }
        }
        if !TranslationStatusContext.isBuilt(for: site) {
            for path in output.paths where path == TranslationStatusContext.sitePath || ContentLoader.isStatusPagePart(path) { output.remove(path) }
        }
        // Which pages the content has, for the stale-page sweep (a partial plan lists only pages
        // the content has).
        if plan.siteLists, output.keepsUnwrittenFiles {
            removeStalePages(from: output, keeping: RenderPlan.allPages(of: site.content), site: site)
            removeStaleResources(from: output, site: site)
        }
        try run(jobs(plan, site: site))
        if plan.siteLists, output.keepsUnwrittenFiles {
            // A site that shrank has fewer sitemap and list page parts, or none.
            let kept = sitemapParts.withLock { $0 }.union(listPageParts.withLock { $0 })
            for path in output.paths where !kept.contains(path) && (Sitemap.isPart(path) || Self.isListPagePart(path, site: site)) {
                output.remove(path)
            }
        }
        if searchOneLanguageAtATime {
            // What the pages worked out per folder, and what they freed, is memory the indexes need.
            site.forgetPageCaches()
            ProcessMemory.returnFreed()
        }
        var rest = madeElsewhere ?? []
        if let madeElsewhere {
            removeStaleSearchParts(from: output, languages: site.languages, written: Set(madeElsewhere.map(\.path)))
        } else {
            let languages = site.languages.filter { searchLanguages.contains($0) || !output.holds(SiteLayout.searchIndexPath(in: $0)) }
            if searchOneLanguageAtATime {
                for language in languages {
                    try writeSearchIndexes(for: [language], content: site.content, strings: site.strings, cache: site.searchTerms, into: output)
                    ProcessMemory.returnFreed()
                }
            } else {
                rest = searchIndexes(for: languages, site: site)
                removeStaleSearchParts(from: output, languages: languages, written: Set(rest.map(\.path)))
            }
        }
        if plan.siteLists || !output.keepsUnwrittenFiles {
            for path in output.paths where path.hasPrefix("assets/") { output.remove(path) }
            for asset in site.templates.assets { rest.append((asset.path, asset.bytes)) }
        }
        let restFailures = ParallelMap.map(rest) { file in SiteStaging.failure { try output.write(file.path, file.bytes) } }
        if let failure = restFailures.lazy.compactMap({ $0 }).first { throw SiteWriter.Failure(description: failure) }
        return written.load(ordering: .relaxed)
    }

    /// The files that list the whole site go first: each takes as long as many pages, and made
    /// at the end they left all but one core idle. Then the pages, every one or those planned.
    private static func jobs(_ plan: RenderPlan, site: SiteRenderContext) -> [FileJob] {
        let languages = site.languages
        var jobs: [FileJob] = []
        if plan.siteLists {
            jobs = languages.map(FileJob.languageIndex) + [.sitemap, .chooser, .notFound]
            jobs += (resourceFiles(site) + staticFiles(site)).map { FileJob.resource(sitePath: $0.sitePath, file: $0.file) }
        }
        if TranslationStatusContext.isBuilt(for: site), plan.statusPage { jobs.append(.translationStatus) }
        if let pages = plan.pages {
            jobs += pages.sorted().map { FileJob.page(path: $0.path, language: $0.language) }
        } else {
            jobs += languages.flatMap { language in
                site.outputPaths(in: language).filter { $0 != "index.md" }.map { FileJob.page(path: $0, language: language) }
            }
        }
        return jobs
    }

    /// Drops the page files of pages the content no longer has.
    private static func removeStalePages(from output: some SiteOutput, keeping existing: Set<PageKey>, site: SiteRenderContext) {
        let expected = Set(existing.map { SiteLayout.outputPath(of: $0.path, in: $0.language) })
        let segments = Set(site.languages.map(\.urlSegment))
        for path in output.paths {
            guard let slash = path.firstIndex(of: "/") else { continue }
            let segment = String(path[..<slash])
            // The home page's parts are the language index's to write, and to remove when the list shrinks.
            if segments.contains(segment), path.hasSuffix(".html"), path != segment + "/index.html", !expected.contains(path),
               !isListPagePart(path, site: site) {
                output.remove(path)
            }
        }
    }

    /// Every resource of the site (`ContentSet.publishedResources`): its site path, and the file
    /// it is a copy of.
    static func resourceFiles(_ site: SiteRenderContext) -> [(sitePath: String, file: String)] {
        site.languages.flatMap { language in
            site.content.publishedResources(in: language).map { (language.urlSegment + "/" + $0.path, $0.file) }
        }
    }

    /// The files of the content folder's `static/`, at the site's root.
    static func staticFiles(_ site: SiteRenderContext) -> [(sitePath: String, file: String)] {
        let folder = ContentLoader.display(site.content.folder, ContentLoader.staticFolder)
        return site.content.staticFiles.map { ($0, ContentLoader.display(folder, $0)) }
    }

    /// Drops the resources the content no longer has: files under a language's folder of the
    /// site that are neither pages nor its search index.
    private static func removeStaleResources(from output: some SiteOutput, site: SiteRenderContext) {
        let expected = Set(resourceFiles(site).map(\.sitePath))
        let segments = Set(site.languages.map(\.urlSegment))
        let searchIndexes = Set(site.languages.map(SiteLayout.searchIndexPath(in:)))
        for path in output.paths where !path.hasSuffix(".html") && !expected.contains(path) && !searchIndexes.contains(path) {
            guard let slash = path.firstIndex(of: "/"), segments.contains(String(path[..<slash])),
                  !site.languages.contains(where: { SiteLayout.isSearchIndexPart(path, in: $0) }) else { continue }
            output.remove(path)
        }
    }

    /// One file of the site that can be made on its own.
    private enum FileJob: Sendable {
        case page(path: String, language: Language)
        case languageIndex(Language)
        case sitemap, chooser, notFound, translationStatus
        /// A file beside the pages, published as it is.
        case resource(sitePath: String, file: String)

        /// Makes the job's file (the sitemap's files, when it has parts) and hands each to `write`.
        func render(_ site: SiteRenderContext, write: (String, [UInt8]) throws -> Void) throws {
            switch self {
            case .resource(let sitePath, let file):
                guard let bytes = FileBytes.read(path: file) else { throw SiteWriter.Failure(description: "\(file): cannot be read") }
                try write(sitePath, bytes)
            case .page(let path, let language):
                let page = renderPage(path: path, language: language, site: site)
                try write(page.path, page.bytes)
            case .languageIndex(let language):
                for part in LanguageIndexContext(language: language, site: site).makeParts() {
                    try write(part.sitePath, site.templates.renderBytes("language-index", part.context))
                }
            case .sitemap:
                try sitemapFiles(site, write: write)
            case .chooser:
                try write("index.html", site.templates.renderBytes("root", RootContexts.chooser(site: site)))
            case .notFound:
                try write("404.html", site.templates.renderBytes("not-found", RootContexts.notFound(site: site)))
            case .translationStatus:
                for part in TranslationStatusContext(site: site).makeParts() {
                    try write(part.sitePath, site.templates.renderBytes("translation-status", part.context))
                }
            }
        }
    }

    /// One page's file: its site path and HTML (empty when no language has the page).
    static func renderPage(path: String, language: Language, site: SiteRenderContext) -> (path: String, bytes: [UInt8]) {
        let context = PageContext(path: path, language: language, site: site)
        return (context.sitePath, context.make().map { site.templates.renderBytes("page", $0) } ?? [])
    }

    /// Whether a site path is a part after the first of a list page: a language's home page's
    /// or the translation-status page's.
    static func isListPagePart(_ path: String, site: SiteRenderContext) -> Bool {
        ContentLoader.isStatusPagePart(path) || site.languages.contains { HomePageList.isLaterPart(path, in: $0) }
    }

    /// The search index files of some languages (each index's script and any parts), built
    /// together so that every core is busy until the last one is done.
    static func searchIndexes(for languages: [Language], site: SiteRenderContext) -> [(path: String, bytes: [UInt8])] {
        searchIndexes(for: languages, content: site.content, strings: site.strings, cache: site.searchTerms)
    }

    /// The same from the pages alone: the index needs nothing the checks find, so a build can
    /// make it while the checks run.
    /// `cache`, when given, keeps each language's runs of documents for the next time.
    static func searchIndexes(for languages: [Language], content: ContentSet, strings: InterfaceStrings,
                              cache: SearchTermsCache? = nil) -> [(path: String, bytes: [UInt8])] {
        let indexes = ParallelMap.map(languages) { searchIndex(for: $0, content: content, strings: strings) }
        return zip(languages, SearchIndex.scripts(of: indexes, keys: languages.map(\.code), cache: cache)).flatMap { language, scripts in
            [(path: SiteLayout.searchIndexPath(in: language), bytes: scripts.main)] + scripts.parts.enumerated().map { part, bytes in
                (path: SiteLayout.searchIndexPartPath(in: language, name: scripts.partsName, part: part), bytes: bytes)
            }
        }
    }

    /// The same written into `output`, each part as soon as it is made (so that a large
    /// language's parts are never all in memory at once), and the parts of earlier builds of
    /// these languages removed. The first failure, in the order of the paths, is thrown.
    static func writeSearchIndexes(for languages: [Language], content: ContentSet, strings: InterfaceStrings,
                                   cache: SearchTermsCache? = nil, into output: some SiteOutput) throws {
        let indexes = ParallelMap.map(languages) { searchIndex(for: $0, content: content, strings: strings) }
        let failures = Mutex<[String]>([])
        @Sendable func write(_ path: String, _ bytes: [UInt8]) {
            if let failure = SiteStaging.failure({ try output.write(path, bytes) }) { failures.withLock { $0.append(failure) } }
        }
        let scripts = SearchIndex.scripts(of: indexes, keys: languages.map(\.code), cache: cache) { index, name, part, bytes in
            write(SiteLayout.searchIndexPartPath(in: languages[index], name: name, part: part), bytes)
        }
        var written = Set<String>()
        for (language, scripts) in zip(languages, scripts) {
            write(SiteLayout.searchIndexPath(in: language), scripts.main)
            written.insert(SiteLayout.searchIndexPath(in: language))
            for part in 0..<scripts.partCount {
                written.insert(SiteLayout.searchIndexPartPath(in: language, name: scripts.partsName, part: part))
            }
        }
        if let failure = failures.withLock({ $0.min() }) { throw SiteWriter.Failure(description: failure) }
        removeStaleSearchParts(from: output, languages: languages, written: written)
    }

    /// Removes the parts of the search indexes of `languages` that `written` does not hold: an
    /// output that keeps the files a build does not write (the preview's) would otherwise keep
    /// every earlier build's parts.
    static func removeStaleSearchParts(from output: some SiteOutput, languages: [Language], written: Set<String>) {
        guard output.keepsUnwrittenFiles else { return }
        for path in output.paths where !written.contains(path) && languages.contains(where: { SiteLayout.isSearchIndexPart(path, in: $0) }) {
            output.remove(path)
        }
    }

    /// One language's pages as search documents; `SearchIndex.scripts(of:)` turns them into the script.
    /// A page kept as its outline alone (a large build's) is read again as its run is read.
    static func searchIndex(for language: Language, content: ContentSet, strings: InterfaceStrings) -> SearchIndex {
        var index = SearchIndex()
        // One reader for every page, so that each document holds it and its page, not a copy of the content.
        let readTexts: @Sendable (LoadedPage) -> [String] = { searchTexts(of: content.withParse($0).page) }
        for path in content.outputPaths(in: language) {
            guard let (shown, _) = content.shownPage(path, in: language) else { continue }
            let page = shown.page
            let title = path == "index.md" ? content.configuration.title(in: language) : (page.title?.text ?? path)
            let summary = page.abstract.count == 1 ? page.abstract[0].text : page.abstract.map(\.text).joined(separator: " ")
            let kind = page.kind == .symbol ? strings.word("symbol", in: language) : strings.word("article", in: language)
            let url = SiteLayout.htmlPath(of: path)
            let shortSummary = Self.prefix(summary, characters: 200)
            if shown.parseDropped {
                index.add(.init(title: title, url: url, summary: shortSummary, kind: kind) { readTexts(shown) })
            } else {
                index.add(.init(title: title, url: url, summary: shortSummary, kind: kind, texts: searchTexts(of: page)))
            }
        }
        return index
    }

    /// The page's own strings, not a copy of them joined: the summary (its blocks, as the
    /// space between them separates terms as a line break does), then each section's title and
    /// blocks, then the declared symbol. Read by place: a `for section in` loop copies every section.
    static func searchTexts(of page: Page) -> [String] {
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
        return texts
    }

    /// `String(text.prefix(count))`, which finds where each character ends: a text of no more
    /// scalars than that has no more characters either, and is its own prefix.
    static func prefix(_ text: String, characters count: Int) -> String {
        if text.utf8.count <= count || text.unicodeScalars.count <= count { return text }
        return String(text.prefix(count))
    }

    static func sitemapFiles(_ site: SiteRenderContext, write: (String, [UInt8]) throws -> Void) rethrows {
        let languages = site.languages
        let paths = site.content.allPaths
        var entries = paths.map { path in (path: path, languages: languages.filter { site.content.hasPage(path, in: $0) }) }
        // Languages without an index.md still have a home page of their own.
        if !paths.contains("index.md") { entries.insert((path: "index.md", languages: languages), at: 0) }
        try Sitemap.files(entries: entries, source: site.sourceLanguage, url: { site.absoluteURL($0) ?? "/" + $0 },
                          lastModified: { path, language in site.content.page(path, in: language).flatMap(site.lastModified(of:)) },
                          write: write)
    }
}
