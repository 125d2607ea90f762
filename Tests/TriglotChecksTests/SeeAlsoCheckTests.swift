import Testing
import TriglotChecks
import TriglotModel

@Suite("translation.see-also")
struct SeeAlsoCheckTests {
    static func page(groups: [[String]], chinese: Bool = false) -> String {
        var text = "# T\n\n\(chinese ? "摘要。" : "Abstract.")\n\n## \(chinese ? "另请参阅" : "See Also")\n"
        for (index, items) in groups.enumerated() {
            text += "\n### \(chinese ? "组" : "Group") \(index + 1)\n\n"
            text += items.map { "- [`\($0)`](\($0.prefix { $0 != "(" }.lowercased()).md)\n\n  \(chinese ? "摘要。" : "Summary.")\n" }.joined(separator: "\n")
        }
        return text
    }

    static let english = [["a(_:)", "b(_:)", "c(_:)"], ["d()"]]

    @Test(arguments: [
        (english, [] as [String]),
        ([["a(_:)", "c(_:)", "b(_:)"], ["d()"]], ["See Also items are in a different order than in the English group: 'c.md' where the English has 'b.md'"]),
        ([["a(_:)", "c(_:)"], ["d()"]], ["See Also item 'b.md' of the English group is missing"]),
        ([["a(_:)", "b(_:)", "c(_:)", "e(_:)"], ["d()"]], ["See Also item 'e.md' is not in the English group"]),
        ([["a(_:)", "b(_:)", "c(_:)", "d()"]], ["See Also has 1 group(s); the English page has 2"]),
    ])
    func sameGroupsAndItems(groups: [[String]], summaries: [String]) {
        let found = TestContent.run(SeeAlsoCheck.self, PagePair.files(Self.page(groups: Self.english), Self.page(groups: groups, chinese: true)))
        #expect(found.map(\.summary) == summaries)
    }

    @Test func reorderedItemIsReportedAtItsLine() throws {
        let translation = Self.page(groups: [["a(_:)", "c(_:)", "b(_:)"], ["d()"]], chinese: true)
        let found = try #require(TestContent.run(SeeAlsoCheck.self, PagePair.files(Self.page(groups: Self.english), translation)).first)
        #expect(found.line == line(of: "[`c(_:)`]", in: translation))
    }
}

/// MDN's See Also lists open their items with macros and links that name the locale; a
/// translation that keeps the same targets, whatever text it shows, matches.
@Suite("translation.see-also on macros and locale links")
struct SeeAlsoMacroTests {
    static let english = """
        # DOMParser

        Parses.

        ## See also

        - [Parsing XML](/en-US/docs/Web/XML/Parsing)
        - {{domxref("XMLHttpRequest")}}
        - {{jsxref("JSON.parse()")}} - counterpart for {{jsxref("JSON")}} documents.
        """

    @Test(arguments: [
        ("- [解析 XML](/zh-CN/docs/Web/XML/Parsing)\n- {{domxref(\"XMLHttpRequest\")}}\n- {{jsxref(\"JSON.parse()\")}} - {{jsxref(\"JSON\")}} 文档的对应方法。\n", [String]()),
        // The shown text translated, and the macro's name in another case: the same target.
        ("- [解析 XML](/zh-CN/docs/Web/XML/Parsing)\n- {{DOMxRef(\"XMLHttpRequest\", \"请求\")}}\n- {{jsxref(\"JSON.parse()\")}} - 对应方法。\n", []),
        ("- [解析 XML](/zh-CN/docs/Web/XML/Parsing)\n- {{jsxref(\"JSON.parse()\")}} - 对应方法。\n",
         ["See Also item '{{domxref(\"XMLHttpRequest\")}}' of the English group is missing"]),
        ("- [解析 XML](/zh-CN/docs/Web/XML/Parsing)\n- {{domxref(\"XMLSerializer\")}}\n- {{jsxref(\"JSON.parse()\")}} - 对应方法。\n",
         ["See Also item '{{domxref(\"XMLHttpRequest\")}}' of the English group is missing",
          "See Also item '{{domxref(\"XMLSerializer\")}}' is not in the English group"]),
    ])
    func macroItemsCompareByWhatTheyName(list: String, summaries: [String]) {
        let translation = "# DOMParser\n\n解析。\n\n## 另请参阅\n\n" + list
        let found = TestContent.run(SeeAlsoCheck.self, PagePair.files(Self.english, translation))
        #expect(found.map(\.summary) == summaries)
    }

    /// `/en-US/…` in English and `/zh-CN/…` or `/ja/…` in a translation lead to the same page.
    @Test(arguments: ["/zh-CN/docs/Web/API/Node", "/ja/docs/Web/API/Node", "/en-us/docs/Web/API/Node", "/zh_TW/docs/Web/API/Node"])
    func aLocaleVariantInALinkIsTheLocale(link: String) {
        let links = LinkEquivalence(configuration: TestContent.configuration)
        #expect(links.key(link) == links.key("/en-US/docs/Web/API/Node"))
        #expect(links.key("/fr/docs/Web/API/Node") != links.key("/en-US/docs/Web/API/Node"))
    }
}

/// An item written another way to the same page (`./helm_create.md` for the English
/// `/helm/helm_create.md`) is the same item, in its place; another page is not.
@Suite("translation.see-also on items linked another way")
struct SeeAlsoFollowedLinksTests {
    @Test(arguments: [
        ("- [helm create](./helm_create.md) - створити чарт\n- [helm lint](helm_lint.md) - перевірити чарт\n", [String]()),
        ("- [helm lint](helm_lint.md) - перевірити чарт\n- [helm create](./helm_create.md) - створити чарт\n",
         ["See Also items are in a different order than in the English group: '/helm/helm_lint.md' where the English has '/helm/helm_create.md'"]),
        ("- [helm create](./helm_create.md) - створити чарт\n- [helm show](./helm_show.md) - показати\n",
         ["See Also item '/helm/helm_lint.md' of the English group is missing", "See Also item './helm_show.md' is not in the English group"]),
    ])
    func itemsFollowedToTheirPages(list: String, summaries: [String]) throws {
        let content = try TestContent.onDisk([
            "site.yml": "languages: [en, uk]\n",
            "en/helm/helm.md": "# helm\n\nThe package manager.\n\n## See Also\n\n- [helm create](/helm/helm_create.md) - create a chart\n- [helm lint](/helm/helm_lint.md) - lint a chart\n",
            "uk/helm/helm.md": "# helm\n\nМенеджер пакетів.\n\n## Дивіться також\n\n" + list,
            "en/helm/helm_create.md": "# helm create\n\nCreates.\n", "en/helm/helm_lint.md": "# helm lint\n\nLints.\n",
            "en/helm/helm_show.md": "# helm show\n\nShows.\n",
        ])
        let found = SeeAlsoCheck().run(CheckContext(content: content))
        #expect(found.map(\.summary) == summaries)
    }
}
