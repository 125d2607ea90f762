import TriglotMarkup
import TriglotModel

/// The prose of one paragraph as a translator sees it: its text joined, with code spans, inline
/// HTML and autolinked addresses replaced by a space (they are code and addresses, never words
/// to translate or count), and a way back from a position in the text to the source file.
public struct ProseParagraph: Sendable {
    public private(set) var text: String
    /// Whether `text` is `SingleScalarText`, worked out once: the numbers and negation checks
    /// ask for every pair, and an English paragraph is in a pair with each of its translations.
    public private(set) var isSingleScalar: Bool
    /// The whole paragraph.
    public let range: SourceRange
    /// The paragraph's node, walked again to find where a position in `text` came from: only
    /// findings ask, and keeping the runs of every paragraph of every page cost an array each.
    private let node: MarkupNode
    /// Set by `BlockFacts` on the paragraphs of an English page, which several pairs read.
    var shared: SharedProseFacts?

    public init(_ paragraph: MarkupNode) {
        // Each stored property set once, from locals: set after defaults, the paragraph was
        // complete before its text, and was copied to be changed.
        var text = ""
        Self.forEachRun(of: paragraph) { value, _ in text += value }
        isSingleScalar = SingleScalarText.isSingle(text)
        self.text = text
        range = paragraph.range
        node = paragraph
    }

    /// Calls `body` with each run of the paragraph's text in order, and the file position of its
    /// first byte when the run is copied from a text node (nil for the space that stands for a
    /// code span, inline HTML, a break or an autolink's address).
    private static func forEachRun(of paragraph: MarkupNode, _ body: (String, SourceLocation?) -> Void) {
        let document = paragraph.document
        // Indices, not `descendants`: no array of node handles per paragraph.
        for index in paragraph.index + 1 ..< paragraph.subtreeEnd {
            let node = MarkupNode(document: document, index: index)
            // Only a text node's string is read: for the rest the tag says all, without copying
            // the node's kind (a code span's or HTML's string with it).
            switch node.kindTag {
            case .text:
                guard case .text(let value) = node.kind else { continue }
                if isAutolinkText(value, of: node) { body(" ", nil) } else { body(value, node.range.lowerBound) }
            case .code, .macro, .htmlInline, .softBreak, .lineBreak:
                body(" ", nil)
            default:
                continue
            }
        }
    }

    /// Whether the paragraph is inside a block quote (`> …`): a quotation, which may stand as
    /// it was said (an error message, a user's words).
    public var isQuoted: Bool {
        var parent = node.parent
        while let current = parent {
            if current.kindTag == .blockQuote { return true }
            parent = current.parent
        }
        return false
    }

    /// Whether the paragraph is one link and nothing else: the title of what it leads to (an
    /// article in a list of further reading), which is that article's title in its language.
    /// A badge beside it (`<Badge text="external" />`, inline HTML) and spaces are nothing else.
    public var isOnlyALink: Bool {
        var links = 0
        for child in node.children {
            switch child.kindTag {
            case .link: links += 1
            case .htmlInline: continue
            case .text:
                guard case .text(let value) = child.kind, value.allSatisfy(\.isWhitespace) else { return false }
            default: return false
            }
        }
        return links == 1
    }

    /// Whether the paragraph is images alone (badges, a diagram), each perhaps a link: its only
    /// words are the images' descriptions, which many teams leave as the English wrote them.
    public var isOnlyImages: Bool { Self.holdsOnlyImages(node) }

    static func holdsOnlyImages(_ paragraph: MarkupNode) -> Bool {
        var images = 0
        func onlyImages(in node: MarkupNode) -> Bool {
            node.children.allSatisfy { child in
                switch child.kindTag {
                case .image:
                    images += 1
                    return true
                case .link: return onlyImages(in: child)
                case .softBreak, .lineBreak: return true
                case .text:
                    guard case .text(let value) = child.kind else { return false }
                    return value.allSatisfy(\.isWhitespace)
                default: return false
                }
            }
        }
        return paragraph.kindTag == .paragraph && onlyImages(in: paragraph) && images > 0
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
        locations(ofUTF8Offsets: offset, offset).lower
    }

    /// The file range of a range of `text`.
    public func sourceRange(of range: Range<String.Index>) -> SourceRange {
        let lower = text.utf8.distance(from: text.startIndex, to: range.lowerBound)
        let upper = text.utf8.distance(from: text.startIndex, to: range.upperBound)
        let (start, end) = locations(ofUTF8Offsets: lower, upper)
        return SourceRange(start, end)
    }

    /// `location(ofUTF8Offset:)` of two offsets, in one walk of the paragraph.
    private func locations(ofUTF8Offsets lower: Int, _ upper: Int) -> (lower: SourceLocation, upper: SourceLocation) {
        // For each offset, the last run starting at or before it that came from a text node.
        var foundLower: (start: Int, location: SourceLocation)?
        var foundUpper: (start: Int, location: SourceLocation)?
        var start = 0
        Self.forEachRun(of: node) { value, location in
            if let location {
                if start <= lower { foundLower = (start, location) }
                if start <= upper { foundUpper = (start, location) }
            }
            start += value.utf8.count
        }
        func place(_ found: (start: Int, location: SourceLocation)?, _ offset: Int) -> SourceLocation {
            guard let found else { return range.lowerBound }
            return SourceLocation(line: found.location.line, column: found.location.column + offset - found.start)
        }
        return (place(foundLower, lower), place(foundUpper, upper))
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
