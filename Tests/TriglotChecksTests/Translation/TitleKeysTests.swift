import Testing
@testable import TriglotContent
import TriglotModel

/// Pages titled in front matter under a key of their own (TypeScript's compiler options:
/// `display: "Strict"`): `titleKeys:` names it, and `triglot init` finds it.
@Suite("titleKeys: titles from another front matter key")
struct TitleKeysTests {
    static func option(_ display: String?, oneline: String = "Enable all strict type-checking options.") -> String {
        "---\n" + (display.map { "display: \"\($0)\"\n" } ?? "") + "oneline: \"\(oneline)\"\n---\n\nThe `strict` flag enables a wide range of checks.\n"
    }

    static func files(_ pages: [String], siteYAML: String = "languages: [en, ja]\n") -> TestContent.Files {
        var files: TestContent.Files = ["site.yml": siteYAML]
        for (index, page) in pages.enumerated() { files["en/option\(index).md"] = page }
        return files
    }

    @Test(arguments: [
        ("languages: [en, ja]\n", nil as String?),
        ("languages: [en, ja]\ntitleKeys: [title, display]\n", "Strict"),
        ("languages: [en, ja]\ntitleKeys: [display]\n", "Strict"),
    ])
    func aListedKeyTitlesThePage(siteYAML: String, title: String?) throws {
        let content = try TestContent.onDisk(Self.files([Self.option("Strict")], siteYAML: siteYAML))
        let page = try #require(content.pages[Language("en")]?["option0.md"])
        #expect(page.page.title?.text == title)
        #expect(page.diagnostics.contains { $0.id == "model.missing-title" } == (title == nil))
    }

    @Test func aHeadingAndATitleComeFirst() throws {
        let pages = ["---\ntitle: Strict mode\ndisplay: Strict\n---\n\nText.\n", "---\ndisplay: Strict\n---\n\n# Strict checks\n\nText.\n"]
        let content = try TestContent.onDisk(Self.files(pages, siteYAML: "languages: [en, ja]\ntitleKeys: [title, display]\n"))
        #expect(content.pages[Language("en")]?["option0.md"]?.page.title?.text == "Strict mode")
        #expect(content.pages[Language("en")]?["option1.md"]?.page.title?.text == "Strict checks")
    }

    @Test(arguments: ["titleKeys: []", "titleKeys: ['']", "titleKeys: [title, ' ']"])
    func anEmptyListOrKeyIsRefused(line: String) {
        #expect(throws: (any Error).self) { try SiteConfigurationReader.read("languages: [en, ja]\n\(line)\n", path: "site.yml") }
    }

    @Test(arguments: [
        (5, 0, "display" as String?),
        (4, 1, "display"),
        // Fewer than four in five, or fewer than three untitled pages: not a rule of the site.
        (3, 2, nil),
        (2, 0, nil),
    ])
    func initFindsTheKeyOfMostUntitledPages(withDisplay: Int, without: Int, key: String?) throws {
        let pages = Array(repeating: Self.option("Strict"), count: withDisplay) + Array(repeating: Self.option(nil), count: without)
        let found = ContentDetection.titleKey(in: try TestContent.onDisk(Self.files(pages)))
        #expect(found?.key == key)
        if found != nil { #expect(found?.pages == withDisplay && found?.untitled == withDisplay + without) }
    }

    /// `oneline:` is on every page too, but it is no title by its name; nor is a value that is
    /// a number, a flag or a paragraph.
    @Test(arguments: ["weight: 3", "sidebar_label: true", "name: '" + String(repeating: "a", count: 121) + "'"])
    func otherKeysAreNoTitle(line: String) throws {
        let pages = Array(repeating: "---\n\(line)\noneline: \"Short and one line\"\n---\n\nText.\n", count: 4)
        #expect(ContentDetection.titleKey(in: try TestContent.onDisk(Self.files(pages))) == nil)
    }

    @Test func theDraftNamesTheKeyAndReadsBack() throws {
        var detection = ContentDetection(layout: .folders, languages: [
            .init(code: "en", folder: "en", name: "English", pageCount: 3), .init(code: "ja", folder: "ja", name: "日本語", pageCount: 3),
        ], title: nil, linkRoot: nil, linkRootIgnoresCase: false, pagesWithMacros: 0)
        #expect(SiteConfigurationDraft.yaml(for: detection, folderName: "docs").contains("# titleKeys: [title]"))
        detection.titleKey = .init(key: "display", pages: 292, untitled: 302)
        let yaml = SiteConfigurationDraft.yaml(for: detection, folderName: "docs")
        #expect(yaml.contains("# 292 of the 302 pages without a # heading or a title"))
        #expect(try SiteConfigurationReader.read(yaml, path: "site.yml").titleKeys == ["title", "display"])
    }
}
