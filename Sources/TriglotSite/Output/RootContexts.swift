import TriglotModel

/// The pages at the site root: the language chooser (`index.html`) and `404.html`.
enum RootContexts {
    /// The chooser lists every language in its own name; the script offers the reader's own.
    static func chooser(site: SiteRenderContext) -> [String: Any] {
        let source = site.sourceLanguage
        var context = CommonContext.make(sitePath: "index.html", language: source, site: site)
        context["title"] = site.content.configuration.title(in: source)
        context["pageTitle"] = site.content.configuration.title(in: source)
        context["languages"] = site.content.languages.map { language -> [String: Any] in
            [
                "code": language.code,
                "name": site.content.configuration.name(of: language),
                "href": language.urlSegment + "/index.html",
                "siteTitle": site.content.configuration.title(in: language),
                "chooseLanguage": site.strings.word("chooseLanguage", in: language),
            ]
        }
        context["alternates"] = site.content.languages.map { language -> [String: Any] in
            let target = language.urlSegment + "/index.html"
            return ["hreflang": language.code, "href": site.absoluteURL(target) ?? target]
        }
        context["canonical"] = site.absoluteURL("")
        return context
    }

    /// A server shows `404.html` at any depth, so its links are absolute when the site has an
    /// address, and root-relative otherwise.
    static func notFound(site: SiteRenderContext) -> [String: Any] {
        let source = site.sourceLanguage
        var context = CommonContext.make(sitePath: "404.html", language: source, site: site)
        let root = site.baseURL ?? "/"
        context["root"] = root
        context["title"] = site.strings.word("notFoundTitle", in: source)
        context["pageTitle"] = site.strings.word("notFoundTitle", in: source) + " | " + site.content.configuration.title(in: source)
        context["languages"] = site.content.languages.map { language -> [String: Any] in
            [
                "code": language.code,
                "name": site.content.configuration.name(of: language),
                "href": root + language.urlSegment + "/index.html",
                "notFoundTitle": site.strings.word("notFoundTitle", in: language),
                "notFoundText": site.strings.word("notFoundText", in: language),
                "home": site.strings.word("home", in: language),
            ]
        }
        return context
    }
}
