import Foundation
import Testing
@testable import TriglotContent
@testable import TriglotModel
import TriglotTestSupport

/// The loader hands its pages over in the order it read them as `allPages`; that must be what
/// sorting the tables gives, and must stop being used once the tables or languages change.
@Suite("Pages in the loader's order")
struct PagesInOrderTests {
    /// `ContentSet.allPages` as it was computed before the loader handed it over.
    static func sortedPages(_ content: ContentSet) -> [String] {
        content.languages.flatMap { language in
            (content.pages[language] ?? [:]).keys.sorted().compactMap { content.pages[language]?[$0]?.displayPath }
        }
    }

    static func contentFolder() -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Content").path
    }

    /// A content folder with the given files below it (`en/a.md`…) and the given languages.
    static func makeFolder(_ files: [String], languages: [String] = ["en", "zh-Hans", "ja"]) throws -> TemporaryFolder {
        let folder = try TemporaryFolder("pages-in-order")
        let yaml = "defaultLanguage: en\nlanguages:\n" + languages.map { "  - code: \($0)\n    name: \($0)\n" }.joined()
        try folder.write(["site.yml": yaml])
        try folder.write(Dictionary(files.map { ($0, "# \($0)\n\nText.\n") }, uniquingKeysWith: { first, _ in first }))
        return folder
    }

    @Test func contentPagesComeInSortedOrder() throws {
        let content = try ContentLoader.load(folder: Self.contentFolder())
        #expect(!content.allPages.isEmpty)
        #expect(content.allPages.map(\.displayPath) == Self.sortedPages(content))
        #expect(Dictionary(uniqueKeysWithValues: content.allPages.map { ($0.displayPath, $0.source.bytes) })
            == content.sources.mapValues(\.bytes))
    }

    static let trees: [(files: [String], languages: [String])] = [
        (["en/b.md", "en/a-b.md", "en/a/b.md", "en/a.md", "ja/a.md", "zh-Hans/z.md", "zh-Hans/a/b/c.md"], ["en", "zh-Hans", "ja"]),
        (["en/x.md", "ja/x.md", "ja/日本/ページ.md", "ja/é.md", "ja/e.md"], ["en", "ja"]),
        // Two names that are the same String: one page, as the tables hold.
        (["en/cafe\u{301}.md", "en/café.md", "en/z.md"], ["en"]),
        // A language whose folder holds no pages, and one with no folder.
        (["en/x.md", "ja/notes.txt"], ["en", "ja", "zh-Hans"]),
    ]

    @Test(arguments: trees)
    func loadedPagesComeInSortedOrder(tree: (files: [String], languages: [String])) throws {
        let temporary = try Self.makeFolder(tree.files, languages: tree.languages)
        defer { temporary.remove() }
        let folder = temporary.path
        let content = try ContentLoader.load(folder: folder)
        #expect(content.allPages.map(\.displayPath) == Self.sortedPages(content))
        #expect(content.sources.count == content.pages.values.reduce(0) { $0 + $1.count })
    }

    @Test func changesToPagesOrLanguagesAreSeen() throws {
        let temporary = try Self.makeFolder(["en/a.md", "en/c.md", "ja/a.md"])
        defer { temporary.remove() }
        let folder = temporary.path
        var content = try ContentLoader.load(folder: folder)
        let added = try #require(content.page("a.md", in: .english))
        content.pages[.english]?["b.md"] = LoadedPage(path: "b.md", language: .english, displayPath: folder + "/en/b.md",
                                                     page: added.page, source: added.source, diagnostics: [])
        #expect(content.allPages.map(\.path) == ["a.md", "b.md", "c.md", "a.md"])
        #expect(content.allPages.map(\.displayPath) == Self.sortedPages(content))
        #expect(content.sources[folder + "/en/b.md"] != nil)

        var reordered = try ContentLoader.load(folder: folder)
        reordered.configuration.defaultLanguage = "ja"
        #expect(reordered.allPages.map(\.language) == [.japanese, .english, .english])
    }
}
