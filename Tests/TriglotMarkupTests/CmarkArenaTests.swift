import Foundation
import Testing
@testable import TriglotMarkup

/// Parsing with the arena allocator (and `cmark_parser_feed` and `finish`) must give exactly the
/// rows `cmark_parse_document` with cmark's own allocator gives.
@Suite("Parsing from an arena")
struct CmarkArenaTests {
    static func expectSameRows(_ bytes: [UInt8], checkedUTF8: Bool = false, _ comment: Comment? = nil) {
        let source = SourceText(bytes: bytes)
        let arena = CmarkTreeBuilder.rows(for: bytes, source: source, checkedUTF8: checkedUTF8)
        let system = CmarkTreeBuilder.rows(for: bytes, source: source, checkedUTF8: checkedUTF8, usingArena: false)
        #expect(arena == system, comment)
    }

    @Test(arguments: [
        "", "\n", "x", "no final newline", "ends with CR\r", "CRLF\r\n\r\nx\r\n", "\u{FEFF}# BOM title\n",
        "# Title\n\nOne *two* `three` [four](x.md \"t\")\nfive  \nsix\n", "[ref]\n\n[ref]: /url \"title\"\n",
        "> **重要**\n>\n> 注意事项：`nil` 不会返回。\n", "- a\n  - b\n    > c\n\n1. x\n2. y\n", "```swift\nfunc f() {}\n```",
        "<div>\n*html*\n</div>\n\ntext <b>x</b> &amp; &#x4E2D; &#0;\n", "a\u{0}b\n\u{0}", "\t\tcode\tx\n",
    ])
    func samples(markdown: String) {
        Self.expectSameRows(Array(markdown.utf8))
        Self.expectSameRows(Array(markdown.utf8), checkedUTF8: !markdown.utf8.contains(0))
    }

    /// Blocks past the arena's chunk size take chunks of their own: a long paragraph, a long
    /// code block, many nodes.
    @Test func largeDocuments() {
        let long = String(repeating: "word *emphasis* `code` [link](u) ", count: 4000)
        let code = "```\n" + String(repeating: "let x = 1\n", count: 20000) + "```\n"
        let list = String(repeating: "- item with `code`\n  > quote\n", count: 3000)
        for markdown in [long, code, list, long + "\n\n" + code + list] {
            Self.expectSameRows(Array(markdown.utf8), checkedUTF8: true, "\(markdown.utf8.count) bytes")
        }
    }

    @Test func invalidBytes() {
        Self.expectSameRows([0x61, 0xE0, 0x80, 0x80, 0x62, 0x0A, 0xFF, 0xC3, 0x0A, 0x00, 0x63])
    }

    @Test func everyContentPage() throws {
        let pages = ContentPages.all()
        #expect(pages.count > 20)
        for (file, bytes) in pages {
            Self.expectSameRows(bytes, checkedUTF8: true, "\(file)")
        }
    }

    /// Pages are parsed on several threads at once, each from its own arena.
    @Test func parallelParses() {
        let pages = (0..<64).map { Array(("# Page \($0)\n\n" + String(repeating: "Text `\($0)` *x*\n", count: 50 + $0)).utf8) }
        let expected = pages.map { CmarkTreeBuilder.rows(for: $0, source: SourceText(bytes: $0), usingArena: false) }
        let same = Results(count: pages.count)
        DispatchQueue.concurrentPerform(iterations: pages.count) { index in
            same.set(index, CmarkTreeBuilder.rows(for: pages[index], source: SourceText(bytes: pages[index])) == expected[index])
        }
        #expect(same.values.allSatisfy { $0 })
    }

    private final class Results: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: [Bool]

        init(count: Int) { stored = [Bool](repeating: false, count: count) }

        func set(_ index: Int, _ value: Bool) {
            lock.lock()
            stored[index] = value
            lock.unlock()
        }

        var values: [Bool] {
            lock.lock()
            defer { lock.unlock() }
            return stored
        }
    }
}
