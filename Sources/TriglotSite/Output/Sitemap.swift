import TriglotMarkup
import TriglotModel

/// `sitemap.xml`: every page a language has of its own, with its translations as `xhtml:link`
/// alternates (and English as `x-default`), so search engines show each reader their language.
/// Fallback pages are copies of English pages and are left out, like any duplicate, and so is the
/// translation-status page, a report rather than documentation. Where the site reads git's dates
/// (`lastUpdated: git`, or translations measured from history: `SiteRenderContext.lastModified`),
/// a page whose file git dates has its `lastmod`.
enum Sitemap {
    static func xml(entries: [(path: String, languages: [Language])], source: Language, url: (String) -> String,
                    lastModified: (String, Language) -> String? = { _, _ in nil }) -> String {
        String(decoding: bytes(entries: entries, source: source, url: url, lastModified: lastModified), as: UTF8.self)
    }

    /// `xml` as the bytes of the file. Each page's address in each of its languages is made
    /// and escaped once, though it appears in the entry of every language the page has.
    static func bytes(entries: [(path: String, languages: [Language])], source: Language, url: (String) -> String,
                      lastModified: (String, Language) -> String? = { _, _ in nil }) -> [UInt8] {
        var xml: [UInt8] = []
        xml += "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n".utf8
        xml += "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" xmlns:xhtml=\"http://www.w3.org/1999/xhtml\">\n".utf8
        for entry in entries {
            let addresses = entry.languages.map { language -> [UInt8] in
                var address: [UInt8] = []
                HTMLEscaping.append(escaping: url(SiteLayout.outputPath(of: entry.path, in: language)), to: &address)
                return address
            }
            let sourceIndex = entry.languages.firstIndex(of: source)
            for (language, address) in zip(entry.languages, addresses) {
                xml += "<url>\n<loc>".utf8
                xml += address
                xml += "</loc>\n".utf8
                if let date = lastModified(entry.path, language) {
                    xml += "<lastmod>".utf8
                    HTMLEscaping.append(escaping: date, to: &xml)
                    xml += "</lastmod>\n".utf8
                }
                for (alternate, alternateAddress) in zip(entry.languages, addresses) {
                    xml += "<xhtml:link rel=\"alternate\" hreflang=\"".utf8
                    HTMLEscaping.append(escaping: alternate.code, to: &xml)
                    xml += "\" href=\"".utf8
                    xml += alternateAddress
                    xml += "\"/>\n".utf8
                }
                if let sourceIndex {
                    xml += "<xhtml:link rel=\"alternate\" hreflang=\"x-default\" href=\"".utf8
                    xml += addresses[sourceIndex]
                    xml += "\"/>\n".utf8
                }
                xml += "</url>\n".utf8
            }
        }
        xml += "</urlset>\n".utf8
        return xml
    }
}
