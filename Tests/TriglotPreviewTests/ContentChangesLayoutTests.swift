import Testing
import TriglotContent
@testable import TriglotPreview
import TriglotSite
import TriglotModel

/// A save is placed in its language as site.yml lays the pages out: `zh-cn/` holds zh-Hans,
/// and in the suffix layout `guide.ja.md` is the Japanese `guide.md`.
@Suite("Saved files placed by the site's layout")
struct ContentChangesLayoutTests {
    static func classify(_ paths: [String], _ yaml: String) throws -> ContentChanges {
        let configuration = try SiteConfigurationReader.read(yaml, path: "site.yml")
        let events = paths.map { WatchEvent(path: "/docs/" + $0, isFolder: false) }
        return ContentChanges.classify(events, contentFolder: "/docs", templatesFolder: "/docs/Templates",
                                       languages: configuration.languages.map(\.code), configuration: configuration)
    }

    @Test func aFolderNamedOtherThanItsLanguage() throws {
        let changes = try Self.classify(["zh-cn/a/index.md", "en/b.md", "zh-Hans/c.md"],
                                        "languages:\n  - code: en\n  - code: zh-Hans\n    folder: zh-cn\n")
        #expect(changes.pages == [PageKey(path: "a/index.md", language: Language("zh-Hans")), PageKey(path: "b.md", language: Language("en"))])
    }

    /// A file of static/ or an image beside the pages reads everything again; its neighbours'
    /// editor leftovers do not.
    @Test(arguments: ["layout: folders\n", "layout: suffix\n"])
    func filesThatAreNotPagesReadEverything(layout: String) throws {
        let yaml = layout + "languages: [en, ja]\n"
        #expect(try Self.classify(["static/CNAME"], yaml).everything)
        #expect(try Self.classify(["static/notes.md"], yaml).pages.isEmpty)
        #expect(try Self.classify(["en/images/flow.png"], yaml).everything)
        #expect(try Self.classify(["en/images/.flow.png.swp"], yaml).isEmpty)
    }

    /// In the root layout, a file outside every translation's folder is the source's.
    @Test func theSourceAtTheTop() throws {
        let yaml = "layout: root\nlanguages:\n  - code: en\n  - code: zh-Hans\n    folder: zh\n"
        let changes = try Self.classify(["guide/a.md", "zh/guide/a.md", "index.md", "glossary.yml", "Templates/page.mustache"], yaml)
        #expect(changes.pages == [PageKey(path: "guide/a.md", language: Language("en")), PageKey(path: "guide/a.md", language: Language("zh-Hans")),
                                  PageKey(path: "index.md", language: Language("en"))])
        #expect(changes.glossary && !changes.everything)
        #expect(try Self.classify(["guide/logo.png"], yaml).everything)
        let folder = try ContentChanges.classify([WatchEvent(path: "/docs/guide", isFolder: true)], contentFolder: "/docs",
                                                 templatesFolder: "/docs/Templates", languages: ["en", "zh-Hans"],
                                                 configuration: SiteConfigurationReader.read(yaml, path: "site.yml"))
        #expect(folder.rescanLanguages == ["en"])
    }

    /// Docusaurus's layout: a language's folder is a path; a folder above it lists its pages again.
    @Test func foldersThatArePaths() throws {
        let yaml = "languages:\n  - code: en\n    folder: docs\n  - code: ja\n    folder: i18n/ja/docusaurus-plugin-content-docs/current\n"
        let changes = try Self.classify(["docs/intro.md", "i18n/ja/docusaurus-plugin-content-docs/current/api/a.md", "i18n/ja/code.json", "blog/x.md"], yaml)
        #expect(changes.pages == [PageKey(path: "intro.md", language: Language("en")), PageKey(path: "api/a.md", language: Language("ja"))])
        #expect(!changes.everything)
        let configuration = try SiteConfigurationReader.read(yaml, path: "site.yml")
        let above = ContentChanges.classify([WatchEvent(path: "/docs/i18n", isFolder: true)], contentFolder: "/docs", templatesFolder: "/docs/Templates",
                                            languages: ["en", "ja"], configuration: configuration)
        #expect(above.rescanLanguages == ["ja"])
    }

    /// A saved MDX file is its page, `.md`.
    @Test(arguments: ["languages: [en, ja]\n", "layout: root\nlanguages: [en, ja]\n"])
    func mdxFiles(yaml: String) throws {
        let root = yaml.hasPrefix("layout: root")
        let changes = try Self.classify([root ? "guide/a.mdx" : "en/guide/a.mdx", "ja/guide/a.mdx"], yaml)
        #expect(changes.pages == [PageKey(path: "guide/a.md", language: Language("en")), PageKey(path: "guide/a.md", language: Language("ja"))])
        #expect(!changes.everything)
    }

    @Test func suffixedFiles() throws {
        let changes = try Self.classify(["guide.ja.md", "guide.md", "deep/x.ja.md", "site.yml"],
                                        "layout: suffix\nlanguages: [en, ja]\n")
        #expect(changes.pages == [PageKey(path: "guide.md", language: Language("ja")), PageKey(path: "guide.md", language: Language("en")),
                                  PageKey(path: "deep/x.md", language: Language("ja"))])
        #expect(changes.everything)
    }

    /// A saved partial or draft that `exclude:` leaves out changes nothing; an image it leaves
    /// out does not read everything again.
    @Test(arguments: ["languages: [en, ja]\n", "layout: suffix\nlanguages: [en, ja]\n", "layout: root\nlanguages: [en, ja]\n"])
    func excludedFilesChangeNothing(yaml: String) throws {
        let folders = !yaml.hasPrefix("layout:")
        let changes = try Self.classify([folders ? "en/_fragments/cta.mdx" : "_fragments/cta.mdx", "ja/_cta.mdx", folders ? "en/_fragments/a.png" : "_a.png"],
                                        yaml + "exclude: [\"_*\"]\n")
        #expect(changes.pages.isEmpty)
        #expect(!changes.everything)
    }
}
