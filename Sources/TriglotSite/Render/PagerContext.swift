import TriglotModel

/// The previous and next pages at the bottom of a page, in the order the sidebar lists them
/// (see `ReadingOrder`), as the template's `previous`, `next` and `hasPager`.
enum PagerContext {
    static func add(to context: inout TemplateContext, path: String, language: Language, sitePath: String, site: SiteRenderContext) {
        guard let order = site.navigation[language]?.readingOrder else { return }
        let (previous, next) = order.neighbours(of: path)
        func link(_ entry: NavigationTree.Entry) -> TemplateValue? {
            guard let target = entry.path else { return nil }
            var link: TemplateContext = [
                "title": .text(entry.title),
                "href": .text(SiteLayout.relativeURL(from: sitePath, to: SiteLayout.outputPath(of: target, in: language))),
            ]
            // A page not yet translated is listed under its English title.
            if entry.isFallback { link["titleLanguage"] = .text(site.sourceLanguage.code) }
            return .context(link)
        }
        if let previous, let value = link(previous) { context["previous"] = value }
        if let next, let value = link(next) { context["next"] = value }
        context["hasPager"] = .flag(previous != nil || next != nil)
    }
}
