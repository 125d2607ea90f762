import Foundation
import Testing
@testable import TriglotContent
@testable import TriglotModel
import TriglotTestSupport

/// Asking whether a language has a page, by its key alone, answers as looking the page up does.
@Suite("Content set: has page")
struct ContentSetHasPageTests {
    @Test(arguments: ["a.md", "guide/b.md", "only.md", "missing.md", "", "A.md", "guide/../a.md"])
    func hasPageIsWhetherThePageIsThere(path: String) throws {
        let folder = try PagesInOrderTests.makeFolder(["en/a.md", "en/guide/b.md", "zh-Hans/a.md", "ja/guide/b.md", "ja/only.md"])
        defer { folder.remove() }
        let content = try ContentLoader.load(folder: folder.path)
        for language in [Language("en"), Language("zh-Hans"), Language("ja"), Language("fr")] {
            #expect(content.hasPage(path, in: language) == (content.page(path, in: language) != nil), "\(language.code)/\(path)")
        }
        #expect(content.hasPage("only.md", in: Language("ja")))
        #expect(!content.hasPage("only.md", in: Language("en")))
    }
}
