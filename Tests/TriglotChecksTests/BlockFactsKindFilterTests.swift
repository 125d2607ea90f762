import Testing
@testable import TriglotChecks
import TriglotMarkup
import TriglotModel

/// `BlockFacts` reads a node's kind only when its tag says the node is a paragraph or an
/// inventory item. These hold that filter to what `SectionInventory.add` actually keeps, on a
/// page that has every kind of node the parser makes.
@Suite("Block facts skip only nodes the inventory ignores")
struct BlockFactsKindFilterTests {
    static let everyKind = """
        # Title with `code` and *emphasis*

        Abstract with a [link](other.md), an ![image](pic.png), `span`, **strong**, <b>inline html</b>,
        a hard break\\
        and a soft one, an autolink <https://example.com>, <mailto:a@example.com> and [text](https://example.com).

        > A quote with `code` inside.

        1. First `item`
        2. Second

        - [ ] Task
        - Bullet with [a link](https://example.com)

        ```swift
        let x = 1
        ```

        <div>html block</div>

        ---

            indented code
        """

    @Test func skippedNodesAddNothing() throws {
        let page = try #require(TestContent.inMemory(["en/every.md": Self.everyKind]).page("every.md", in: .english))
        let document = try #require(page.page.document)
        var tags: Set<String> = []
        for index in 0 ..< document.nodeCount {
            let node = MarkupNode(document: document, index: index)
            tags.insert("\(node.kindTag)")
            guard !BlockFacts.isKept(node.kindTag) else { continue }
            var inventory = SectionInventory()
            inventory.add(node, of: node.kind, includingParagraphs: true)
            #expect(inventory.codeSpans.isEmpty && inventory.links.isEmpty && inventory.images.isEmpty && inventory.codeBlocks.isEmpty
                    && inventory.listItemCounts.isEmpty && inventory.paragraphs.isEmpty && inventory.rawHTML.isEmpty, "\(node.kind)")
        }
        // The page has each kind the filter decides on, so the test above saw them all.
        for tag in ["paragraph", "code", "link", "image", "codeBlock", "list", "htmlBlock", "htmlInline", "text", "softBreak",
                    "lineBreak", "emphasis", "strong", "heading", "listItem", "blockQuote", "thematicBreak"] {
            #expect(tags.contains(tag), "\(tag)")
        }
    }

    /// Each paragraph's prose as it was made when every node's kind was read: the text, and
    /// where each run of it starts in the file.
    static func referenceProse(_ paragraph: MarkupNode) -> (text: String, starts: [(Int, TriglotMarkup.SourceLocation?)]) {
        var text = ""
        var starts: [(Int, TriglotMarkup.SourceLocation?)] = []
        for index in paragraph.index + 1 ..< paragraph.subtreeEnd {
            let node = MarkupNode(document: paragraph.document, index: index)
            let piece: (String, TriglotMarkup.SourceLocation?)
            switch node.kind {
            case .text(let value):
                if let parent = node.parent, case .link(let destination, _) = parent.kind, destination == value || destination == "mailto:" + value {
                    piece = (" ", nil)
                } else {
                    piece = (value, node.range.lowerBound)
                }
            case .code, .htmlInline, .softBreak, .lineBreak:
                piece = (" ", nil)
            default:
                continue
            }
            starts.append((text.utf8.count, piece.1))
            text += piece.0
        }
        return (text, starts)
    }

    @Test func paragraphProseIsTheKindReadingOne() throws {
        let files = GoodTrio.files.merging(["en/every.md": Self.everyKind]) { first, _ in first }
        var paragraphs = 0
        for page in TestContent.inMemory(files).allPages {
            let document = try #require(page.page.document)
            for index in 0 ..< document.nodeCount {
                let node = MarkupNode(document: document, index: index)
                guard case .paragraph = node.kind else { continue }
                paragraphs += 1
                let prose = ProseParagraph(node)
                let reference = Self.referenceProse(node)
                #expect(prose.text == reference.text)
                // Every offset maps back through the run it falls in, as `location(ofUTF8Offset:)` says.
                for offset in 0 ... reference.text.utf8.count {
                    var expected = node.range.lowerBound
                    if let run = reference.starts.last(where: { $0.0 <= offset && $0.1 != nil }), let start = run.1 {
                        expected = TriglotMarkup.SourceLocation(line: start.line, column: start.column + offset - run.0)
                    }
                    #expect(prose.location(ofUTF8Offset: offset) == expected, "\(prose.text) at \(offset)")
                }
            }
        }
        #expect(paragraphs > 10)
    }

    @Test func factsHoldTheInventoryOfEachBlock() throws {
        let files = GoodTrio.files.merging(["en/every.md": Self.everyKind]) { first, _ in first }
        for page in TestContent.inMemory(files).allPages {
            let facts = try #require(BlockFacts(page: page.page))
            for block in page.page.abstract + page.page.preamble + page.page.sections.flatMap(\.blocks) {
                let reference = SectionInventory(blocks: [block], in: page.page)
                let known = facts.inventory(of: [block], in: page.page)
                #expect(known.codeSpans == reference.codeSpans && known.links == reference.links && known.images == reference.images
                        && known.codeBlocks == reference.codeBlocks && known.listItemCounts == reference.listItemCounts
                        && known.paragraphs == reference.paragraphs && known.rawHTML == reference.rawHTML)
                #expect(facts.prose(in: [block], of: page.page).map(\.text) == ProseParagraph.all(in: [block], of: page.page).map(\.text))
            }
        }
    }
}
