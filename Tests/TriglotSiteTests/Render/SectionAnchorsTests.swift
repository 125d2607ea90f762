import Testing
import TriglotModel
@testable import TriglotSite

/// A translated heading takes the id of the English section it stands for, so switching
/// language keeps the reader on the same section.
@Suite("Section anchors")
struct SectionAnchorsTests {
    static let english = """
    # application(_:open:options:)

    Asks the delegate to open a resource.

    ## Return Value

    `true` if handled.

    ## Discussion

    Discussion text.

    ## Opening documents {#opening}

    Opening.

    ## See Also

    - [`a`](a.md)
    """

    static let chinese = """
    # application(_:open:options:)

    请求代理打开资源。

    ## 返回值

    处理时为 `true`。

    ## 讨论

    讨论正文。

    ## 打开文稿 {#opening}

    打开。

    ## 译者注

    只有中文页面有这一节。

    ## 另请参阅

    - [`a`](a.md)
    """

    static func ids(_ translated: String, language: String) -> [String: String] {
        let source = MemoryContent.page(english)
        let page = MemoryContent.page(translated, language: language)
        let ids = SectionAnchors.ids(for: page, source: source)
        var byTitle: [String: String] = [:]
        for section in page.sections { byTitle[section.title] = ids[section.node] }
        return byTitle
    }

    @Test func translatedHeadingsTakeTheEnglishIDs() {
        let ids = Self.ids(Self.chinese, language: "zh-Hans")
        #expect(ids["讨论"] == "discussion")
        #expect(ids["返回值"] == "return-value")
        #expect(ids["另请参阅"] == "see-also")
        // Explicit ids match across languages too.
        #expect(ids.values.contains("opening"))
    }

    @Test func aSectionOnlyTheTranslationHasKeepsItsOwnID() {
        let page = MemoryContent.page(Self.chinese, language: "zh-Hans")
        let ids = SectionAnchors.ids(for: page, source: MemoryContent.page(Self.english))
        let extra = page.sections.first { $0.title == "译者注" }
        #expect(extra.map { ids[$0.node] } == extra.map(\.id))
        // No two sections share an id.
        #expect(Set(ids.values).count == ids.count)
        #expect(ids.count == page.sections.count)
    }

    @Test func theEnglishPageKeepsItsOwnIDs() {
        let page = MemoryContent.page(Self.english)
        let ids = SectionAnchors.ids(for: page, source: page)
        for section in page.sections { #expect(ids[section.node] == section.id) }
    }

    @Test func repeatedHeadingsGetNumberedIDs() {
        let page = MemoryContent.page("# T\n\nAbstract.\n\n## Example\n\nOne.\n\n## Example\n\nTwo.\n\n## Example\n\nThree.\n")
        let ids = SectionAnchors.ids(for: page, source: nil)
        #expect(page.sections.map { ids[$0.node] } == ["example", "example-1", "example-2"])
    }

    /// The real pages: every section of every translation of a page has the same id as its English section.
    @Test func translatedPagesOfTheShippedContentShareTheEnglishIDs() throws {
        let content = try SiteFixture.shipped.get().content
        for language in content.languages where language != content.sourceLanguage {
            for (path, translation) in content.pages[language] ?? [:] {
                guard let source = content.page(path, in: content.sourceLanguage) else { continue }
                let ids = SectionAnchors.ids(for: translation.page, source: source.page)
                let translated = Set(translation.page.sections.compactMap { ids[$0.node] })
                let english = Set(source.page.sections.map(\.id))
                #expect(translated == english, "\(language.code)/\(path): \(translated.symmetricDifference(english).sorted())")
            }
        }
    }
}
