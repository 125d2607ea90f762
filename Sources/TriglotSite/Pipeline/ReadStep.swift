import TriglotLowLevel
import TriglotContent
import TriglotModel

/// Step 1: the templates and the content as the changes leave them. Everything is read for a
/// first build (`ContentChanges.everything`); after that only the files a change names.
enum ReadStep {
    struct Result {
        var content: ContentSet
        var templates: SiteTemplates
        /// Page paths read again, added or removed, in any language.
        var changedPaths: Set<String> = []
        var changedLanguages: Set<Language> = []
        /// Every page may render differently (templates, scenarios, the lock, a full read).
        var renderAll: Bool
        /// The glossary was read again: every page's glossary findings may change.
        var glossaryChanged = false
        /// The translations' baselines were read again from history.
        var baselinesChanged = false
    }

    /// `readsTemplates` false: a run that renders nothing (the language server's) keeps the
    /// built-in templates and never reads the templates folder.
    /// `parses`: which pages a first read keeps whole; whatever needs the parse of another reads
    /// it again (`ContentLoader.load(parses:)`).
    static func read(_ changes: ContentChanges, after previous: BuildState?, options: BuildOptions, readsTemplates: Bool = true,
                     parses: ContentLoader.KeptParses = .all) throws -> Result {
        guard let previous, !changes.everything else {
            return try readEverything(options, readsTemplates: readsTemplates, parses: parses)
        }
        var result = Result(content: previous.content, templates: previous.templates, renderAll: false)
        let folder = options.contentFolder
        if changes.templates, readsTemplates {
            result.templates = try SiteTemplates.load(folder: options.templatesFolder, mustExist: options.templatesRequired)
            result.renderAll = true
        }
        if changes.glossary {
            result.content.glossary = try ContentLoader.loadGlossaryFile(folder: folder, sourceLanguage: result.content.configuration.defaultLanguage)
            result.glossaryChanged = true
        }
        if changes.translationLock {
            result.content.translationLock = try ContentLoader.loadTranslationLock(folder: folder)
            result.content.readTranslationBaselines()
            result.renderAll = true
        }
        if changes.scenarios {
            result.content.scenarios = try ContentLoader.loadScenarios(folder: folder)
            result.renderAll = true
        }
        let resourcesBefore = result.content.resources
        let pages = changes.pages.union(pagesComingOrGoing(in: changes.rescanLanguages, content: &result.content, folder: folder))
        // A folder of images moved in: copied with the rest, and every page's links to them checked again.
        if result.content.resources != resourcesBefore { result.renderAll = true }
        for change in pages {
            let language = change.language
            result.changedPaths.insert(change.path)
            result.changedLanguages.insert(language)
            let configuration = result.content.configuration
            let relative = PageFile.relativeFile(folder: folder, path: change.path, language: language, configuration: configuration)
            if let bytes = changes.buffers[change] {
                // As `ContentLoader.loadPage` reads a file, from the buffer's bytes instead.
                let display = ContentLoader.display(folder, relative)
                let read = PageReader(configuration: configuration).read(bytes: bytes, path: display, language: language, pagePath: change.path)
                result.content.setPage(LoadedPage(path: change.path, language: language, displayPath: display, page: read.page,
                                                  source: read.source, diagnostics: read.diagnostics),
                                       path: change.path, language: language)
            } else if PageFile.isPage(folder: folder, relative: relative) {
                result.content.setPage(PageFile.readStable(folder: folder, language: language, path: change.path, configuration: configuration,
                                                           reader: PageReader(configuration: configuration)),
                                       path: change.path, language: language)
            } else {
                result.content.setPage(nil, path: change.path, language: language)
            }
        }
        if BaselineChanges.commitsMoved(in: pages, from: previous.content, to: result.content) {
            result.content.readTranslationBaselines()
            result.baselinesChanged = true
        }
        return result
    }

    /// The templates beside the pages, which need nothing of them; a problem with the
    /// templates is still what a build reports first.
    private static func readEverything(_ options: BuildOptions, readsTemplates: Bool, parses: ContentLoader.KeptParses) throws -> Result {
        let (content, templates) = ParallelMap.both(
            { Swift.Result { try ContentLoader.load(folder: options.contentFolder, symbolGraphs: options.symbolGraphs, parses: parses) } },
            beside: {
                Swift.Result {
                    try SiteTemplates.load(folder: readsTemplates ? options.templatesFolder : nil, mustExist: readsTemplates && options.templatesRequired)
                }
            })
        let loadedTemplates = try templates.get()
        return Result(content: try content.get(), templates: loadedTemplates, renderAll: true)
    }

    /// The pages of the rescanned languages that a listing finds and the content lacks, or the
    /// content has and the listing no longer finds; the folder walk's diagnostics are replaced.
    private static func pagesComingOrGoing(in languages: Set<String>, content: inout ContentSet,
                                           folder: String) -> Set<PageKey> {
        guard !languages.isEmpty else { return [] }
        var pages = Set<PageKey>()
        var walkDiagnostics: [Diagnostic] = []
        for language in content.languages {
            let listing = ContentLoader.pagePaths(folder: folder, language: language, configuration: content.configuration)
            walkDiagnostics += listing.diagnostics
            guard languages.contains(language.code) else { continue }
            content.resources[language] = listing.resources.isEmpty ? nil : Set(listing.resources)
            let known = Set((content.pages[language] ?? [:]).keys)
            for path in Set(listing.paths).symmetricDifference(known) {
                pages.insert(PageKey(path: path, language: language))
            }
        }
        content.diagnostics = walkDiagnostics + ContentLoader.staticFiles(folder: folder, configuration: content.configuration).diagnostics
        return pages
    }
}
