import Testing
import TriglotMarkup
@testable import TriglotModel

/// A component alone on its line, closing itself, that passes expressions: an element, as MDX
/// reads it, not a paragraph of text.
@Suite("MDX: a lone component with expression props")
struct MDXExpressionPropsTests {
    @Test(arguments: [
        ("<RecipeLinks slugs={[\"en/recipes/x\"]} />", "<RecipeLinks slugs=\"['en/recipes/x']\" />"),
        ("  <Since v={\"4.0\"} pkg={meta.pkg}/>", "  <Since v=\"'4.0'\" pkg=\"meta.pkg\"/>"),
        ("<Chart data={{ a: [1, 2], f: (x) => x > 1 }} />", "<Chart data=\"{ a: [1, 2], f: (x) => x > 1 }\" />"),
        // No expression, a spread, not closing itself, not a component, unbalanced: left as they are.
        ("<Badge text=\"new\" />", nil), ("<Card {...props} />", nil), ("<Card title={a}>", nil),
        ("<div data={x} />", nil), ("<Card title={a />", nil), ("Text <Card a={b} />", nil),
    ] as [(String, String?)])
    func expressionPropsAreQuotedInPlace(line: String, expected: String?) {
        let quoted = MDXSource.expressionPropsQuoted(Array(line.utf8)).map { String(decoding: $0, as: UTF8.self) }
        #expect(quoted == expected)
        if let quoted { #expect(quoted.utf8.count == line.utf8.count) }
    }

    @Test func theLineIsRawHTMLNotAParagraph() {
        let text = "# Sharing state\n\nShare state between islands.\n\n<RecipeLinks slugs={[\"zh-cn/recipes/sharing-state\"]} />\n\nMore text.\n"
        let page = PageReader().read(bytes: Array(text.utf8), path: "zh-cn/a.mdx", language: Language("zh-Hans")).page
        let document = try! #require(page.document)
        var kinds: [String] = []
        for block in page.preamble + page.sections.flatMap(\.blocks) {
            kinds.append(String(describing: MarkupNode(document: document, index: block.node).kindTag))
        }
        #expect(kinds.contains("htmlBlock"), "\(kinds)")
        #expect(kinds.filter { $0 == "paragraph" }.count == 1, "\(kinds)")
    }
}
