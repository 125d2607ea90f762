import TriglotContent
import TriglotMarkup
import TriglotModel

/// `sitemap.xml`: every page a language has of its own, with its translations as `xhtml:link`
/// alternates (and English as `x-default`), so search engines show each reader their language.
/// Fallback pages are copies of English pages and are left out, like any duplicate, and so is the
/// translation-status page, a report rather than documentation. Where the site reads git's dates
/// (`lastUpdated: git`, or translations measured from history: `SiteRenderContext.lastModified`),
/// a page whose file git dates has its `lastmod`.
///
/// The protocol (sitemaps.org) allows a file 50,000 addresses and 50 MiB: a larger site has
/// numbered parts (`sitemap-1.xml`, …) and `sitemap.xml` is their index, as Hugo and MkDocs
/// sites of that size have.
enum Sitemap {
    /// What one file may hold.
    struct Limits: Sendable {
        var addresses = 50_000
        var bytes = 52_428_800
    }

    static let path = "sitemap.xml"

    /// The first line of every file of it.
    private static let declaration = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"

    static func partPath(_ number: Int) -> String { "sitemap-\(number).xml" }

    /// Whether `path` is one of the numbered parts, which a smaller site no longer has (and a
    /// static file may not replace: the content's loader names them).
    static func isPart(_ path: String) -> Bool { ContentLoader.isSitemapPart(path) }

    static func xml(entries: [(path: String, languages: [Language])], source: Language, url: (String) -> String,
                    lastModified: (String, Language) -> String? = { _, _ in nil }) -> String {
        var xml = ""
        files(entries: entries, source: source, url: url, lastModified: lastModified) { path, bytes in
            if path == Self.path { xml = String(decoding: bytes, as: UTF8.self) }
        }
        return xml
    }

    /// The sitemap's files, each handed to `write` as soon as it is complete, so that one part
    /// at most is held: `sitemap.xml` alone while every address fits in one file, else the parts
    /// in order and then `sitemap.xml`, their index. Each page's address in each of its
    /// languages is made and escaped once, though it appears in the entry of every language the
    /// page has.
    static func files(entries: [(path: String, languages: [Language])], source: Language, url: (String) -> String,
                      lastModified: (String, Language) -> String? = { _, _ in nil }, limits: Limits = Limits(),
                      write: (String, [UInt8]) throws -> Void) rethrows {
        let opening = Array((declaration
            + "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" xmlns:xhtml=\"http://www.w3.org/1999/xhtml\">\n").utf8)
        let closing = Array("</urlset>\n".utf8)
        var part = opening
        var addressesInPart = 0
        var partsWritten = 0
        var element: [UInt8] = []
        for entry in entries {
            let addresses = entry.languages.map { language -> [UInt8] in
                var address: [UInt8] = []
                HTMLEscaping.append(escaping: url(SiteLayout.outputPath(of: entry.path, in: language)), to: &address)
                return address
            }
            let sourceIndex = entry.languages.firstIndex(of: source)
            for (language, address) in zip(entry.languages, addresses) {
                element.removeAll(keepingCapacity: true)
                appendElement(address: address, date: lastModified(entry.path, language), alternates: zip(entry.languages, addresses),
                              xDefault: sourceIndex.map { addresses[$0] }, to: &element)
                let full = addressesInPart == limits.addresses || part.count + element.count + closing.count > limits.bytes
                if full, addressesInPart > 0 {
                    partsWritten += 1
                    part += closing
                    try write(partPath(partsWritten), part)
                    part = opening
                    addressesInPart = 0
                }
                part += element
                addressesInPart += 1
            }
        }
        part += closing
        guard partsWritten > 0 else { return try write(path, part) }
        partsWritten += 1
        try write(partPath(partsWritten), part)
        try write(path, index(parts: partsWritten, url: url))
    }

    /// One address's `<url>` element.
    private static func appendElement(address: [UInt8], date: String?, alternates: Zip2Sequence<[Language], [[UInt8]]>,
                                      xDefault: [UInt8]?, to xml: inout [UInt8]) {
        xml += "<url>\n<loc>".utf8
        xml += address
        xml += "</loc>\n".utf8
        if let date {
            xml += "<lastmod>".utf8
            HTMLEscaping.append(escaping: date, to: &xml)
            xml += "</lastmod>\n".utf8
        }
        for (alternate, alternateAddress) in alternates {
            xml += "<xhtml:link rel=\"alternate\" hreflang=\"".utf8
            HTMLEscaping.append(escaping: alternate.code, to: &xml)
            xml += "\" href=\"".utf8
            xml += alternateAddress
            xml += "\"/>\n".utf8
        }
        if let xDefault {
            xml += "<xhtml:link rel=\"alternate\" hreflang=\"x-default\" href=\"".utf8
            xml += xDefault
            xml += "\"/>\n".utf8
        }
        xml += "</url>\n".utf8
    }

    /// `sitemap.xml` of a site with parts: where each part is.
    private static func index(parts: Int, url: (String) -> String) -> [UInt8] {
        var xml: [UInt8] = []
        xml += declaration.utf8
        xml += "<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n".utf8
        for number in 1...parts {
            xml += "<sitemap>\n<loc>".utf8
            HTMLEscaping.append(escaping: url(partPath(number)), to: &xml)
            xml += "</loc>\n</sitemap>\n".utf8
        }
        xml += "</sitemapindex>\n".utf8
        return xml
    }
}
