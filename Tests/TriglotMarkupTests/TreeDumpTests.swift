import Testing
@testable import TriglotMarkup

@Suite("Tree dumps show structure and positions")
struct TreeDumpTests {
    @Test func headingParagraphAndList() {
        let document = MarkupDocument(parsing: "# Title `code`\n\nSome *emph* text.\n\n- `application`\n\n  Your app.\n")
        #expect(document.root.treeDump() == """
        Document @1:1-7:12
          Heading1 @1:1-1:15
            Text "Title " @1:3-1:9
            InlineCode "code" @1:10-1:14
          Paragraph @3:1-3:18
            Text "Some " @3:1-3:6
            Emphasis @3:6-3:12
              Text "emph" @3:7-3:11
            Text " text." @3:12-3:18
          UnorderedList loose @5:1-7:12
            ListItem @5:1-7:12
              Paragraph @5:3-5:16
                InlineCode "application" @5:4-5:15
              Paragraph @7:3-7:12
                Text "Your app." @7:3-7:12
        """)
    }

    /// Columns are UTF-8 bytes: each CJK character is three bytes wide.
    @Test func cjkTextKeepsByteColumns() {
        let document = MarkupDocument(parsing: "## 声明 {#declaration}\n\n你的单例 `app` 对象。\n")
        #expect(document.root.treeDump() == """
        Document @1:1-3:29
          Heading2 @1:1-1:25
            Text "声明 {#declaration}" @1:4-1:25
          Paragraph @3:1-3:29
            Text "你的单例 " @3:1-3:14
            InlineCode "app" @3:15-3:18
            Text " 对象。" @3:19-3:29
        """)
    }

    @Test func codeBlockLinkAndQuote() {
        let document = MarkupDocument(parsing: "> **Important**\n>\n> See [UIKit](https://example.com \"t\").\n\n```swift\nlet x = 1\n```\n")
        #expect(document.root.treeDump() == """
        Document @1:1-7:4
          BlockQuote @1:1-3:40
            Paragraph @1:3-1:16
              Strong @1:3-1:16
                Text "Important" @1:5-1:14
            Paragraph @3:3-3:40
              Text "See " @3:3-3:7
              Link destination: "https://example.com" title: "t" @3:7-3:39
                Text "UIKit" @3:8-3:13
              Text "." @3:39-3:40
          CodeBlock info: "swift" "let x = 1\\n" @5:1-7:4
        """)
    }

    @Test func rawHTMLIsKeptAsHTMLNodes() {
        let document = MarkupDocument(parsing: "<div>x</div>\n\na <b>b</b>\n")
        let kinds = document.allNodes.map(\.kind.name)
        #expect(kinds == ["Document", "HTMLBlock", "Paragraph", "Text", "InlineHTML", "Text", "InlineHTML"])
    }
}
