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

    @Test func suffixedFiles() throws {
        let changes = try Self.classify(["guide.ja.md", "guide.md", "deep/x.ja.md", "site.yml"],
                                        "layout: suffix\nlanguages: [en, ja]\n")
        #expect(changes.pages == [PageKey(path: "guide.md", language: Language("ja")), PageKey(path: "guide.md", language: Language("en")),
                                  PageKey(path: "deep/x.md", language: Language("ja"))])
        #expect(changes.everything)
    }
}
