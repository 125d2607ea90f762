import Foundation
import TriglotChecks
import TriglotContent
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
}
