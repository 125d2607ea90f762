import Testing
import TriglotModel
@testable import TriglotSite

/// The highlighted declaration says exactly what the source says, with types linked.
@Suite("Declarations")
struct DeclarationHTMLTests {
    static let page = """
    # application(_:open:options:)

    Asks the delegate to open a resource specified by a URL.

    ## Declaration

    ```swift
    @MainActor optional func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey : Any] = [:]) -> Bool
    ```
    """

    @Test func tokensJoinedGiveTheDeclarationBack() throws {
        let declaration = try #require(MemoryContent.page(Self.page).declaration)
        let html = DeclarationHTML.render(declaration) { _ in nil }
        #expect(html.hasPrefix("<pre class=\"declaration\"><code class=\"language-swift\">"))
        #expect(PlainText.of(html).trimmingCharacters(in: .whitespacesAndNewlines) == declaration.source.trimmingCharacters(in: .whitespacesAndNewlines))
        #expect(html.contains("<span class=\"tok-keyword\">func</span>"))
        #expect(html.contains("<span class=\"tok-attribute\">") || html.contains("@MainActor"))
    }

    @Test func documentedTypesAreLinkedAndOthersAreNot() throws {
        let declaration = try #require(MemoryContent.page(Self.page).declaration)
        let html = DeclarationHTML.render(declaration) { $0 == "UIApplication" ? "../uiapplication.html" : nil }
        #expect(html.contains("<a class=\"tok-type\" href=\"../uiapplication.html\">UIApplication</a>"))
        #expect(html.contains("<span class=\"tok-type\">URL</span>"))
        #expect(html.contains("<span class=\"tok-type\">Bool</span>"))
        #expect(PlainText.of(html).contains("open url: URL"))
    }

    @Test func genericsAndStringsAreEscaped() throws {
        let page = MemoryContent.page("""
        # f(_:)

        A function.

        ## Declaration

        ```swift
        func f(_ x: Array<Dictionary<String, Int>>, name: String = "<b>&</b>") -> Set<Int>
        ```
        """)
        let declaration = try #require(page.declaration)
        let html = DeclarationHTML.render(declaration) { _ in "x.html?a=1&b=\"2\"" }
        #expect(!html.contains("<b>"))
        #expect(!html.contains("<Dictionary") && !html.contains("<String") && !html.contains("<Int"))
        #expect(html.contains("&lt;b&gt;&amp;&lt;/b&gt;"))
        #expect(html.contains("href=\"x.html?a=1&amp;b=&quot;2&quot;\""))
        #expect(PlainText.of(html).trimmingCharacters(in: .whitespacesAndNewlines) == declaration.source.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// Every declaration of the shipped content, in every language, reads back to its source.
    @Test func everyShippedDeclarationReadsBack() throws {
        let content = try SiteFixture.shipped.get().content
        var count = 0
        for page in content.allPages {
            guard let declaration = page.page.declaration else { continue }
            count += 1
            let html = DeclarationHTML.render(declaration) { "t/" + $0 + ".html" }
            #expect(PlainText.of(html).trimmingCharacters(in: .whitespacesAndNewlines) == declaration.source.trimmingCharacters(in: .whitespacesAndNewlines),
                    "\(page.displayPath)")
            #expect(HTMLScanner.tags(in: html).filter { $0.name == "a" }.count == declaration.tokens.filter { $0.kind == .typeIdentifier }.count)
        }
        #expect(count >= 30)
    }
}
