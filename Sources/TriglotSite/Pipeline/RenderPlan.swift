import TriglotChecks
import TriglotContent
import TriglotModel

/// Step 4: which files a build renders. A first build, or a change to the templates, scenarios
/// or lock, renders every file; otherwise the changed pages in every language, the pages that
/// link to them or name their symbols, the pages whose diagnostics changed, and every page of a
/// language whose sidebar changed.
struct RenderPlan: Sendable {
    /// The pages to render, each one the content has; nil for every page.
    var pages: Set<PageKey>?
    /// Whether the files that list the site (language indexes, root pages, sitemap) and the
    /// assets are made again, and pages the content no longer has removed. A change that leaves
    /// every title, summary, page and sidebar where it was keeps them.
    var siteLists = true
    /// Languages whose search index the change made out of date.
    var searchLanguages: Set<Language>
    /// Whether the translation-status page is made again: it lists every page's status, and a
    /// save that leaves every status and title as it was leaves the page as it was.
    var statusPage = true
    /// The status table the plan worked out to decide, kept for the next rebuild's comparison.
    var statusTable: TranslationStatusTable?

    static func everything(_ content: ContentSet) -> RenderPlan {
        RenderPlan(pages: nil, siteLists: true, searchLanguages: Set(content.languages))
    }

    static func plan(_ read: ReadStep.Result, after previous: BuildState, links: LinkIndex, context: CheckContext,
                     checkRun: CheckRun, navigation: NavigationStep.Result) -> RenderPlan {
        let content = read.content
        guard !read.renderAll else { return everything(content) }
        let symbols = LinkIndex.changedSymbols(from: previous.context, to: context)
        let listedTheSame = siteListsReadTheSame(of: read.changedPaths, in: content, as: previous.content)
        // A page shows of the pages it links to whether they exist, their titles, summaries and
        // kinds, and (for code spans) their symbols and entries: a save that changes none of
        // these leaves the pages linking to it as they were.
        let linkedTheSame = listedTheSame && entriesReadTheSame(of: read.changedPaths, in: content, as: previous.content)
        var paths = read.changedPaths.union(links.pagesReferring(to: linkedTheSame ? [] : read.changedPaths, symbols: symbols))
        paths.formUnion(ChangeEffects.pathsWithChangedDiagnostics(old: previous.diagnostics, new: checkRun.diagnostics, content: content,
                                                                  previous: previous.content, changedFiles: checkRun.changedFiles))
        var pages = Self.pages(at: paths, of: content)
        if !navigation.changed.isEmpty {
            pages.formUnion(allPages(of: content).filter { navigation.changed.contains($0.language) })
        }
        let siteLists = read.glossaryChanged || !navigation.changed.isEmpty || !listedTheSame
        // A changed English page is also the fallback shown in the other languages.
        let search = read.changedLanguages.contains(content.sourceLanguage) ? Set(content.languages) : read.changedLanguages
        var plan = RenderPlan(pages: pages, siteLists: siteLists, searchLanguages: search)
        if !siteLists, content.languages.count > 1 {
            let before = previous.statusTable ?? TranslationStatusTable(content: previous.content)
            let table = read.baselinesChanged ? TranslationStatusTable(content: content)
                : TranslationStatusTable(updating: before, paths: read.changedPaths, content: content)
            plan.statusTable = table
            plan.statusPage = table != before
        }
        return plan
    }

    /// Every output page the content has (each language shows its own pages and English fallbacks),
    /// language index pages excluded.
    static func allPages(of content: ContentSet) -> Set<PageKey> {
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
    static func pages(at paths: Set<String>, of content: ContentSet) -> Set<PageKey> {
        let source = content.pages[content.sourceLanguage] ?? [:]
        var keys = Set<PageKey>()
        for path in paths where path != "index.md" {
            for language in content.languages where source[path] != nil || content.pages[language]?[path] != nil {
                keys.insert(PageKey(path: path, language: language))
            }
        }
        return keys
    }

    /// Whether the files that list the site read the same of `paths` in `content` as in
    /// `previous`: in every language, whether it has the page, its title, its summary and its
    /// kind (a symbol's title is set as code). A home page (`index.md`) is read whole by its
    /// language's index, so it never counts as the same.
    static func siteListsReadTheSame(of paths: Set<String>, in content: ContentSet, as previous: ContentSet) -> Bool {
        guard !paths.contains("index.md"), content.languages == previous.languages else { return false }
        func listed(_ content: ContentSet, _ language: Language, _ path: String)
            -> (own: Bool, title: String?, summary: [String], kind: Page.Kind?) {
            let page = content.pages[language]?[path]?.page
            return (page != nil, page?.title?.text, page?.abstract.map(\.text) ?? [], page?.kind)
        }
        return paths.allSatisfy { path in
            content.languages.allSatisfy { listed(content, $0, path) == listed(previous, $0, path) }
        }
    }

    /// Whether the source language's pages at `paths` have the same entries (which code spans
    /// on other pages may link to) in `content` as in `previous`.
    static func entriesReadTheSame(of paths: Set<String>, in content: ContentSet, as previous: ContentSet) -> Bool {
        let source = content.sourceLanguage
        return paths.allSatisfy { path in
            content.page(path, in: source)?.page.entries.map(\.title) == previous.page(path, in: source)?.page.entries.map(\.title)
        }
    }
}
