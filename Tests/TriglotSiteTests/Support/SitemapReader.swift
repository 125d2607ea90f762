import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads `<url>` entries (loc and xhtml:link alternates) out of a sitemap.
final class SitemapReader: NSObject, XMLParserDelegate {
    struct Entry {
        var loc = ""
        var alternates: [(hreflang: String, href: String)] = []
    }

    private(set) var entries: [Entry] = []
    private var current: Entry?
    private var text = ""

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        switch elementName {
        case "url": current = Entry()
        case "loc": text = ""
        case "link" where namespaceURI == "http://www.w3.org/1999/xhtml":
            current?.alternates.append((attributes["hreflang"] ?? "", attributes["href"] ?? ""))
        default: break
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        text += string
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        switch elementName {
        case "loc": current?.loc = text.trimmingCharacters(in: .whitespacesAndNewlines)
        case "url":
            if let current { entries.append(current) }
            current = nil
        default: break
        }
    }
}
