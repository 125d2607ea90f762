import TriglotModel

/// The parts every page template shares: the language, the way back to the site root, the site
/// title, the interface words, and where the search index lives.
enum CommonContext {
    static func make(sitePath: String, language: Language, site: SiteRenderContext) -> [String: Any] {
        let root = SiteLayout.rootPrefix(from: sitePath)
        return [
            "lang": language.code,
            "root": root,
            "siteTitle": site.content.configuration.title(in: language),
            "homeHref": SiteLayout.relativeURL(from: sitePath, to: language.urlSegment + "/index.html"),
            "searchIndexHref": SiteLayout.relativeURL(from: sitePath, to: SiteLayout.searchIndexPath(in: language)),
            "t": site.strings.table(for: language),
            "isCJK": language.usesCJKScript,
            "preview": site.options.preview,
            "generator": "Triglot " + TriglotSiteVersion.current,
        ]
    }
}

/// The version written into every page's generator tag.
public enum TriglotSiteVersion {
    public static let current = "0.2.0"
}
