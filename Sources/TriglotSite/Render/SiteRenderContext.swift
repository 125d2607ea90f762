import Synchronization
import TriglotChecks
import TriglotContent
import TriglotLowLevel
import TriglotMarkup
import TriglotModel

/// What rendering any page needs, computed once per build: the content and its indexes, the
/// templates, the navigation of each language, and the diagnostics by file.
///
/// A class, never changed once made: every page's context and body renderer hold it, and as a
/// struct each of them copied its dozen references (each retained, then released).
final class SiteRenderContext: Sendable {
    let content: ContentSet
    let checks: CheckContext
    let templates: SiteTemplates
    let options: BuildOptions
    /// With a trailing slash, or nil when the site has no published address.
    let baseURL: String?
    let navigation: [Language: NavigationTree]
    /// The site's languages, default first (`content.languages`, worked out once).
    let languages: [Language]
    /// Each language's interface words with the default language's filling the gaps, for `{{t.…}}`.
    private let stringTables: [Language: TemplateValue]
    /// Diagnostics by display path, shown on pages when the options ask (empty otherwise).
    let diagnosticsByFile: [String: [Diagnostic]]
    private let sidebars = SidebarCache()
    /// Page and symbol links, worked out once per folder of pages.
    let links = PageLinkCache()
    private let commonContexts = CommonContextCache()
    /// Site-absolute links to pages here or to the project's own site (`links:` in site.yml).
    let absoluteLinks: SiteAbsoluteLinks
    /// The API entries of the source language's pages by their heading (`app.mount()`), for
    /// code spans that name one; with `symbols: link: none`, none.
    let entryAnchors: [String: (path: String, id: String)]
    /// How each macro shows, in the order site.yml lists them.
    let macroRules: [(pattern: MacroPattern, rendering: SiteConfiguration.MacroRule.Rendering)]
    /// Where the search indexes keep their runs of documents between renders (the preview's).
    let searchTerms: SearchTermsCache?
    /// When each page's file last changed, by its path in the content folder: read when pages
    /// show it (`lastUpdated: git`) or the sitemap does (`usesHistoryDates`), else empty.
    let fileDates: [String: String]
    /// What each language's home page lists, worked out the first time a language's is asked for.
    private let homePageLists = Mutex<[Language: HomePageList]>([:])

    /// `diagnosticsByFile`: the diagnostics already grouped by file, and `navigation`: the page
    /// trees of this content, when the caller has them.
    init(content: ContentSet, checks: CheckContext, templates: SiteTemplates, options: BuildOptions, diagnostics: [Diagnostic],
         diagnosticsByFile grouped: [String: [Diagnostic]]? = nil, navigation trees: [Language: NavigationTree]? = nil,
         searchTerms: SearchTermsCache? = nil) {
        self.searchTerms = searchTerms
        self.content = content
        fileDates = content.configuration.lastUpdatedFromGit || Self.sitemapDatesFromHistory(content.configuration)
            ? GitFileDates.read(folder: content.folder) : [:]
        absoluteLinks = SiteAbsoluteLinks(content: content)
        entryAnchors = Self.entryAnchors(of: content)
        macroRules = content.configuration.macros.compactMap { rule in (try? MacroPattern(rule.pattern)).map { ($0, rule.rendering) } }
        self.checks = checks
        self.templates = templates
        self.options = options
        let configured = options.baseURL ?? content.configuration.baseURL
        baseURL = configured.map { $0.hasSuffix("/") ? $0 : $0 + "/" }
        let languages = content.languages
        self.languages = languages
        stringTables = Dictionary(uniqueKeysWithValues: languages.map { ($0, TemplateValue.texts(templates.strings.table(for: $0))) })
        navigation = trees ?? Self.navigationTrees(of: content, inParallel: true)
        // Only builds that show diagnostics on pages group them; a large site has hundreds of thousands.
        diagnosticsByFile = options.showsDiagnostics ? grouped ?? Dictionary(grouping: diagnostics, by: \.path) : [:]
    }

    static func entryAnchors(of content: ContentSet) -> [String: (path: String, id: String)] {
        guard content.configuration.symbols == .matching else { return [:] }
        var anchors: [String: (path: String, id: String)] = [:]
        for (path, page) in (content.pages[content.sourceLanguage] ?? [:]).sorted(by: { $0.key < $1.key }) {
            for entry in page.page.entries {
                let name = entry.title.trimmingCharacters(in: .whitespaces)
                if anchors[name] == nil { anchors[name] = (path, entry.sectionID) }
            }
        }
        return anchors
    }

    /// Every language's page tree. They need the pages and nothing the checks find, so a build
    /// makes them one after another beside the checks; elsewhere, one per core.
    static func navigationTrees(of content: ContentSet, inParallel: Bool) -> [Language: NavigationTree] {
        let languages = content.languages
        let trees = inParallel
            ? ParallelMap.map(languages) { NavigationTree(content: content, language: $0) }
            : languages.map { NavigationTree(content: content, language: $0) }
        return Dictionary(uniqueKeysWithValues: zip(languages, trees))
    }

    var strings: InterfaceStrings { templates.strings }

    /// Every interface word in a language (see `InterfaceStrings.table(for:)`), for templates.
    func stringTable(for language: Language) -> TemplateValue {
        stringTables[language] ?? .texts(strings.table(for: language))
    }
    var sourceLanguage: Language { content.sourceLanguage }

    /// Whether the sitemap dates pages from git without `lastUpdated: git`: a project that
    /// measures its translations from history (`translations.baseline: git` or `front-matter`)
    /// builds where that history is. With `auto` or `lock` it stays off: the dates move with
    /// every commit of the content, so a site committed beside its content (Triglot's own
    /// Site/, rebuilt in CI and compared byte for byte) would never build the same again.
    static func sitemapDatesFromHistory(_ configuration: SiteConfiguration) -> Bool {
        switch configuration.translations.source {
        case .git, .frontMatter: return true
        case .auto, .lock: return false
        }
    }

    /// When a page's file last changed, if git knows and pages show it (`lastUpdated: git`).
    func lastUpdated(of page: LoadedPage) -> String? {
        guard content.configuration.lastUpdatedFromGit else { return nil }
        return fileDate(of: page)
    }

    /// A page's `lastmod` in the sitemap: its file's date where the site reads git's dates,
    /// for its pages (`lastUpdated: git`) or its translations (`sitemapDatesFromHistory`).
    func lastModified(of page: LoadedPage) -> String? {
        fileDate(of: page)
    }

    private func fileDate(of page: LoadedPage) -> String? {
        guard !fileDates.isEmpty else { return nil }
        let prefix = content.folder.hasSuffix("/") ? content.folder : content.folder + "/"
        guard page.displayPath.hasPrefix(prefix) else { return nil }
        return fileDates[String(page.displayPath.dropFirst(prefix.count))]
    }

    /// Forgets the sidebars, links and common contexts the pages rendered so far worked out, for
    /// a large build's search indexes, made after the last page, to have the memory. A page
    /// rendered after this works them out again.
    func forgetPageCaches() {
        sidebars.removeAll()
        links.removeAll()
        commonContexts.removeAll()
    }

    /// The page shown at a path in a language (see `ContentSet.shownPage`).
    func shownPage(_ path: String, in language: Language) -> (page: LoadedPage, isFallback: Bool)? {
        content.shownPage(path, in: language)
    }

    /// `shownPage` with its parse, to make its body from: read again when the build dropped it.
    func shownPageToRender(_ path: String, in language: Language) -> (page: LoadedPage, isFallback: Bool)? {
        shownPage(path, in: language).map { (content.withParse($0.page), $0.isFallback) }
    }

    /// Every path with an output page in a language (see `ContentSet.outputPaths`).
    func outputPaths(in language: Language) -> [String] {
        content.outputPaths(in: language)
    }

    /// The path of the page documenting a symbol, as seen from a language (its own pages first).
    func pagePath(forSymbol symbol: String, in language: Language) -> String? {
        checks.pagePath(forSymbol: symbol, in: language) ?? checks.pagePath(forSymbol: symbol, in: sourceLanguage)
    }

    /// The sidebar of a page: its language's page tree, opened down to the page, links relative to it.
    func sidebarHTML(for path: String, in language: Language) -> [UInt8] {
        Array(sidebarParts(for: path, in: language).joined())
    }

    /// `sidebarHTML` as the pieces of the folder's shared sidebar it is joined from.
    func sidebarParts(for path: String, in language: Language) -> [ArraySlice<UInt8>] {
        guard let tree = navigation[language] else { return [] }
        let sidebar = sidebars.sidebar(language: language, expansion: tree.expansion(for: path)) {
            // Worked out by the folder's first page alone: the others find the sidebar made.
            let sitePath = SiteLayout.outputPath(of: path, in: language)
            return tree.sidebar(
                expandingTo: path,
                linkTo: { SiteLayout.relativeURL(from: sitePath, to: SiteLayout.outputPath(of: $0, in: language)) },
                linkToFolder: { folder in
                    SiteLayout.relativeURL(from: sitePath, to: homePageList(in: language).sitePath(ofFolder: folder, in: language)) + "#folder-" + folder
                },
                more: { more in
                    switch more {
                    case .earlier(let count): strings.word("sidebarEarlier", in: language, ["count": String(count)])
                    case .later(let count): strings.word("sidebarLater", in: language, ["count": String(count)])
                    }
                })
        }
        return sidebar.parts(current: path)
    }

    /// What a language's home page lists, and in which of its parts each folder is. Worked out
    /// when first asked for (by the home page, or the first sidebar made): a preview's save,
    /// which makes a new context, then pays for it only when it renders one of them.
    func homePageList(in language: Language) -> HomePageList {
        if let known = homePageLists.withLock({ $0[language] }) { return known }
        let paths = Set((content.pages[language] ?? [:]).keys).union((content.pages[sourceLanguage] ?? [:]).keys)
        let made = HomePageList(paths: paths, pagerSize: content.configuration.pagerSize)
        return homePageLists.withLock { lists in
            if let known = lists[language] { return known }
            lists[language] = made
            return made
        }
    }

    /// `CommonContext.make` for a page at `sitePath`, shared with the pages of its folder.
    func commonContext(sitePath: String, language: Language) -> TemplateContext {
        commonContexts.context(sitePath: sitePath, language: language) {
            CommonContext.make(sitePath: sitePath, language: language, site: self)
        }
    }

    /// The absolute address of a site path, when the site has a base URL.
    func absoluteURL(_ sitePath: String) -> String? {
        baseURL.map { $0 + sitePath }
    }
}
