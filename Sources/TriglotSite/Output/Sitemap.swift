import TriglotMarkup
import TriglotModel

/// `sitemap.xml`: every page a language has of its own, with its translations as `xhtml:link`
/// alternates (and English as `x-default`), so search engines show each reader their language.
/// Fallback pages are copies of English pages and are left out, like any duplicate.
enum Sitemap {
    static func xml(entries: [(path: String, languages: [Language])], source: Language, url: (String) -> String) -> String {
        let escape = HTMLEscaping.escape
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" xmlns:xhtml=\"http://www.w3.org/1999/xhtml\">\n"
        for entry in entries {
            for language in entry.languages {
                xml += "<url>\n<loc>\(escape(url(SiteLayout.outputPath(of: entry.path, in: language))))</loc>\n"
                for alternate in entry.languages {
                    xml += "<xhtml:link rel=\"alternate\" hreflang=\"\(escape(alternate.code))\" href=\"\(escape(url(SiteLayout.outputPath(of: entry.path, in: alternate))))\"/>\n"
                }
                if entry.languages.contains(source) {
                    xml += "<xhtml:link rel=\"alternate\" hreflang=\"x-default\" href=\"\(escape(url(SiteLayout.outputPath(of: entry.path, in: source))))\"/>\n"
                }
                xml += "</url>\n"
            }
        }
        return xml + "</urlset>\n"
    }
}
