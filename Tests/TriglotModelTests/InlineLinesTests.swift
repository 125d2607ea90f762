import Testing
import TriglotMarkup
@testable import TriglotModel

/// A paragraph's lines are read by position in the tree: they must be exactly what the walk over
/// the paragraph's descendants, kept here as the reference, gave.
@Suite("Inline lines")
struct InlineLinesTests {
    static func referenceLines(_ paragraph: MarkupNode) -> [InlineLines.Line] {
        var lines: [InlineLines.Line] = []
        var text = ""
        var start: TriglotMarkup.SourceLocation?
        var end: TriglotMarkup.SourceLocation?
        func flush() {
            if let start, let end { lines.append(InlineLines.Line(text: text, range: SourceRange(start, end))) }
            text = ""
            start = nil
            end = nil
        }
        for node in paragraph.descendants {
            switch node.kind {
            case .softBreak, .lineBreak:
                flush()
            case .text(let value), .code(let value):
                text += value
                if start == nil { start = node.range.lowerBound }
                end = node.range.upperBound
            default:
                continue
            }
        }
        flush()
        return lines
    }

    static func expectSameLines(in document: MarkupDocument, _ comment: Comment? = nil) {
        for node in document.allNodes where node.kindTag == .paragraph || node.kindTag == .heading {
            let lines = InlineLines.of(node)
            let reference = Self.referenceLines(node)
            #expect(lines.map(\.text) == reference.map(\.text) && lines.map(\.range) == reference.map(\.range), comment)
        }
    }

    @Test(arguments: [
        "> iOS 13.0+\n>\n> macOS 10.15–13.0 Deprecated\n> Mac Catalyst 13.1+ Beta\n", "one\ntwo  \nthree\\\nfour",
        "*emphasis* `code` [link `in` it](x.md) **strong**\nnext <b>html</b> line", "> {: .prompt-info }", "",
        "text ![image *alt*](i.png) after\n\n`only code`", "行一\n行二 `代码` 文本\n行三",
    ])
    func samples(markdown: String) {
        Self.expectSameLines(in: MarkupDocument(parsing: markdown), "\(markdown)")
    }

    @Test func everyContentPage() {
        let pages = Fixture.contentPages()
        #expect(pages.count > 20)
        for page in pages {
            Self.expectSameLines(in: MarkupDocument(parsing: page.bytes), "\(page.path)")
        }
    }
}
