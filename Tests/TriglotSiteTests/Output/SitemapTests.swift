import Foundation
import Testing
import TriglotModel
@testable import TriglotSite
#if canImport(FoundationXML)
import FoundationXML
#endif

/// `sitemap.xml`: one `<url>` per page a language has, each naming every language's version.
@Suite("Sitemap")
struct SitemapTests {
    static let en = Language("en"), zh = Language("zh-Hans"), ja = Language("ja")

    static func read(_ xml: String) throws -> [SitemapReader.Entry] {
        let reader = SitemapReader()
        let parser = XMLParser(data: Data(xml.utf8))
        parser.shouldProcessNamespaces = true
        parser.delegate = reader
        #expect(parser.parse(), "not well-formed: \(xml)")
        return reader.entries
    }

    @Test func everyLanguageVersionListsAllVersionsAndXDefault() throws {
        let xml = Sitemap.xml(entries: [("uikit/a.md", [Self.en, Self.zh, Self.ja])], source: Self.en) { "https://x.example/" + $0 }
        let entries = try Self.read(xml)
        #expect(entries.map(\.loc) == ["https://x.example/en/uikit/a.html", "https://x.example/zh-hans/uikit/a.html", "https://x.example/ja/uikit/a.html"])
        for entry in entries {
            let alternates = Dictionary(uniqueKeysWithValues: entry.alternates.map { ($0.hreflang, $0.href) })
            #expect(alternates == [
                "en": "https://x.example/en/uikit/a.html", "zh-Hans": "https://x.example/zh-hans/uikit/a.html",
                "ja": "https://x.example/ja/uikit/a.html", "x-default": "https://x.example/en/uikit/a.html",
            ])
        }
    }

    /// `lastUpdated: git`: each language's file has its own date; a file git does not date has none.
    @Test func eachVersionHasTheDateOfItsOwnFile() throws {
        let xml = Sitemap.xml(entries: [("a.md", [Self.en, Self.ja])], source: Self.en, url: { "/" + $0 },
                              lastModified: { path, language in language == Self.en ? "2026-11-0\(path.count)" : nil })
        #expect(xml.contains("<loc>/en/a.html</loc>\n<lastmod>2026-11-04</lastmod>\n"))
        #expect(xml.components(separatedBy: "<lastmod>").count == 2)
        #expect(try Self.read(xml).count == 2)
    }

    @Test func aPageMissingInALanguageIsNotListedThere() throws {
        let xml = Sitemap.xml(entries: [("a.md", [Self.en, Self.ja]), ("only-zh.md", [Self.zh])], source: Self.en) { "/" + $0 }
        let entries = try Self.read(xml)
        #expect(entries.map(\.loc) == ["/en/a.html", "/ja/a.html", "/zh-hans/only-zh.html"])
        #expect(entries[0].alternates.map(\.hreflang) == ["en", "ja", "x-default"])
        // Without an English version there is no x-default.
        #expect(entries[2].alternates.map(\.hreflang) == ["zh-Hans"])
    }

    @Test func addressesAreEscaped() throws {
        let xml = Sitemap.xml(entries: [("a&b.md", [Self.en])], source: Self.en) { "https://x.example/?q=<" + $0 }
        #expect(!xml.contains("a&b"))
        #expect(xml.contains("a&amp;b"))
        let entries = try Self.read(xml)
        #expect(entries.first?.loc == "https://x.example/?q=<en/a&b.html")
    }

    @Test func theShippedSitemapIsWellFormedWithAbsoluteAddresses() throws {
        let site = try SiteFixture.shipped.get().site
        let entries = try Self.read(site.text("sitemap.xml"))
        #expect(!entries.isEmpty)
        for entry in entries {
            #expect(entry.loc.hasPrefix("https://triglot.example/"))
            #expect(entry.alternates.allSatisfy { $0.href.hasPrefix("https://triglot.example/") })
        }
    }
}
