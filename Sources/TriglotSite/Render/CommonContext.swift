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
            "footer": site.content.configuration.footer(in: language).map(TemplateValue.text) ?? .flag(false),
            "homeHref": .text(SiteLayout.relativeURL(from: sitePath, to: language.urlSegment + "/index.html")),
            "searchIndexHref": .text(SiteLayout.relativeURL(from: sitePath, to: SiteLayout.searchIndexPath(in: language))),
            "t": site.stringTable(for: language),
            "isCJK": .flag(language.usesCJKScript),
            "generator": .text("Triglot " + TriglotSiteVersion.current),
            // The footer's link to the translation-status page, in the default language.
            "statusHref": TranslationStatusContext.isBuilt(for: site)
                ? .text(SiteLayout.relativeURL(from: sitePath, to: TranslationStatusContext.sitePath)) : .flag(false),
            "statusHreflang": .text(site.sourceLanguage.code),
        ]
    }
}

/// Common contexts shared by the pages of a folder: a common context depends on the page only
/// through how many folders deep it sits, so the pages of a folder in a language share one.
final class CommonContextCache: Sendable {
    private struct Key: Hashable {
        var language: Language
        var folder: Substring
    }

    /// Kept for the folders rendered most recently (`RecentFolders`).
    private let contexts = RecentFolders<Key, TemplateContext>()

    /// Forgets every folder's context made so far.
    func removeAll() {
        contexts.removeAll()
    }

    /// `CommonContext.make` for a page at `sitePath`, made by `make` for the first page of its folder.
    func context(sitePath: String, language: Language, make: () -> TemplateContext) -> TemplateContext {
        contexts.value(Key(language: language, folder: PageLinkCache.folder(of: sitePath)), make: make)
    }
}

/// The version written into every page's generator tag.
public enum TriglotSiteVersion {
    public static let current = "0.2.0"
}
