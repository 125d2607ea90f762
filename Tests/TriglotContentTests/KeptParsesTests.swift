import Foundation
import Testing
@testable import TriglotContent
import TriglotModel
import TriglotTestSupport

/// A run made once keeps every page whole up to a size of site, and streams above it
/// (`ContentLoader.KeptParses.allUpTo`): the pages of every language count, in both layouts.
@Suite("Parses a load keeps")
struct KeptParsesTests {
    static let layouts: [(name: String, files: [String: String])] = [
        ("folders", ["site.yml": "languages:\n  - code: en\n  - code: ja\n",
                     "en/a.md": "# A\n\nText.\n", "en/guide/b.md": "# B\n", "ja/a.md": "# エー\n"]),
        ("suffix", ["site.yml": "layout: suffix\nlanguages:\n  - code: en\n  - code: ja\n",
                    "a.md": "# A\n\nText.\n", "guide/b.md": "# B\n", "a.ja.md": "# エー\n"]),
    ]

    @Test(arguments: [0, 1])
    func theLimitIsThePagesBytesInEveryLanguage(layout: Int) throws {
        let (name, files) = Self.layouts[layout]
        let root = try TemporaryFolder("triglot-kept-parses")
        defer { root.remove() }
        try root.write(files)
        let pageBytes = files.filter { $0.key.hasSuffix(".md") }.reduce(0) { $0 + $1.value.utf8.count }
        for (limit, keeps) in [(pageBytes, true), (pageBytes - 1, false)] {
            let content = try ContentLoader.load(folder: root.path, parses: .allUpTo(pageBytes: limit))
            #expect(content.allPages.count == 3, "\(name)")
            #expect(content.allPages.allSatisfy { $0.parseDropped == !keeps }, "\(name) at \(limit)")
            #expect((content.parseReader == nil) == keeps, "\(name) at \(limit)")
            // Read again, a dropped page is the page kept whole.
            let whole = try ContentLoader.load(folder: root.path)
            for page in content.allPages {
                #expect(content.withParse(page).source == whole.page(page.path, in: page.language)?.source, "\(name)")
            }
        }
    }
}
