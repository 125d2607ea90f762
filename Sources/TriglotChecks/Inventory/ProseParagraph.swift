import TriglotMarkup
import TriglotModel

/// The prose of one paragraph as a translator sees it: its text joined, with code spans, inline
/// HTML and autolinked addresses replaced by a space (they are code and addresses, never words
/// to translate or count), and a way back from a position in the text to the source file.
public struct ProseParagraph: Sendable {
    /// A run of `text` copied from one text node that starts at `location` in the file.
    struct Piece: Sendable {
        var start: Int
        var location: SourceLocation?
    }

    public private(set) var text = ""
    /// Whether `text` is `SingleScalarText`, worked out once: the numbers and negation checks
    /// ask for every pair, and an English paragraph is in a pair with each of its translations.
    public private(set) var isSingleScalar = true
    /// The whole paragraph.
    public let range: SourceRange
    private var pieces: [Piece] = []
    /// Set by `BlockFacts` on the paragraphs of an English page, which several pairs read.
    var shared: SharedProseFacts?

    public init(_ paragraph: MarkupNode) {
        range = paragraph.range
        let document = paragraph.document
        let end = paragraph.subtreeEnd
        // Room for a piece per descendant, so that appending does not grow the array again and
        // again (a hint: nothing depends on it).
        pieces.reserveCapacity(end - paragraph.index - 1)
        // Indices, not `descendants`: no array of node handles per paragraph.
        for index in paragraph.index + 1 ..< end {
            let node = MarkupNode(document: document, index: index)
            // Only a text node's string is read: for the rest the tag says all, without copying
            // the node's kind (a code span's or HTML's string with it).
            switch node.kindTag {
            case .text:
                guard case .text(let value) = node.kind else { continue }
                let autolink = Self.isAutolinkText(value, of: node)
                append(autolink ? " " : value, at: autolink ? nil : node.range.lowerBound)
            case .code, .htmlInline, .softBreak, .lineBreak:
                append(" ", at: nil)
            default:
                continue
            }
        }
        isSingleScalar = SingleScalarText.isSingle(text)
    }

    private mutating func append(_ value: String, at location: SourceLocation?) {
        pieces.append(Piece(start: text.utf8.count, location: location))
        text += value
    }

    /// `<https://example.com>` shows its address as its text: that is not prose. `value` is the
    /// text of `node`, a text node (read by the caller: reading a kind copies its strings).
    private static func isAutolinkText(_ value: String, of node: MarkupNode) -> Bool {
        guard let parent = node.parent, case .link(let destination, _) = parent.kind else { return false }
        return destination == value || destination == "mailto:" + value
    }

    /// The file position of a UTF-8 offset into `text`. Inside a replaced code span it is the
    /// end of the text before it; text nodes never span lines, so the column is an offset.
    public func location(ofUTF8Offset offset: Int) -> SourceLocation {
        guard let piece = pieces.last(where: { $0.start <= offset && $0.location != nil }), let start = piece.location else {
            return range.lowerBound
        }
        return SourceLocation(line: start.line, column: start.column + offset - piece.start)
    }

    /// The file range of a range of `text`.
    public func sourceRange(of range: Range<String.Index>) -> SourceRange {
        let lower = text.utf8.distance(from: text.startIndex, to: range.lowerBound)
        let upper = text.utf8.distance(from: text.startIndex, to: range.upperBound)
        return SourceRange(location(ofUTF8Offset: lower), location(ofUTF8Offset: upper))
    }

    /// Every paragraph in the given blocks (inside lists and callouts too), in document order.
    public static func all(in blocks: [Block], of page: Page) -> [ProseParagraph] {
        guard let document = page.document else { return [] }
        return all(in: blocks, document: document)
    }

    static func all(in blocks: [Block], document: MarkupDocument) -> [ProseParagraph] {
        blocks.flatMap { block in
            let end = MarkupNode(document: document, index: block.node).subtreeEnd
            return (block.node ..< end).compactMap { index -> ProseParagraph? in
                let node = MarkupNode(document: document, index: index)
                if case .paragraph = node.kind { return ProseParagraph(node) }
                return nil
            }
        }
    }

    /// Every prose paragraph of a page outside its availability block.
    public static func all(of page: Page) -> [ProseParagraph] {
        all(in: page.abstract + page.preamble + page.sections.flatMap(\.blocks), of: page)
    }
}
