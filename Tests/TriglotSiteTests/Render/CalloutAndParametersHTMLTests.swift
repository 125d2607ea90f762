import Testing
import TriglotMarkup
import TriglotModel
@testable import TriglotSite

/// Callouts lose the words that named them and get the reader's label; parameters become a
/// definition list with each name as a term.
@Suite("Callouts and parameters")
struct CalloutAndParametersHTMLTests {
    static func callouts(_ markdown: String, language: String = "en") throws -> [(Callout, MarkupNode)] {
        let page = MemoryContent.page(markdown, language: language)
        return try page.callouts.map { ($0, try MemoryContent.node(page, $0.node)) }
    }

    @Test func aBoldLabelIsReplacedByTheReadersLabel() throws {
        let found = try Self.callouts("""
        # T

        Abstract.

        ## Discussion

        > **Important**
        >
        > Show the window from `willFinish`. Don't <wait>.
        """)
        let (callout, node) = try #require(found.first)
        #expect(callout.kind == .important)
        let html = CalloutHTML.render(callout, node: node, label: "重要 & <b>", renderer: HTMLRenderer())
        #expect(html.hasPrefix("<aside class=\"callout callout-important\" aria-label=\"重要 &amp; &lt;b&gt;\">"))
        #expect(html.contains("<p class=\"callout-label\">重要 &amp; &lt;b&gt;</p>"))
        #expect(!html.contains("<strong>Important</strong>"))
        #expect(html.contains("<code>willFinish</code>"))
        #expect(html.contains("<!-- raw HTML omitted -->"))
        #expect(html.hasSuffix("</aside>\n"))
    }

    @Test func anInlineLabelLosesItsSeparator() throws {
        let found = try Self.callouts("""
        # T

        Abstract.

        ## Discussion

        > **Note:** The system calls this method once.
        """)
        let (callout, node) = try #require(found.first)
        #expect(callout.kind == .note)
        let html = CalloutHTML.render(callout, node: node, label: "Note", renderer: HTMLRenderer())
        #expect(html.contains("<p>The system calls this method once.</p>"))
        #expect(!html.contains("Note:"))
    }

    @Test func aKramdownPromptLineIsDropped() throws {
        let found = try Self.callouts("""
        # T

        摘要。

        ## 讨论

        > 不要在此方法中执行耗时的任务。
        {: .prompt-warning }
        """, language: "zh-Hans")
        let (callout, node) = try #require(found.first)
        #expect(callout.kind == .warning)
        let html = CalloutHTML.render(callout, node: node, label: "警告", renderer: HTMLRenderer())
        #expect(!html.contains("{:"))
        #expect(!html.contains("prompt-warning }"))
        #expect(html.contains("不要在此方法中执行耗时的任务。"))
    }

    static let parametersPage = """
    # application(_:open:options:)

    Asks the delegate to open a resource.

    ## Parameters

    - `app`

      Your singleton app object.

    - `url`: The URL resource to open, such as `<file>` & more.

    - An item without a name.
    """

    @Test func parametersBecomeADefinitionList() throws {
        let page = MemoryContent.page(Self.parametersPage)
        let section = try #require(page.sections.first { $0.kind == .parameters })
        let list = try #require(section.blocks.first { $0.kind == .list })
        let html = ParametersHTML.render(list: try MemoryContent.node(page, list.node), renderer: HTMLRenderer())
        #expect(html.hasPrefix("<dl class=\"parameters\">\n"))
        #expect(html.contains("<dt><code>app</code></dt>\n<dd><p>Your singleton app object.</p>\n</dd>"))
        // The separator after the name goes; the rest stays escaped.
        #expect(html.contains("<dt><code>url</code></dt>\n<dd><p>The URL resource to open, such as <code>&lt;file&gt;</code> &amp; more.</p>"))
        // An item the model cannot read still shows.
        #expect(html.contains("<dd>An item without a name.</dd>") || html.contains("<dd><p>An item without a name.</p>"))
        #expect(html.components(separatedBy: "<dt>").count == 3)
        #expect(html.hasSuffix("</dl>\n"))
    }
}
