import TriglotChecks
import TriglotLowLevel
import TriglotModel

/// One output page: a page path (`uikit/x.md`) as shown in one language.
public struct PageKey: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var path: String
    public var language: Language

    public init(path: String, language: Language) {
        self.path = path
        self.language = language
    }

    public static func < (lhs: PageKey, rhs: PageKey) -> Bool {
        (lhs.language.code, lhs.path) < (rhs.language.code, rhs.path)
    }

    public var description: String { language.code + "/" + path }
}

/// The render step for a site that changed a little: re-renders only the pages asked for, plus
/// the small files every change can alter (language indexes, sitemap, root pages, assets) and
/// the search indexes asked for, on top of the previous render. The preview decides which pages
/// a change affects; this renders them exactly as a full build would.
public enum IncrementalRender {
    /// Every output page the content has (each language shows its own pages and English fallbacks),
    /// language index pages excluded.
    public static func allPages(of content: ContentSet) -> Set<PageKey> {
        var keys = Set<PageKey>()
        let source = Set((content.pages[content.sourceLanguage] ?? [:]).keys)
        for language in content.languages {
            for path in source.union((content.pages[language] ?? [:]).keys) where path != "index.md" {
                keys.insert(PageKey(path: path, language: language))
            }
        }
        return keys
    }

    /// The output pages at some paths: `allPages(of:)` filtered to them, without listing every
    /// page of the site first (a save names a handful).
    public static func pages(at paths: Set<String>, of content: ContentSet) -> Set<PageKey> {
        let source = content.pages[content.sourceLanguage] ?? [:]
        var keys = Set<PageKey>()
        for path in paths where path != "index.md" {
            for language in content.languages where source[path] != nil || content.pages[language]?[path] != nil {
                keys.insert(PageKey(path: path, language: language))
            }
        }
        return keys
    }

    /// What the sidebar and breadcrumbs of a language are made of; when it changes, every page of
    /// the language shows a different sidebar and must be rendered again.
    /// It carries the tree it was read from, so rendering the same content needs no second one.
    public struct NavigationSignature: Sendable, Equatable {
        var titles: [String: String]
        var ownPaths: Set<String>
        let tree: NavigationTree

        public static func == (lhs: NavigationSignature, rhs: NavigationSignature) -> Bool {
            lhs.titles == rhs.titles && lhs.ownPaths == rhs.ownPaths
        }
    }

    public static func navigationSignatures(of content: ContentSet) -> [Language: NavigationSignature] {
        let languages = content.languages
        let signatures = ParallelMap.map(languages) { signature(of: content, in: $0) }
        return Dictionary(uniqueKeysWithValues: zip(languages, signatures))
    }

    /// Whether the files that list the site read the same of `paths` in `content` as in
    /// `previous`: in every language, whether it has the page, its title and its summary. A
    /// home page (`index.md`) is read whole by its language's index, so it never counts as the same.
    public static func siteListsReadTheSame(of paths: Set<String>, in content: ContentSet, as previous: ContentSet) -> Bool {
        guard !paths.contains("index.md"), content.languages == previous.languages else { return false }
        func listed(_ content: ContentSet, _ language: Language, _ path: String) -> (own: Bool, title: String?, summary: [String]) {
            let page = content.pages[language]?[path]?.page
            return (page != nil, page?.title?.text, page?.abstract.map(\.text) ?? [])
        }
        return paths.allSatisfy { path in
            content.languages.allSatisfy { listed(content, $0, path) == listed(previous, $0, path) }
        }
    }

    /// What a page tree reads of one path in one language: whether the language has the page,
    /// and its title.
    private static func treeInput(_ content: ContentSet, _ language: Language, _ path: String) -> (own: Bool, title: String?) {
        let page = content.pages[language]?[path]
        return (page != nil, page?.page.title?.text)
    }

    private static func signature(of content: ContentSet, in language: Language) -> NavigationSignature {
        let tree = NavigationTree(content: content, language: language)
        return NavigationSignature(titles: tree.titles, ownPaths: Set((content.pages[language] ?? [:]).keys), tree: tree)
    }

    /// The signatures of `content` after a change to `changedPaths`, and the languages whose
    /// signature differs from `previous`. A language's page tree is made of which pages it and
    /// the source language have and what their titles are: where no changed path was added,
    /// removed or retitled in either, its previous signature is the new one, and building every
    /// tree again (a few milliseconds a thousand pages) is left out of a save that only edits text.
    public static func navigationSignatures(of content: ContentSet, after previousContent: ContentSet, changedPaths: Set<String>,
                                            previous: [Language: NavigationSignature]) -> (signatures: [Language: NavigationSignature], changed: Set<Language>) {
        let languages = content.languages
        let source = content.sourceLanguage
        let sourceUnchanged = changedPaths.allSatisfy { treeInput(content, source, $0) == treeInput(previousContent, source, $0) }
        let signatures = ParallelMap.map(languages) { language -> (NavigationSignature, Bool) in
            let unchanged = languages == previousContent.languages && source == previousContent.sourceLanguage && sourceUnchanged
                && changedPaths.allSatisfy { treeInput(content, language, $0) == treeInput(previousContent, language, $0) }
            if unchanged, let kept = previous[language] { return (kept, false) }
            let made = signature(of: content, in: language)
            return (made, previous[language] != made)
        }
        return (Dictionary(uniqueKeysWithValues: zip(languages, signatures.map(\.0))),
                Set(zip(languages, signatures).filter { $0.1.1 }.map(\.0)))
    }

    /// `previous` with `pages` rendered again, pages the content no longer has removed, and the
    /// indexes, sitemap, root pages and assets brought up to date; search indexes only for
    /// `searchLanguages` (each reads every page of its language).
    /// `diagnosticsByFile`: `diagnostics` grouped by file, and `navigation`: the signatures of this
    /// same content, when the caller has them already.
    /// `keepingSiteLists`: the caller knows that no page came or went and that no page's title,
    /// summary or fallback changed, nor a home page (`index.md`), the templates or the settings:
    /// then the files that list the site (language indexes, root pages, sitemap) and the assets
    /// of `previous` are kept as they are, and only `pages` and the translation-status page
    /// (whose statuses follow every edit of a page's text) are rendered.
    public static func render(pages: Set<PageKey>, searchLanguages: Set<Language>, content: ContentSet, context: CheckContext,
                              diagnostics: [Diagnostic], diagnosticsByFile: [String: [Diagnostic]]? = nil,
                              navigation: [Language: NavigationSignature]? = nil, keepingSiteLists: Bool = false,
                              templates: SiteTemplates, options: BuildOptions, previous: RenderedSite,
                              searchTerms: SearchTermsCache? = nil) -> RenderedSite {
        let site = SiteRenderContext(content: content, checks: context, templates: templates, options: options, diagnostics: diagnostics,
                                     diagnosticsByFile: diagnosticsByFile, navigation: navigation?.mapValues(\.tree), searchTerms: searchTerms)
        var rendered = previous
        if keepingSiteLists {
            for page in ParallelMap.map(pages.sorted(), { SiteRendering.renderPage(path: $0.path, language: $0.language, site: site) }) {
                rendered.files[page.path] = page.bytes
            }
            updateTranslationStatus(in: &rendered, site: site)
            return rendered
        }
        let existing = allPages(of: content)
        removeStalePages(from: &rendered, keeping: existing, languages: content.languages)
        let jobs = pages.filter { existing.contains($0) }.sorted()
        for page in ParallelMap.map(jobs, { SiteRendering.renderPage(path: $0.path, language: $0.language, site: site) }) {
            rendered.files[page.path] = page.bytes
        }
        // Each lists every page of its language: side by side.
        let indexes = ParallelMap.map(content.languages) { language in
            let index = LanguageIndexContext(language: language, site: site)
            return (path: index.sitePath, bytes: site.templates.renderBytes("language-index", index.make()))
        }
        for index in indexes { rendered.files[index.path] = index.bytes }
        let staleIndexes = content.languages.filter { searchLanguages.contains($0) || rendered[SiteLayout.searchIndexPath(in: $0)] == nil }
        for index in SiteRendering.searchIndexes(for: staleIndexes, site: site) { rendered.files[index.path] = index.bytes }
        rendered.add("index.html", site.templates.render("root", RootContexts.chooser(site: site)))
        rendered.add("404.html", site.templates.render("not-found", RootContexts.notFound(site: site)))
        rendered.add("sitemap.xml", SiteRendering.sitemap(site))
        updateTranslationStatus(in: &rendered, site: site)
        for path in rendered.files.keys where path.hasPrefix("assets/") { rendered.files[path] = nil }
        for asset in site.templates.assets { rendered.files[asset.path] = asset.bytes }
        return rendered
    }

    /// `previous` with the search indexes of `languages` built again from the content; the preview
    /// does this after a change's pages are out, since no page waits for the index.
    public static func renderSearchIndexes(of languages: Set<Language>, content: ContentSet, context: CheckContext,
                                           diagnostics: [Diagnostic], templates: SiteTemplates, options: BuildOptions,
                                           previous: RenderedSite, searchTerms: SearchTermsCache? = nil) -> RenderedSite {
        // No page is rendered here, so no diagnostic is shown: they need no grouping.
        let site = SiteRenderContext(content: content, checks: context, templates: templates, options: options, diagnostics: [],
                                     diagnosticsByFile: [:], searchTerms: searchTerms)
        var rendered = previous
        for index in SiteRendering.searchIndexes(for: content.languages.filter(languages.contains), site: site) {
            rendered.files[index.path] = index.bytes
        }
        return rendered
    }

    /// The translation-status page made again, or removed when the site has none (one language,
    /// or a preview: see `TranslationStatusContext.isBuilt`).
    private static func updateTranslationStatus(in rendered: inout RenderedSite, site: SiteRenderContext) {
        if TranslationStatusContext.isBuilt(for: site) {
            let page = SiteRendering.translationStatusPage(site)
            rendered.files[page.path] = page.bytes
        } else {
            rendered.files[TranslationStatusContext.sitePath] = nil
        }
    }

    /// Drops the page files of pages that were deleted (a change to site.yml rebuilds everything).
    private static func removeStalePages(from site: inout RenderedSite, keeping existing: Set<PageKey>, languages: [Language]) {
        let expected = Set(existing.map { SiteLayout.outputPath(of: $0.path, in: $0.language) })
        let segments = Set(languages.map(\.urlSegment))
        for path in Array(site.files.keys) {
            guard let slash = path.firstIndex(of: "/") else { continue }
            let segment = String(path[..<slash])
            if segments.contains(segment), path.hasSuffix(".html"), path != segment + "/index.html", !expected.contains(path) {
                site.files[path] = nil
            }
        }
    }
}
