import Foundation
import Testing
@testable import TriglotContent
@testable import TriglotModel
import TriglotMarkup

/// `LoadedPage`, `Page` and `Section` keep their fields in shared boxes: they must still behave
/// as values (setting a field of a copy leaves the original alone), compare and encode as the
/// plain structs did, and the loader must make the pages it made before.
@Suite("Boxed model values behave as plain values")
struct BoxedValueTests {
    static let pages = Fixture.contentPages()

    static func read(_ page: (path: String, bytes: [UInt8])) -> PageReader.Result {
        PageReader().read(bytes: page.bytes, path: "Content/" + page.path, language: .english)
    }

    @Test func settingAPageFieldLeavesItsCopiesAlone() throws {
        let page = try #require(Self.pages.lazy.map { Self.read($0).page }.first { $0.title != nil && !$0.sections.isEmpty })
        let title = page.title
        let sectionTitle = page.sections[0].title
        var changed = page
        #expect(changed == page)
        changed.title = nil
        changed.sections[0].title = "Changed"
        changed.abstract.append(Block(kind: .paragraph, text: "added", range: SourceRange(line: 1), node: 0))
        #expect(page.title == title)
        #expect(page.sections[0].title == sectionTitle)
        #expect(changed.title == nil)
        #expect(changed.sections[0].title == "Changed")
        #expect(changed.abstract.count == page.abstract.count + 1)
        #expect(changed != page)
        // Back to the original values, the copy is equal again though its box is another.
        changed.title = title
        changed.sections[0].title = sectionTitle
        changed.abstract.removeLast()
        #expect(changed == page)
    }

    @Test func settingASectionFieldKeepsTheOthers() {
        let original = Section(
            kind: .discussion, level: 2, title: "Discussion", id: "discussion", hasExplicitID: false,
            headingLanguages: ["en"], headingRange: SourceRange(line: 3), blocks: [], range: SourceRange(line: 3, endLine: 5), node: 7)
        var section = original
        section.id = "other"
        section.level = 3
        #expect(original.id == "discussion" && original.level == 2)
        #expect(section.id == "other" && section.level == 3)
        #expect(section.kind == .discussion && section.title == "Discussion" && section.headingLanguages == ["en"])
        #expect(section.range == SourceRange(line: 3, endLine: 5) && section.node == 7 && !section.hasExplicitID)
    }

    @Test func settingALoadedPageFieldLeavesItsCopiesAlone() throws {
        let content = try #require(Self.pages.first)
        let read = Self.read(content)
        let loaded = LoadedPage(path: content.path, language: .english, displayPath: "Content/en/" + content.path,
                                page: read.page, source: read.source, diagnostics: read.diagnostics)
        var changed = loaded
        changed.path = "moved.md"
        changed.language = .japanese
        changed.displayPath = "elsewhere"
        changed.page.path = "moved.md"
        changed.diagnostics = []
        changed.source = SourceText("")
        #expect(loaded.path == content.path && loaded.language == .english && loaded.displayPath == "Content/en/" + content.path)
        #expect(loaded.page == read.page && loaded.source == read.source && loaded.diagnostics == read.diagnostics)
        #expect(changed.path == "moved.md" && changed.language == .japanese && changed.displayPath == "elsewhere")
        #expect(changed.page.path == "moved.md" && changed.diagnostics.isEmpty && changed.source.bytes.isEmpty)
    }

    /// The JSON of a page is what the plain struct encoded: the same keys, and it reads back equal.
    @Test func pageJSONRoundTrips() throws {
        for content in Self.pages {
            var page = Self.read(content).page
            page.document = nil
            let data = try JSONEncoder().encode(page)
            let keys = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any]).keys
            #expect(Set(keys).isSubset(of: ["path", "language", "kind", "title", "abstract", "availability", "declaration",
                                            "parameters", "returnValue", "discussion", "callouts", "seeAlso", "sections",
                                            "lifecycleBlocks", "orderedLists", "preamble", "frontMatter"]))
            #expect(keys.contains("sections") && keys.contains("frontMatter"))
            #expect(try JSONDecoder().decode(Page.self, from: data) == page, "\(content.path)")
        }
    }

    /// The loader names the page by its path in the language folder as it is read; it used to
    /// read it under the shown path and set the page's path afterwards.
    @Test func loadedPageIsThePageReadThenRenamed() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Content").path
        let paths = ContentLoader.pagePaths(folder: folder, language: .english).paths
        #expect(!paths.isEmpty)
        for path in paths {
            let loaded = ContentLoader.loadPage(folder: folder, language: .english, path: path)
            let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: folder + "/en/" + path)))
            var reference = PageReader().read(bytes: bytes, path: loaded.displayPath, language: .english)
            reference.page.path = path
            #expect(loaded.page.path == path)
            #expect(ModelJSON.encodeOrEmpty(loaded.page) == ModelJSON.encodeOrEmpty(reference.page), "\(path)")
            #expect(loaded.diagnostics == reference.diagnostics, "\(path)")
            #expect(loaded.source == reference.source)
        }
    }
}

private extension ModelJSON {
    static func encodeOrEmpty(_ page: Page) -> String {
        (try? encode(page)) ?? ""
    }
}
