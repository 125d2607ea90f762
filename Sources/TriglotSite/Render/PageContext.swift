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

    var sitePath: String { SiteLayout.outputPath(of: path, in: language) }

    func make() -> [String: Any]? {
        guard let (shown, isFallback) = site.shownPage(path, in: language) else { return nil }
        let page = shown.page
        let source = site.content.page(path, in: site.sourceLanguage)?.page
        let anchors = SectionAnchors.ids(for: page, source: source)
        let body = PageBodyRenderer(shown: shown, outputLanguage: language, sitePath: sitePath, site: site, anchors: anchors)
        var context = CommonContext.make(sitePath: sitePath, language: language, site: site)
        let title = page.title?.text ?? NavigationTree.humanize(path)
        context["title"] = title
        context["titleHTML"] = page.kind == .symbol ? SymbolBreaks.html(title) : HTMLEscaping.escape(title)
        context["pageTitle"] = title + " | " + site.content.configuration.title(in: language)
        context["description"] = page.abstract.map(\.text).joined(separator: " ")
        context["contentLanguage"] = shown.language.code
        context["isSymbol"] = page.kind == .symbol
        context["kindLabel"] = kindLabel(page, language: shown.language)
        context["abstractHTML"] = body.abstractHTML()
        context["bodyHTML"] = body.bodyHTML()
        context["availability"] = page.availability.map { availability -> [String: Any] in
            var badge: [String: Any] = ["platform": availability.platform, "introduced": availability.introduced]
            if let deprecated = availability.deprecated { badge["deprecated"] = deprecated }
            badge["isBeta"] = availability.isBeta
            return badge
        }
        context["hasAvailability"] = !page.availability.isEmpty
        context["toc"] = page.sections.filter { $0.level <= 3 }.compactMap { section -> [String: Any]? in
            guard let id = anchors[section.node] else { return nil }
            return ["id": id, "title": section.title, "level": section.level]
        }
        context["hasToc"] = page.sections.contains { $0.level <= 3 }
        context["breadcrumbs"] = breadcrumbs()
        context["sidebarHTML"] = site.sidebarHTML(for: path, in: language)
        context["alternates"] = alternates(isFallback: isFallback)
        context["languages"] = switcher()
        if let banner = TranslationBanner.html(path: path, language: language, shown: shown, isFallback: isFallback, sitePath: sitePath, site: site) {
            context["bannerHTML"] = banner
        }
        context["canonical"] = site.absoluteURL(SiteLayout.outputPath(of: path, in: isFallback ? site.sourceLanguage : language))
        context["isFallback"] = isFallback
        if site.options.preview {
            context["diagnosticsHTML"] = DiagnosticOverlay.html(site.diagnosticsByFile[shown.displayPath] ?? [], file: shown.displayPath)
        }
        return context
    }

    private func kindLabel(_ page: Page, language: Language) -> String {
        guard page.kind == .symbol else { return site.strings.word("article", in: language) }
        guard let kind = page.declaration?.kind, kind != .unknown, kind != .extension else { return site.strings.word("symbol", in: language) }
        return site.strings.word("kind.\(kind.rawValue)", in: language)
    }

    private func breadcrumbs() -> [[String: Any]] {
        guard let tree = site.navigation[language] else { return [] }
        var crumbs: [[String: Any]] = [[
            "title": site.content.configuration.title(in: language),
            "href": SiteLayout.relativeURL(from: sitePath, to: language.urlSegment + "/index.html"),
        ]]
        let trail = tree.trail(to: path)
        for (index, step) in trail.enumerated() {
            var crumb: [String: Any] = ["title": step.title]
            if index == trail.count - 1 {
                crumb["isCurrent"] = true
            } else if let page = step.path {
                crumb["href"] = SiteLayout.relativeURL(from: sitePath, to: SiteLayout.outputPath(of: page, in: language))
            }
            crumbs.append(crumb)
        }
        return crumbs
    }

    /// `<link rel="alternate">` for each language that has its own version of the page. A fallback
    /// page is not a translation, so it lists none and points its canonical at the English page.
    private func alternates(isFallback: Bool) -> [[String: Any]] {
        guard !isFallback else { return [] }
        var links: [[String: Any]] = []
        for other in site.content.languages where site.content.page(path, in: other) != nil {
            let target = SiteLayout.outputPath(of: path, in: other)
            links.append(["hreflang": other.code, "href": site.absoluteURL(target) ?? SiteLayout.relativeURL(from: sitePath, to: target)])
        }
        if site.content.page(path, in: site.sourceLanguage) != nil {
            let target = SiteLayout.outputPath(of: path, in: site.sourceLanguage)
            links.append(["hreflang": "x-default", "href": site.absoluteURL(target) ?? SiteLayout.relativeURL(from: sitePath, to: target)])
        }
        return links
    }

    /// The language switcher: every language, each pointing at this page in that language.
    private func switcher() -> [[String: Any]] {
        site.content.languages.map { other in
            var entry: [String: Any] = [
                "code": other.code,
                "name": site.content.configuration.name(of: other),
                "href": SiteLayout.relativeURL(from: sitePath, to: SiteLayout.outputPath(of: path, in: other)),
            ]
            if other == language { entry["isCurrent"] = true }
            return entry
        }
    }
}
