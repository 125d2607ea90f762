import TriglotModel

/// The pages at the site root: the language chooser (`index.html`) and `404.html`.
enum RootContexts {
    /// The chooser lists every language in its own name; the script offers the reader's own.
    static func chooser(site: SiteRenderContext) -> TemplateContext {
        let source = site.sourceLanguage
        var context = CommonContext.make(sitePath: "index.html", language: source, site: site)
        context["title"] = .text(site.content.configuration.title(in: source))
        context["pageTitle"] = .text(site.content.configuration.title(in: source))
        context["languages"] = .list(site.languages.map { language -> TemplateContext in
            [
                "code": .text(language.code),
                "name": .text(site.content.configuration.name(of: language)),
                "href": .text(language.urlSegment + "/index.html"),
                "siteTitle": .text(site.content.configuration.title(in: language)),
                "chooseLanguage": .text(site.strings.word("chooseLanguage", in: language)),
                "suggestedLanguage": .text(site.strings.word("suggestedLanguage", in: language)),
            ]
        })
        context["alternates"] = .list(site.languages.map { language -> TemplateContext in
            let target = language.urlSegment + "/index.html"
            return ["hreflang": .text(language.code), "href": .text(site.absoluteURL(target) ?? target)]
        })
        context["canonical"] = site.absoluteURL("").map(TemplateValue.text)
        return context
    }

    /// A server shows `404.html` for a missing address at any depth: its links start at the
    /// path of the site's address (`/docs/en/index.html`), which holds at every depth, or are
    /// relative to the root when the site has no address, as when it is opened from disk. Its
    /// style is in the page, so it is styled wherever it is shown, disk included.
    static func notFound(site: SiteRenderContext) -> TemplateContext {
        let source = site.sourceLanguage
        var context = CommonContext.make(sitePath: "404.html", language: source, site: site)
        let root = site.baseURL == nil ? "" : rootPath(of: site.baseURL)
        context["root"] = .text(root)
        let stylesheet = site.templates.assets.first { $0.path == "assets/triglot.css" }?.bytes ?? []
        // `</style` cannot end the element early in a style sheet Triglot ships, but one a
        // Templates/ folder supplies is the site's own text: keep it from closing the element.
        context["stylesheet"] = .text(String(decoding: stylesheet, as: UTF8.self).replacing("</style", with: "<\\/style"))
        context["title"] = .text(site.strings.word("notFoundTitle", in: source))
        context["pageTitle"] = .text(site.strings.word("notFoundTitle", in: source) + " | " + site.content.configuration.title(in: source))
        context["languages"] = .list(site.languages.enumerated().map { index, language -> TemplateContext in
            [
                "code": .text(language.code),
                "isFirst": .flag(index == 0),
                "name": .text(site.content.configuration.name(of: language)),
                "href": .text(root + language.urlSegment + "/index.html"),
                "notFoundTitle": .text(site.strings.word("notFoundTitle", in: language)),
                "notFoundText": .text(site.strings.word("notFoundText", in: language)),
                "home": .text(site.strings.word("home", in: language)),
            ]
        })
        return context
    }

    /// The path of the site's address (`/docs/` of `https://example.com/docs/`), or `/`.
    static func rootPath(of baseURL: String?) -> String {
        guard let baseURL, let scheme = baseURL.range(of: "://") else { return "/" }
        let afterHost = baseURL[scheme.upperBound...].drop { $0 != "/" }
        let path = afterHost.isEmpty ? "/" : String(afterHost)
        return path.hasSuffix("/") ? path : path + "/"
    }
}
