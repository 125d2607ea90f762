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
