import TriglotModel

/// A language's home page: the language's `index.md` when there is one, then every page of the
/// language grouped by folder (each folder with an anchor the sidebar links to).
struct LanguageIndexContext {
    let language: Language
    let site: SiteRenderContext

    var sitePath: String { language.urlSegment + "/index.html" }

    func make() -> TemplateContext {
        var context = CommonContext.make(sitePath: sitePath, language: language, site: site)
        let title = site.content.configuration.title(in: language)
        context["title"] = .text(title)
        context["pageTitle"] = .text(title)
        if let (shown, isFallback) = site.shownPageToRender("index.md", in: language) {
            let page = shown.page
            let source = site.content.page("index.md", in: site.sourceLanguage)?.page
            let anchors = SectionAnchors.ids(for: page, source: source, glossary: site.content.glossary)
            let body = PageBodyRenderer(shown: shown, outputLanguage: language, sitePath: sitePath, site: site, anchors: anchors)
            context["title"] = .text(page.title?.text ?? title)
            context["description"] = .text(page.abstract.map(\.text).joined(separator: " "))
            context["abstractHTML"] = .text(body.abstractHTML())
            context["bodyHTML"] = .text(body.bodyHTML())
            context["contentLanguage"] = .text(shown.language.code)
            if let banner = TranslationBanner.html(path: "index.md", language: language, shown: shown, isFallback: isFallback, sitePath: sitePath, site: site) {
                context["bannerHTML"] = .text(banner)
            }
        } else {
            context["contentLanguage"] = .text(language.code)
        }
        let folders = folders()
        context["folders"] = .list(folders)
        // A site of one page lists no others: no heading over an empty list.
        if !folders.isEmpty { context["hasPages"] = true }
        context["languages"] = .list(site.languages.map { other -> TemplateContext in
            var entry: TemplateContext = [
                "code": .text(other.code), "name": .text(site.content.configuration.name(of: other)), "href": .text("../" + other.urlSegment + "/index.html"),
            ]
            if other == language { entry["isCurrent"] = true }
            return entry
        })
        context["alternates"] = .list((site.languages.map { ($0.code, $0) } + [("x-default", site.sourceLanguage)]).map { code, other -> TemplateContext in
            let target = other.urlSegment + "/index.html"
            return ["hreflang": .text(code), "href": .text(site.absoluteURL(target) ?? SiteLayout.relativeURL(from: sitePath, to: target))]
        })
        context["canonical"] = site.absoluteURL(sitePath).map(TemplateValue.text)
        return context
    }

    /// Folders in path order, the top level first; pages in each by title.
    private func folders() -> [TemplateContext] {
        let paths = site.outputPaths(in: language).filter { $0 != "index.md" }
        let grouped = Dictionary(grouping: paths, by: NavigationTree.parent(of:))
        var folderPaths = Set(grouped.keys)
        for folder in grouped.keys {
            var parent = NavigationTree.parent(of: folder)
            while !parent.isEmpty, folderPaths.insert(parent).inserted { parent = NavigationTree.parent(of: parent) }
        }
        let tree = site.navigation[language]
        return folderPaths.sorted().map { folder -> TemplateContext in
            let pages = (grouped[folder] ?? []).map { path -> (sortKey: String, entry: TemplateContext) in
                let shown = site.shownPage(path, in: language)
                let title = shown?.page.page.title?.text ?? NavigationTree.humanize(path)
                var entry: TemplateContext = [
                    "title": .text(title),
                    "href": .text(SiteLayout.htmlPath(of: path)),
                    "summary": .text(shown?.page.page.abstract.map(\.text).joined(separator: " ") ?? ""),
                ]
                if shown?.isFallback == true { entry["isFallback"] = true }
                return (title.lowercased(), entry)
            }.sorted { $0.sortKey < $1.sortKey }.map(\.entry)
            let crumbs = folder.isEmpty ? [] : (tree?.trail(to: folder + "/x.md").dropLast().map(\.title) ?? [folder])
            return ["id": .text("folder-" + folder), "title": .text(crumbs.joined(separator: " › ")), "hasTitle": .flag(!folder.isEmpty), "pages": .list(pages)]
        }
    }
}
