import Foundation
import Testing
@testable import TriglotContent
@testable import TriglotModel
import TriglotMarkup
import TriglotTestSupport

/// A full load gathers the same pages, sources and paths as loading each page on its own.
struct ContentAssemblyTests {
    @Test func fullLoadHoldsWhatEachPageLoadsAs() throws {
        let temporary = try TemporaryFolder("triglot-assembly")
        defer { temporary.remove() }
        let folder = temporary.path
        let files = [
            "en/a.md": "# A\n\nText.\n", "en/dir/b.md": "# B\n\n## Discussion\n\nMore.\n", "en/dir/deeper/c.md": "# C\n",
            "ja/a.md": "# エー\n\n本文。\n", "ja/dir/b.md": "# ビー\n", "zh-Hans/only.md": "# 只有\n",
        ]
        try temporary.write(files)

        let content = try ContentLoader.load(folder: folder)

        var seen: [String] = []
        for language in content.languages {
            for path in ContentLoader.pagePaths(folder: folder, language: language).paths {
                let loaded = try #require(content.page(path, in: language))
                let alone = ContentLoader.loadPage(folder: folder, language: language, path: path)
                #expect(loaded.page == alone.page)
                #expect(loaded.displayPath == alone.displayPath)
                #expect(loaded.source == alone.source)
                seen.append(language.code + "/" + path)
            }
        }
        #expect(seen.sorted() == files.keys.sorted())
        for (path, text) in files {
            let slash = try #require(path.firstIndex(of: "/"))
            let page = try #require(content.page(String(path[path.index(after: slash)...]), in: Language(String(path[..<slash]))))
            #expect(page.source.bytes == Array(text.utf8))
            #expect(page.displayPath == folder + "/" + path)
        }
        // A folder given with a final slash reads the same files.
        let slashed = try ContentLoader.load(folder: folder + "/")
        #expect(slashed.sources.count == files.count)
        #expect(Set(slashed.sources.values.map(\.bytes)) == Set(files.values.map { Array($0.utf8) }))
        #expect(content.pages.values.map(\.count).reduce(0, +) == files.count)

        // `sources` as it was first written: every page of `allPages` by its display path.
        var reference: [String: SourceText] = [:]
        for page in content.allPages { reference[page.displayPath] = page.source }
        #expect(content.sources == reference)
        #expect(content.sources.count == files.count)
    }
}
