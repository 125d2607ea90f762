import Foundation
import TriglotChecks
import TriglotModel
import TriglotSite

/// The build, kept in memory between changes. A full build reads everything; after that a
/// change reads only the files it names, runs the checks over the whole content (they are quick
/// and their findings cross pages), and renders only the pages whose output can differ:
/// the changed pages in every language, the pages that link to them or name their symbols,
/// the pages whose diagnostics changed, and every page of a language whose sidebar changed.
/// A template, scenario or lock change renders every page again without reading any page.
struct SitePipeline {
    struct Result {
        var site: RenderedSite
        /// Site paths that may differ from the previous result; nil when everything may.
        var candidates: Set<String>?
        var renderedPages: Int
        /// Milliseconds per step of an incremental rebuild, for the log.
        var steps: [(String, Double)] = []
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    private struct State {
        var content: ContentSet
        var templates: SiteTemplates
        var context: CheckContext
        var diagnostics: [Diagnostic]
        /// The findings by page and pair, for the next rebuild to take over where it can.
        var checkRun: CheckRun
        var links: LinkIndex
        var navigation: [Language: IncrementalRender.NavigationSignature]
        var site: RenderedSite
        /// Languages whose search index is older than their pages (see `refreshSearchIndexes`).
        var staleSearch: Set<Language> = []
    }

    let options: BuildOptions
    private var state: State?
    /// The search indexes' runs of documents, so that a save reads again only the runs it changed.
    private let searchTerms = SearchTermsCache()

    /// The state a rebuild replaced, handed to another thread to be freed there. Nothing reads
    /// it again: the parts the new state shares stay alive through the new state's references.
    private final class PreviousState: @unchecked Sendable {
        private var state: State?

        init(_ state: State?) {
            self.state = state
        }

        func drop() {
            state = nil
        }
    }
    /// Parts that failed to load last time; they are read again on every rebuild until they load,
    /// so a broken file keeps the error page up even when another file changes.
    private var pendingRetry = ContentChanges()

    init(options: BuildOptions) {
        var options = options
        options.preview = true
        options.allowErrors = true
        self.options = options
    }

    /// The language codes site.yml lists (to sort changed paths); empty before the first build.
    var languageCodes: [String] { state?.content.languages.map(\.code) ?? [] }

    /// The configuration of the last build, to place changed files in their languages.
    var configuration: SiteConfiguration? { state?.content.configuration }

    mutating func build(_ requested: ContentChanges) throws -> Result {
        var changes = requested
        changes.formUnion(pendingRetry)
        do {
            let result: Result
            if state == nil || changes.everything {
                result = try fullBuild()
            } else {
                result = try incrementalBuild(changes)
            }
            pendingRetry = ContentChanges()
            return result
        } catch {
            var retry = pendingRetry
            retry.formUnion(changes)
            pendingRetry = retry
            throw Failure(description: String(describing: error))
        }
    }

    private mutating func fullBuild() throws -> Result {
        let templates = try SiteTemplates.load(folder: options.templatesFolder, mustExist: options.templatesRequired)
        let content = try SiteBuilder.load(options)
        let context = CheckContext(content: content)
        let run = SiteBuilder.checkRunner(content, options: options).run(context, reusing: nil, affected: [])
        let diagnostics = run.diagnostics
        let site = SiteBuilder.render(content, context: context, diagnostics: diagnostics, templates: templates, options: options,
                                      searchTerms: searchTerms)
        state = State(content: content, templates: templates, context: context,
                      diagnostics: diagnostics, checkRun: run, links: LinkIndex(content: content),
                      navigation: IncrementalRender.navigationSignatures(of: content), site: site)
        return Result(site: site, candidates: nil, renderedPages: IncrementalRender.allPages(of: content).count)
    }

    private mutating func incrementalBuild(_ changes: ContentChanges) throws -> Result {
        guard var next = state else { return try fullBuild() }
        var steps: [(String, Double)] = []
        var stepStart = ContinuousClock.now
        func step(_ name: String) {
            let now = ContinuousClock.now
            let elapsed = now - stepStart
            steps.append((name, Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15))
            stepStart = now
        }
        let folder = options.contentFolder
        var renderAll = false
        var changedPaths = Set<String>()
        var changedLanguages = Set<Language>()
        if changes.templates {
            next.templates = try SiteTemplates.load(folder: options.templatesFolder, mustExist: options.templatesRequired)
            renderAll = true
        }
        if changes.glossary {
            next.content.glossary = try ContentLoader.loadGlossaryFile(folder: folder, sourceLanguage: next.content.configuration.defaultLanguage)
        }
        if changes.translationLock {
            next.content.translationLock = try ContentLoader.loadTranslationLock(folder: folder)
            next.content.readTranslationBaselines()
            renderAll = true
        }
        if changes.scenarios {
            next.content.scenarios = try ContentLoader.loadScenarios(folder: folder)
            renderAll = true
        }
        var pagesToRead = changes.pages
        if !changes.rescanLanguages.isEmpty {
            var walkDiagnostics: [Diagnostic] = []
            for language in next.content.languages {
                let listing = ContentLoader.pagePaths(folder: folder, language: language, configuration: next.content.configuration)
                walkDiagnostics += listing.diagnostics
                guard changes.rescanLanguages.contains(language.code) else { continue }
                let present = Set(listing.paths)
                let known = Set((next.content.pages[language] ?? [:]).keys)
                for path in present.symmetricDifference(known) {
                    pagesToRead.insert(.init(language: language.code, path: path))
                }
            }
            next.content.diagnostics = walkDiagnostics
        }
        for change in pagesToRead {
            let language = Language(change.language)
            changedPaths.insert(change.path)
            changedLanguages.insert(language)
            let configuration = next.content.configuration
            if PageFile.isPage(folder: folder, relative: configuration.relativeFile(of: change.path, in: language)) {
                next.content.pages[language, default: [:]][change.path] = PageFile.readStable(
                    folder: folder, language: language, path: change.path, configuration: configuration, reader: PageReader(configuration: configuration))
            } else {
                next.content.pages[language]?[change.path] = nil
            }
        }

        if BaselineChanges.commitsMoved(in: pagesToRead, from: state?.content, to: next.content) {
            next.content.readTranslationBaselines()
        }
        step("read")
        next.links.update(paths: changedPaths, content: next.content)
        step("links")
        let context = CheckContext(content: next.content, reusingFactsFrom: next.context)
        step("context")
        let affected = Self.pagesToCheckAgain(changedPaths: changedPaths, everything: renderAll || changes.glossary,
                                              previous: next.context, next: context, links: next.links)
        let run = SiteBuilder.checkRunner(next.content, options: options).run(context, reusing: affected == nil ? nil : next.checkRun,
                                                                              affected: affected ?? [])
        let diagnostics = run.diagnostics
        next.checkRun = run
        step("check")
        let byFile = Self.byFile(diagnostics)
        let (navigation, languagesWithNewSidebar) = IncrementalRender.navigationSignatures(
            of: next.content, after: state?.content ?? next.content, changedPaths: changedPaths, previous: next.navigation)
        step("navigation")
        var pages = Set<PageKey>()
        if renderAll {
            pages = IncrementalRender.allPages(of: next.content)
        } else {
            let symbols = LinkIndex.changedSymbols(from: next.context, to: context)
            var paths = changedPaths.union(next.links.pagesReferring(to: changedPaths, symbols: symbols))
            paths.formUnion(Self.pathsWithChangedDiagnostics(old: next.diagnostics, new: diagnostics, content: next.content, previous: state?.content))
            pages = IncrementalRender.pages(at: paths, of: next.content)
            if !languagesWithNewSidebar.isEmpty {
                pages.formUnion(IncrementalRender.allPages(of: next.content).filter { languagesWithNewSidebar.contains($0.language) })
            }
        }
        // A changed English page is also the fallback shown in the other languages.
        let searchLanguages = renderAll || changedLanguages.contains(next.content.sourceLanguage) ? Set(next.content.languages) : changedLanguages
        step("plan")
        let previous = next.site
        // The search indexes read every page of their language; they are brought up to date after
        // the changed pages are out (`refreshSearchIndexes`), so no reload waits for them.
        // A save that leaves every title, summary and page where it was keeps the indexes and sitemap.
        let keepingSiteLists = !renderAll && !changes.glossary && languagesWithNewSidebar.isEmpty
            && IncrementalRender.siteListsReadTheSame(of: changedPaths, in: next.content, as: state?.content ?? next.content)
        next.site = IncrementalRender.render(pages: pages, searchLanguages: [], content: next.content, context: context,
                                             diagnostics: diagnostics, diagnosticsByFile: byFile, navigation: navigation,
                                             keepingSiteLists: keepingSiteLists,
                                             templates: next.templates, options: options, previous: previous, searchTerms: searchTerms)
        next.staleSearch.formUnion(searchLanguages)
        step("render")
        next.context = context
        next.diagnostics = diagnostics
        next.navigation = navigation
        // Freeing what the save replaced (the previous check context with every page's facts,
        // tens of thousands of findings) took as long as rendering the pages: another thread
        // does it, after the reload is out.
        let replaced = PreviousState(state)
        state = next
        DispatchQueue.global(qos: .utility).async { replaced.drop() }

        var candidates = Set(pages.map { SiteLayout.outputPath(of: $0.path, in: $0.language) })
        // The root pages, and the status page, which every save may change.
        candidates.formUnion(["index.html", "404.html", "sitemap.xml", TranslationStatusContext.sitePath])
        for language in next.content.languages {
            candidates.insert(language.urlSegment + "/index.html")
            candidates.insert(SiteLayout.searchIndexPath(in: language))
        }
        for path in next.site.files.keys where path.hasPrefix("assets/") { candidates.insert(path) }
        return Result(site: next.site, candidates: renderAll ? nil : candidates, renderedPages: pages.count, steps: steps)
    }

    /// The search indexes a change left stale, built again; nil when none is stale.
    mutating func refreshSearchIndexes() -> Result? {
        guard var next = state, !next.staleSearch.isEmpty else { return nil }
        let start = ContinuousClock.now
        next.site = IncrementalRender.renderSearchIndexes(of: next.staleSearch, content: next.content, context: next.context,
                                                         diagnostics: next.diagnostics, templates: next.templates, options: options,
                                                         previous: next.site, searchTerms: searchTerms)
        let candidates = Set(next.staleSearch.map(SiteLayout.searchIndexPath(in:)))
        next.staleSearch = []
        state = next
        let elapsed = ContinuousClock.now - start
        let milliseconds = Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
        return Result(site: next.site, candidates: candidates, renderedPages: 0, steps: [("search", milliseconds)])
    }

    /// The pages (display paths) whose page and pair checks must run again after a save; the
    /// others keep their findings. Nil when everything must run: a template, scenario, lock or
    /// glossary change, a page added or removed, or a symbol that moved, changes what pages
    /// other than the saved ones find. Otherwise the saved pages, in every language, and the
    /// pages linking to them (a link may name one of their headings).
    static func pagesToCheckAgain(changedPaths: Set<String>, everything: Bool, previous: CheckContext, next: CheckContext,
                                  links: LinkIndex) -> Set<String>? {
        // Only the changed paths can have come or gone: their presence is compared, not every page's.
        let languages = Set(next.content.pages.keys).union(previous.content.pages.keys)
        let samePages = changedPaths.allSatisfy { path in
            languages.allSatisfy { (next.content.pages[$0]?[path] == nil) == (previous.content.pages[$0]?[path] == nil) }
        }
        guard !everything, samePages, next.symbolPages == previous.symbolPages else { return nil }
        var affected = Set<String>()
        for path in changedPaths.union(links.pagesReferring(to: changedPaths, symbols: [])) {
            for language in next.content.languages {
                if let page = next.content.page(path, in: language) { affected.insert(page.displayPath) }
            }
        }
        return affected
    }

    /// The diagnostics of each file, in their order. They come file by file (in display order),
    /// so a file's list is looked up where the path changes, not hashed again for every finding:
    /// a thousand-page site has tens of thousands.
    static func byFile(_ diagnostics: [Diagnostic]) -> [String: [Diagnostic]] {
        var grouped: [String: [Diagnostic]] = [:]
        var start = diagnostics.startIndex
        while start < diagnostics.endIndex {
            let path = diagnostics[start].path
            var end = start + 1
            while end < diagnostics.endIndex, diagnostics[end].path == path { end += 1 }
            if !path.isEmpty { grouped[path, default: []] += diagnostics[start..<end] }
            start = end
        }
        return grouped
    }

    /// Page paths whose overlay changes: their file's diagnostics differ between two check runs.
    private static func pathsWithChangedDiagnostics(old: [Diagnostic], new: [Diagnostic],
                                                    content: ContentSet, previous: ContentSet?) -> Set<String> {
        let changedFiles = filesWithChangedDiagnostics(old: old, new: new)
        guard !changedFiles.isEmpty else { return [] }
        var result = Set<String>()
        for pages in [previous, content].compactMap({ $0 }) {
            for file in changedFiles {
                if let path = pagePath(ofDisplayPath: file, in: pages) { result.insert(path) }
            }
        }
        return result
    }

    /// The files whose findings differ between two check runs. Both are in display order, file by
    /// file with files in path order, so they are walked side by side and each file's run of
    /// findings is compared with the other side's: no dictionary of every file is made, and a
    /// thousand-page site has tens of thousands of findings.
    static func filesWithChangedDiagnostics(old: [Diagnostic], new: [Diagnostic]) -> Set<String> {
        func runEnd(_ diagnostics: [Diagnostic], from start: Int) -> Int {
            var end = start + 1
            while end < diagnostics.count, diagnostics[end].path == diagnostics[start].path { end += 1 }
            return end
        }
        var changed = Set<String>()
        var (oldStart, newStart) = (0, 0)
        while oldStart < old.count || newStart < new.count {
            let oldPath = oldStart < old.count ? old[oldStart].path : nil
            let newPath = newStart < new.count ? new[newStart].path : nil
            if let oldPath, let newPath, oldPath == newPath {
                let (oldEnd, newEnd) = (runEnd(old, from: oldStart), runEnd(new, from: newStart))
                if !old[oldStart..<oldEnd].elementsEqual(new[newStart..<newEnd]) { changed.insert(oldPath) }
                (oldStart, newStart) = (oldEnd, newEnd)
            } else if let oldPath, newPath.map({ oldPath < $0 }) ?? true {
                changed.insert(oldPath)
                oldStart = runEnd(old, from: oldStart)
            } else if let newPath {
                changed.insert(newPath)
                newStart = runEnd(new, from: newStart)
            }
        }
        changed.remove("")
        return changed
    }

    /// The page path of the page a display path names (`Content/ja/a/b.md` → `a/b.md`), read from
    /// the display path and confirmed by the page found there; every page is looked through only
    /// when that fails.
    static func pagePath(ofDisplayPath file: String, in content: ContentSet) -> String? {
        let prefix = ContentLoader.display(content.folder, "")
        if file.hasPrefix(prefix) {
            let relative = file.dropFirst(prefix.count)
            if let slash = relative.firstIndex(of: "/") {
                let path = String(relative[relative.index(after: slash)...])
                if content.pages[Language(String(relative[..<slash]))]?[path]?.displayPath == file { return path }
            }
        }
        for (_, pages) in content.pages {
            for (path, page) in pages where page.displayPath == file { return path }
        }
        return nil
    }
}
