import TriglotModel

/// A language's home page: the language's `index.md` when there is one, then every page of the
/// language grouped by folder (each folder with an anchor the sidebar links to). A list longer
/// than `pagination.pagerSize` pages is cut into parts (`HomePageList`): each part after the
/// first is a page of its own (`index-2.html` …), and the parts link to one another; `index.md`
/// shows on the first.
struct LanguageIndexContext {
    let language: Language
    let site: SiteRenderContext

    var sitePath: String { HomePageList.sitePath(part: 0, in: language) }

    /// Every part of the page, the first first, each with its site path.
    func makeParts() -> [(sitePath: String, context: TemplateContext)] {
        let list = site.homePageList(in: language)
        let folders = folders(of: list)
        let parts = list.parts.parts
        return parts.enumerated().map { part, pieces in
            let sitePath = HomePageList.sitePath(part: part, in: language)
            var context = part == 0 ? firstPart() : laterPart(part, of: parts.count, sitePath: sitePath)
            let shown = pieces.map { piece -> TemplateContext in
                var folder = folders[piece.group].context
                folder["pages"] = .list(Array(folders[piece.group].pages[piece.items]))
                // The anchor the sidebar links to is where the folder's list begins.
                if piece.items.lowerBound > 0 { folder["id"] = nil }
                return folder
            }
            context["folders"] = .list(shown)
            // A site of one page lists no others: no heading over an empty list.
            if !shown.isEmpty { context["hasPages"] = true }
            let navigation = ListPartsNavigation.values(current: part, count: parts.count, in: language, site: site) { other in
                SiteLayout.relativeURL(from: sitePath, to: HomePageList.sitePath(part: other, in: language))
            }
            for (name, value) in navigation { context[name] = value }
            return (sitePath, context)
        }
    }

    /// The first part: the language's `index.md`, or the site's title alone.
    private func firstPart() -> TemplateContext {
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
        context["languages"] = languages()
        context["alternates"] = .list((site.languages.map { ($0.code, $0) } + [("x-default", site.sourceLanguage)]).map { code, other -> TemplateContext in
            let target = other.urlSegment + "/index.html"
            return ["hreflang": .text(code), "href": .text(site.absoluteURL(target) ?? SiteLayout.relativeURL(from: sitePath, to: target))]
        })
        context["canonical"] = site.absoluteURL(sitePath).map(TemplateValue.text)
        return context
    }

    /// A later part: the site's title and the part's share of the list. It has no versions in
    /// other languages (their parts need not list the same folders), so it names none.
    private func laterPart(_ part: Int, of count: Int, sitePath: String) -> TemplateContext {
        var context = CommonContext.make(sitePath: sitePath, language: language, site: site)
        let title = site.content.configuration.title(in: language)
        let label = ListPartsNavigation.label(part, of: count, in: language, site: site)
        context["title"] = .text(title)
        context["pageTitle"] = .text(site.strings.word("allPages", in: language) + " " + label + " | " + title)
        context["contentLanguage"] = .text(language.code)
        context["languages"] = languages()
        context["canonical"] = site.absoluteURL(sitePath).map(TemplateValue.text)
        return context
    }

    /// The header's language switcher: each language's home page, this one's marked.
    private func languages() -> TemplateValue {
        .list(site.languages.map { other -> TemplateContext in
            var entry: TemplateContext = [
                "code": .text(other.code), "name": .text(site.content.configuration.name(of: other)), "href": .text("../" + other.urlSegment + "/index.html"),
            ]
            if other == language { entry["isCurrent"] = true }
            return entry
        })
    }

    /// Every folder listed, in the list's order: its heading, and its pages by title.
    private func folders(of list: HomePageList) -> [(context: TemplateContext, pages: [TemplateContext])] {
        let tree = site.navigation[language]
        return zip(list.folders, list.pagesOfFolders).map { folder, paths in
            // As the sidebar lists them (a position in front matter first), then by title, then by
            // path: the paths come in no order, and two pages may share a title.
            let pages = paths.map { path -> (order: Double, sortKey: String, path: String, entry: TemplateContext) in
                let shown = site.shownPage(path, in: language)
                let title = shown?.page.page.title?.text ?? NavigationTree.humanize(path)
                var entry: TemplateContext = [
                    "title": .text(title),
                    "href": .text(SiteLayout.htmlPath(of: path)),
                    "summary": .text(shown?.page.page.abstract.map(\.text).joined(separator: " ") ?? ""),
                ]
                if shown?.isFallback == true { entry["isFallback"] = true }
                let order = NavigationTree.order(own: site.content.page(path, in: language), source: site.content.page(path, in: site.sourceLanguage))
                return (order ?? .infinity, title.lowercased(), path, entry)
            }.sorted { ($0.order, $0.sortKey, $0.path) < ($1.order, $1.sortKey, $1.path) }.map(\.entry)
            let crumbs = folder.isEmpty ? [] : (tree?.trail(to: folder + "/x.md").dropLast().map(\.title) ?? [folder])
            let context: TemplateContext = ["id": .text("folder-" + folder), "title": .text(crumbs.joined(separator: " › ")), "hasTitle": .flag(!folder.isEmpty)]
            return (context, pages)
        }
    }
}
