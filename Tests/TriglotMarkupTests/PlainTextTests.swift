import Foundation
import Testing
@testable import TriglotMarkup

/// `plainText` measures a subtree before it copies (and hands back a lone text run as it is):
/// it must answer exactly as the one-append-per-node code it replaced, kept here as reference.
@Suite("Plain text agrees with the straightforward code")
struct PlainTextTests {
    static func referencePlainText(_ node: MarkupNode) -> String {
        var result = ""
        for position in node.index..<node.subtreeEnd {
            switch MarkupNode(document: node.document, index: position).kind {
            case .text(let text), .code(let text):
                result += text
            case .softBreak, .lineBreak:
                result += " "
            case .codeBlock(_, let code):
                result += code
            default:
                break
            }
        }
        return result
    }

    static let documents = [
        "", "plain", "# Title\n\nOne *two* `three` [four](x.md \"t\")\nfive  \nsix\n",
        "a\nb", "`only code`", "*", "  \n", "line one\\\nline two",
        "- item\n- `code` after\n\n  second paragraph\n\n1. one\n2. two\n",
        "> **Important**\n>\n> 注意事项：`nil` 不会返回。\n> {: .prompt-info }\n",
        "```swift\nfunc f() -> Int\n```\n\n~~~\n\n~~~\n", "    indented code\n",
        "<div>html</div>\n\ntext <b>inline</b> &amp; &#x4E2D; entity\n", "***\n\n## 讨论 {#discussion}\n\n説明\n文章",
        "![alt *text*](image.png)", "a\u{301}\n\u{301}b", "emoji 👨‍👩‍👧\n👍🏽",
    ]

    @Test(arguments: documents)
    func everyNodeOfSmallDocuments(markdown: String) {
        let document = MarkupDocument(parsing: markdown)
        for node in document.allNodes {
            // Bytes, not String equality: a canonically equivalent answer would still be a change.
            #expect(Array(node.plainText.utf8) == Array(Self.referencePlainText(node).utf8), "node \(node.index) of \(markdown.debugDescription)")
        }
    }

    /// Every node of every page Triglot ships: real prose, lists, quotes, declarations.
    @Test func everyNodeOfTheContentPages() throws {
        let pages = ContentPages.all()
        #expect(pages.count > 20)
        for (file, bytes) in pages {
            let document = MarkupDocument(parsing: bytes)
            for node in document.allNodes {
                #expect(Array(node.plainText.utf8) == Array(Self.referencePlainText(node).utf8), "node \(node.index) of \(file)")
            }
        }
    }
}
