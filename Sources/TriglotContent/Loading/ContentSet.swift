import TriglotMarkup
import TriglotModel

/// Everything in a content folder, parsed: configuration, glossary, every page in every
/// language, and the lifecycle scenarios (kept as bytes; `LaunchLifecycle` decodes them).
public struct ContentSet: Sendable {
    public var folder: String
    public var configuration: SiteConfiguration {
        didSet { pagesInOrder = nil }
    }
    public var glossary: Glossary
    /// Pages by language, then by path within the language folder.
    public var pages: [Language: [String: LoadedPage]] {
        didSet { pagesInOrder = nil }
    }
    /// `allPages` as the loader read them, which is its order; nil once the pages or the
    /// languages change, or when nobody handed it over.
    private var pagesInOrder: [LoadedPage]?
    /// Scenario files by name (`cold-url` for `scenarios/cold-url.json`).
    public var scenarios: [String: ScenarioSource]
    /// Which version of each English section each translation was made from.
    public var translationLock: TranslationLock
    /// Each translation's baseline from history or front matter (`TranslationBaselineReader`);
    /// a translation not here is measured against its lock entry.
    public var translationBaselines: [Language: [String: TranslationBaseline]] = [:]
    /// Problems with files that are not pages (configuration, skipped links, stray files).
    public var diagnostics: [Diagnostic]
    /// What the compiler says the API is, from the symbol graphs `site.yml` or the command line
    /// names; empty without them.
    public var symbols: SymbolCatalog = .empty
    /// The files beside the pages that are not pages (images, downloads), by language, as paths
    /// within the language folder (in the suffix layout, the content folder). The site
    /// publishes them as they are; a language without one of the source language's gets that.
    public var resources: [Language: Set<String>] = [:]
    /// The files of the content folder's `static/`, which the site publishes at its root as
    /// they are, as paths within `static/`, sorted.
    public var staticFiles: [String] = []
    /// What reads a page again when the load dropped the pages' parses (`ContentLoader.load(parses:)`
    /// with `.none`, or a limit the pages came to more than): nil when every page has its parse.
    public var parseReader: PageReader?

    public struct ScenarioSource: Sendable, Equatable {
        public var name: String
        public var displayPath: String
        public var bytes: [UInt8]

        public init(name: String, displayPath: String, bytes: [UInt8]) {
            self.name = name
            self.displayPath = displayPath
            self.bytes = bytes
        }
    }

    public init(folder: String, configuration: SiteConfiguration, glossary: Glossary,
                pages: [Language: [String: LoadedPage]], scenarios: [String: ScenarioSource],
                translationLock: TranslationLock = TranslationLock(), diagnostics: [Diagnostic]) {
        self.folder = folder
        self.configuration = configuration
        self.glossary = glossary
        self.pages = pages
        self.scenarios = scenarios
        self.translationLock = translationLock
        self.diagnostics = diagnostics
    }

    /// A content set whose `allPages` is `pagesInOrder`, which the caller has read in that order:
    /// language order, then path order, each page under its language and path in `pages`. Taken
    /// only when it holds as many pages as `pages` does: two files whose names are the same
    /// String, or a language listed twice, leave fewer pages than were read.
    init(folder: String, configuration: SiteConfiguration, glossary: Glossary,
         pages: [Language: [String: LoadedPage]], pagesInOrder: [LoadedPage], scenarios: [String: ScenarioSource],
         translationLock: TranslationLock, diagnostics: [Diagnostic]) {
        self.init(folder: folder, configuration: configuration, glossary: glossary, pages: pages, scenarios: scenarios,
                  translationLock: translationLock, diagnostics: diagnostics)
        if pagesInOrder.count == pages.values.reduce(0, { $0 + $1.count }) {
            self.pagesInOrder = pagesInOrder
        }
    }

    public var sourceLanguage: Language { Language(configuration.defaultLanguage) }

    /// A page's file relative to the content folder, as it was read: `configuration.relativeFile`,
    /// ending in `.mdx` for a page whose file is MDX (`PageFileName`).
    public func relativeFile(of path: String, in language: Language) -> String {
        let file = configuration.relativeFile(of: path, in: language)
        guard let displayPath = pages[language]?[path]?.displayPath, PageFileName.isMDX(displayPath) else { return file }
        return file + "x"
    }

    /// Where a resource of `language` (a path in `resources`) is on disk.
    public func resourceFile(_ path: String, in language: Language) -> String {
        ContentLoader.display(folder, configuration.relativeResourceFile(of: path, in: language))
    }

    /// The resources each language's part of the site holds: its own, and the source language's
    /// it has none of (as a page not yet translated shows the source page), by path within the
    /// language, with the file each comes from.
    public func publishedResources(in language: Language) -> [(path: String, file: String)] {
        let own = resources[language] ?? []
        var published = own.map { (path: $0, file: resourceFile($0, in: language)) }
        if language != sourceLanguage {
            for path in resources[sourceLanguage] ?? [] where !own.contains(path) {
                published.append((path, resourceFile(path, in: sourceLanguage)))
            }
        }
        return published.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
    }

    /// Whether `language`'s part of the site holds a resource at `path` (see `publishedResources`).
    public func publishesResource(_ path: String, in language: Language) -> Bool {
        (resources[language]?.contains(path) ?? false)
            || (language != sourceLanguage && (resources[sourceLanguage]?.contains(path) ?? false))
    }

    public var languages: [Language] { configuration.orderedLanguages }

    public func page(_ path: String, in language: Language) -> LoadedPage? {
        pages[language]?[path]
    }

    /// Every page path in any language, sorted.
    public var allPaths: [String] {
        Set(pages.values.flatMap(\.keys)).sorted()
    }

    /// Every loaded page, in a stable order (language order, then path).
    public var allPages: [LoadedPage] {
        if let pagesInOrder { return pagesInOrder }
        return sortedPages()
    }

    private func sortedPages() -> [LoadedPage] {
        languages.flatMap { language in (pages[language] ?? [:]).keys.sorted().compactMap { pages[language]?[$0] } }
    }

    /// Puts `page` at its language and path, or removes the page there (nil), keeping
    /// `allPages` in its order: a rebuild replaces a page or two, and every step after it asks
    /// for `allPages`, which would otherwise sort every path again each time.
    public mutating func setPage(_ page: LoadedPage?, path: String, language: Language) {
        let order = pagesInOrder
        let replacing = page != nil && pages[language]?[path] != nil
        if let page { pages[language, default: [:]][path] = page } else { pages[language]?[path] = nil }
        if replacing, var order, let page, let place = order.firstIndex(where: { $0.language == language && $0.path == path }) {
            order[place] = page
            pagesInOrder = order
        } else {
            pagesInOrder = sortedPages()
        }
    }

    /// Puts each page in `replacements` where the page of its language and path is, at its
    /// place in `allPages` (which must be that page's): a batch's pages read again stand in
    /// for their models, and back. In place: `allPages` keeps its order without sorting every
    /// path again, and a content set no one else holds copies none of its tables.
    public mutating func replacePages(_ replacements: [(place: Int, page: LoadedPage)]) {
        var order = pagesInOrder ?? sortedPages()
        pagesInOrder = nil
        for (place, page) in replacements {
            precondition(order[place].path == page.path && order[place].language == page.language, "a page replaces the page at its place")
            order[place] = page
            pages[page.language]?[page.path] = page
        }
        pagesInOrder = order
    }

    /// Sources by display path, for printing diagnostics with their lines.
    public var sources: [String: SourceText] {
        if let pagesInOrder {
            // Read in place: a loop variable would copy each whole page.
            var result = [String: SourceText](minimumCapacity: pagesInOrder.count)
            for index in pagesInOrder.indices { result[pagesInOrder[index].displayPath] = pagesInOrder[index].source }
            return result
        }
        // The pages of `allPages`, without sorting their paths or copying them: a dictionary's
        // order is its own, and every page has its own display path.
        let byPath = languages.compactMap { pages[$0] }
        var result = [String: SourceText](minimumCapacity: byPath.reduce(0) { $0 + $1.count })
        for pagesOfLanguage in byPath {
            for page in pagesOfLanguage.values { result[page.displayPath] = page.source }
        }
        return result
    }
}

extension ContentSet {
    /// The English version a translation was made from: from history or front matter where
    /// those gave one, else its lock entry; nil for a translation nothing records.
    public func baseline(of translation: LoadedPage) -> TranslationBaseline? {
        if let found = translationBaselines[translation.language]?[translation.path] { return found }
        guard let recorded = translationLock.fingerprints(of: translation.path, in: translation.language) else { return nil }
        return TranslationBaseline(origin: .lock, english: .fingerprints(recorded))
    }

    /// Reads every translation's baseline again (after the lock or history changed).
    public mutating func readTranslationBaselines() {
        let result = TranslationBaselineReader.read(content: self)
        translationBaselines = result.baselines
        diagnostics.removeAll { TranslationBaselineReader.diagnosticIDs.contains($0.id) }
        diagnostics += result.diagnostics
    }
}
