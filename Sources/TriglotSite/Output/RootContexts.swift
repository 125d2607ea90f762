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
            ]
        })
        context["alternates"] = .list(site.languages.map { language -> TemplateContext in
            let target = language.urlSegment + "/index.html"
            return ["hreflang": .text(language.code), "href": .text(site.absoluteURL(target) ?? target)]
        })
        context["canonical"] = site.absoluteURL("").map(TemplateValue.text)
        return context
    }

    /// A server shows `404.html` at any depth, so its links are absolute when the site has an
    /// address, and root-relative otherwise.
    static func notFound(site: SiteRenderContext) -> TemplateContext {
        let source = site.sourceLanguage
        var context = CommonContext.make(sitePath: "404.html", language: source, site: site)
        let root = site.baseURL ?? "/"
        context["root"] = .text(root)
        context["title"] = .text(site.strings.word("notFoundTitle", in: source))
        context["pageTitle"] = .text(site.strings.word("notFoundTitle", in: source) + " | " + site.content.configuration.title(in: source))
        context["languages"] = .list(site.languages.map { language -> TemplateContext in
            [
                "code": .text(language.code),
                "name": .text(site.content.configuration.name(of: language)),
                "href": .text(root + language.urlSegment + "/index.html"),
                "notFoundTitle": .text(site.strings.word("notFoundTitle", in: language)),
                "notFoundText": .text(site.strings.word("notFoundText", in: language)),
                "home": .text(site.strings.word("home", in: language)),
            ]
        })
        return context
    }
}
