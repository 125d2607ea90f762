import TriglotChecks
import TriglotMarkup
import TriglotModel

/// Everything the `page` template shows for one page in one language, as a Mustache context.
/// Values the template interpolates with `{{…}}` are plain text (Mustache escapes them); values
/// it interpolates with `{{{…}}}` end in `HTML` and were escaped when they were built.
struct PageContext {
    let path: String
    let language: Language
    let site: SiteRenderContext
    let sitePath: String
    /// The page's version in each language: its site path, and the link to it from here (the
    /// switcher and the alternates both list them).
    private let versions: [(language: Language, target: String, href: String)]

    init(path: String, language: Language, site: SiteRenderContext) {
        self.path = path
        self.language = language
        self.site = site
        let sitePath = SiteLayout.outputPath(of: path, in: language)
        self.sitePath = sitePath
        versions = site.languages.map { other in
            let target = SiteLayout.outputPath(of: path, in: other)
            return (other, target, SiteLayout.relativeURL(from: sitePath, to: target))
        }
    }

    func make() -> TemplateContext? {
        guard let (shown, isFallback) = site.shownPageToRender(path, in: language) else { return nil }
        let page = shown.page
        // The English page matters only to a translation (its sections give their ids).
        let source = page.language == site.sourceLanguage ? nil : site.content.page(path, in: site.sourceLanguage)?.page
        let anchors = SectionAnchors.ids(for: page, source: source, glossary: site.content.glossary)
        let body = PageBodyRenderer(shown: shown, outputLanguage: language, sitePath: sitePath, site: site, anchors: anchors)
        var context = site.commonContext(sitePath: sitePath, language: language)
        let title = page.title?.text ?? NavigationTree.humanize(path)
        context["title"] = .text(title)
        context["titleHTML"] = .text(page.kind == .symbol ? CamelCaseBreaks.adding(to: SymbolBreaks.html(title)) : HTMLEscaping.escape(title))
        // Links to the title's id (`api-hmr#hmr-api`) land on it, unless a section has the id here.
        if let id = page.title?.id, !anchors.values.contains(id) { context["titleID"] = .text(id) }
        context["pageTitle"] = .text(title + " | " + site.content.configuration.title(in: language))
        context["description"] = .text(page.abstract.map(\.text).joined(separator: " "))
        context["contentLanguage"] = .text(shown.language.code)
        context["isSymbol"] = .flag(page.kind == .symbol)
        context["ogArticle"] = true
        context["kindLabel"] = .text(kindLabel(page, language: shown.language))
        context["abstractHTML"] = .text(body.abstractHTML())
        context["bodyHTML"] = .bytes(body.bodyBytes())
        context["availability"] = .list(page.availability.map { availability -> TemplateContext in
            var badge: TemplateContext = ["platform": .text(availability.platform), "introduced": .text(availability.introduced)]
            if let deprecated = availability.deprecated { badge["deprecated"] = .text(deprecated) }
            badge["isBeta"] = .flag(availability.isBeta)
            return badge
        })
        context["hasAvailability"] = .flag(!page.availability.isEmpty)
        // Sections read by place: filtering them first copied every one.
        let sections = page.sections
        var toc: [TemplateContext] = []
        var hasToc = false
        for index in sections.indices where sections[index].level <= 3 {
            hasToc = true
            guard let id = anchors[sections[index].node] else { continue }
            toc.append(["id": .text(id), "title": .text(sections[index].title), "level": .number(sections[index].level)])
        }
        context["toc"] = .list(toc)
        context["hasToc"] = .flag(hasToc)
        context["breadcrumbs"] = .list(breadcrumbs())
        context["sidebarHTML"] = .byteParts(site.sidebarParts(for: path, in: language))
        context["hasSidebar"] = true
        PagerContext.add(to: &context, path: path, language: language, sitePath: sitePath, site: site)
        context["pageFacts"] = PageFacts.value(for: shown, site: site)
        context["alternates"] = .list(alternates(isFallback: isFallback))
        context["languages"] = .list(switcher())
        if let banner = TranslationBanner.html(path: path, language: language, shown: shown, isFallback: isFallback, sitePath: sitePath, site: site) {
            context["bannerHTML"] = .text(banner)
        }
        context["canonical"] = site.absoluteURL(SiteLayout.outputPath(of: path, in: isFallback ? site.sourceLanguage : language)).map(TemplateValue.text)
        context["isFallback"] = .flag(isFallback)
        if site.options.showsDiagnostics {
            context["diagnosticsHTML"] = .text(DiagnosticOverlay.html(site.diagnosticsByFile[shown.displayPath] ?? [], file: shown.displayPath))
        }
        return context
    }

    private func kindLabel(_ page: Page, language: Language) -> String {
        // A module's page, as `triglot import --symbol-graph` writes it (front matter `module:`).
        if page.kind == .article, page.frontMatter.values["module"] != nil { return site.strings.word("module", in: language) }
        guard page.kind == .symbol else { return site.strings.word("article", in: language) }
        guard let kind = page.declaration?.kind, kind != .unknown, kind != .extension else { return site.strings.word("symbol", in: language) }
        return site.strings.word("kind.\(kind.rawValue)", in: language)
    }

    private func breadcrumbs() -> [TemplateContext] {
        guard let tree = site.navigation[language] else { return [] }
        var crumbs: [TemplateContext] = [[
            "title": .text(site.content.configuration.title(in: language)),
            "href": .text(SiteLayout.relativeURL(from: sitePath, to: language.urlSegment + "/index.html")),
        ]]
        let trail = tree.trail(to: path)
        for (index, step) in trail.enumerated() {
            var crumb: TemplateContext = ["title": .text(step.title)]
            if index == trail.count - 1 {
                crumb["isCurrent"] = true
            } else if let page = step.path {
                crumb["href"] = .text(SiteLayout.relativeURL(from: sitePath, to: SiteLayout.outputPath(of: page, in: language)))
            }
            crumbs.append(crumb)
        }
        return crumbs
    }

    /// `<link rel="alternate">` for each language that has its own version of the page. A fallback
    /// page is not a translation, so it lists none and points its canonical at the English page.
    private func alternates(isFallback: Bool) -> [TemplateContext] {
        guard !isFallback else { return [] }
        var links: [TemplateContext] = []
        var sourceLink: TemplateValue?
        for (other, target, href) in versions where site.content.hasPage(path, in: other) {
            let link = TemplateValue.text(site.absoluteURL(target) ?? href)
            links.append(["hreflang": .text(other.code), "href": link])
            if other == site.sourceLanguage { sourceLink = link }
        }
        if let sourceLink {
            links.append(["hreflang": "x-default", "href": sourceLink])
        }
        return links
    }

    /// The language switcher: every language, each pointing at this page in that language.
    private func switcher() -> [TemplateContext] {
        versions.map { other, _, href in
            var entry: TemplateContext = [
                "code": .text(other.code),
                "name": .text(site.content.configuration.name(of: other)),
                "href": .text(href),
            ]
            if other == language { entry["isCurrent"] = true }
            return entry
        }
    }
}
