import TriglotModel

/// The parts every page template shares: the language, the way back to the site root, the site
/// title, the interface words, and where the search index lives.
enum CommonContext {
    static func make(sitePath: String, language: Language, site: SiteRenderContext) -> TemplateContext {
        let root = SiteLayout.rootPrefix(from: sitePath)
        return [
            "lang": .text(language.code),
            "root": .text(root),
            "siteTitle": .text(site.content.configuration.title(in: language)),
            "homeHref": .text(SiteLayout.relativeURL(from: sitePath, to: language.urlSegment + "/index.html")),
            "searchIndexHref": .text(SiteLayout.relativeURL(from: sitePath, to: SiteLayout.searchIndexPath(in: language))),
            "t": site.stringTable(for: language),
            "isCJK": .flag(language.usesCJKScript),
            "preview": .flag(site.options.preview),
            "generator": .text("Triglot " + TriglotSiteVersion.current),
        ]
    }
}

/// The version written into every page's generator tag.
public enum TriglotSiteVersion {
    public static let current = "0.2.0"
}
