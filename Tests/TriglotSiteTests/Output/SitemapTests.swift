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

    /// The files `Sitemap.files` writes, in the order it writes them.
    static func files(_ entries: [(path: String, languages: [Language])], limits: Sitemap.Limits) -> [(path: String, xml: String)] {
        var files: [(path: String, xml: String)] = []
        Sitemap.files(entries: entries, source: Self.en, url: { "https://x.example/" + $0 }, limits: limits) { path, bytes in
            files.append((path, String(decoding: bytes, as: UTF8.self)))
        }
        return files
    }

    /// sitemaps.org allows a file 50,000 addresses and 50 MiB: past either, the addresses go
    /// into numbered parts, in order, each within both limits, and `sitemap.xml` lists the parts.
    @Test(arguments: [Sitemap.Limits(addresses: 4, bytes: 52_428_800), Sitemap.Limits(addresses: 50_000, bytes: 1_500),
                      Sitemap.Limits(addresses: 1, bytes: 1)])
    func aSiteOverTheLimitsHasPartsAndAnIndex(_ limits: Sitemap.Limits) throws {
        let entries = (0..<5).map { (path: "guide/page\($0).md", languages: [Self.en, Self.zh, Self.ja]) }
        let whole = Self.files(entries, limits: Sitemap.Limits())
        #expect(whole.map(\.path) == ["sitemap.xml"])
        let expected = try Self.read(whole[0].xml)
        #expect(expected.count == 15)

        let files = Self.files(entries, limits: limits)
        #expect(files.last?.path == "sitemap.xml")
        let parts = files.dropLast()
        #expect(parts.count > 1)
        #expect(parts.map(\.path) == parts.indices.map { "sitemap-\($0 + 1).xml" })
        var listed: [SitemapReader.Entry] = []
        for part in parts {
            let entries = try Self.read(part.xml)
            #expect(!entries.isEmpty)
            // A part over the byte limit holds one address, which no file could hold with less.
            #expect(entries.count <= limits.addresses && (part.xml.utf8.count <= limits.bytes || entries.count == 1))
            listed += entries
        }
        #expect(listed.map(\.loc) == expected.map(\.loc))
        #expect(zip(listed, expected).allSatisfy { $0.alternates.map(\.href) == $1.alternates.map(\.href) })

        let index = files.last?.xml ?? ""
        #expect(index.contains("<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">"))
        let locations = index.components(separatedBy: "<loc>").dropFirst().map { String($0.prefix { $0 != "<" }) }
        #expect(locations == parts.map { "https://x.example/" + $0.path })
    }

    @Test(arguments: [("sitemap-1.xml", true), ("sitemap-120.xml", true), ("sitemap.xml", false), ("sitemap-.xml", false),
                      ("sitemap-a.xml", false), ("en/sitemap-1.xml", false), ("sitemap-1.xml.gz", false), ("sitemap-١.xml", false)])
    func aPartIsNamedByItsNumber(_ path: String, isPart: Bool) {
        #expect(Sitemap.isPart(path) == isPart)
    }

    /// The preview keeps the files a build did not write: once a site fits in one sitemap, the
    /// parts a larger one had are gone.
    @Test func aSiteThatFitsInOneFileDropsTheParts() throws {
        let plan = BuildPlan(options: BuildOptions(contentFolder: SiteFixture.contentFolder, templatesFolder: SiteFixture.templatesFolder,
                                                   outputFolder: "/nonexistent-output", allowErrors: true))
        let output = MemoryOutput(RenderedSite(files: ["sitemap-1.xml": [], "sitemap-12.xml": [], "sitemap-a.xml": []]))
        _ = try plan.run(.all, after: nil) { _ in output }
        #expect(!output.holds("sitemap-1.xml") && !output.holds("sitemap-12.xml"))
        #expect(output.holds("sitemap-a.xml") && output.holds("sitemap.xml"))
    }
}
