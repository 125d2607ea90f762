import Foundation
import Testing
@testable import TriglotMarkup

/// The page reader tells cmark to skip its UTF-8 check for bytes its own scan found clean: for
/// such bytes the tree must be exactly the one a checking parse gives.
@Suite("Parsing bytes already checked as UTF-8")
struct CheckedUTF8Tests {
    static func bothWays(_ bytes: [UInt8]) -> (checking: MarkupDocument, skipping: MarkupDocument) {
        let source = SourceText(bytes: bytes)
        return (MarkupDocument(parsing: bytes, source: source), MarkupDocument(parsing: bytes, source: source, checkedUTF8: true))
    }

    @Test(arguments: [
        "", "# Title\n\nOne *two* `three` [four](x.md \"t\")\nfive  \nsix\n", "\u{FEFF}# BOM\r\nline\rline\r\n",
        "> **重要**\n>\n> 注意事项：`nil` 不会返回。\n", "## 議論 {#discussion}\n\n説明\n文章\tタブ\n",
        "\tcode\n    more\n\n```swift\nfunc f(_ x: Int) -> Int\n```\n", "&amp; &#x4E2D; &#0; &#xD800; &copy;\n",
        "emoji 👨‍👩‍👧\n👍🏽 e\u{301}", "- a\n  - b\n    > c\n\n1. x\n2. y\n", "<div>\n*html*\n</div>\n\ntext <b>x</b>\n",
    ])
    func samplesGiveTheSameTree(markdown: String) {
        let (checking, skipping) = Self.bothWays(Array(markdown.utf8))
        #expect(checking == skipping)
        #expect(checking.root.treeDump() == skipping.root.treeDump())
    }

    @Test func everyContentPageGivesTheSameTree() throws {
        let pages = ContentPages.all()
        #expect(pages.count > 20)
        for (file, bytes) in pages {
            let (checking, skipping) = Self.bothWays(bytes)
            #expect(checking == skipping, "\(file)")
        }
    }

    /// The flag does reach cmark: an overlong sequence is one U+FFFD to cmark's check but three
    /// to Swift's repair of the unchecked bytes. Which is why only clean bytes may skip the check.
    @Test func uncheckedBadBytesReadDifferently() {
        let (checking, skipping) = Self.bothWays([0x61, 0xE0, 0x80, 0x80, 0x62])
        #expect(checking.root.plainText == "a\u{FFFD}b")
        #expect(skipping.root.plainText == "a\u{FFFD}\u{FFFD}\u{FFFD}b")
    }
}
