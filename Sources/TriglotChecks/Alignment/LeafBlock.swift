import TriglotMarkup
import TriglotModel

/// The smallest unit a translation keeps one for one: a paragraph (in a list item, a callout or
/// on its own), a code block, a raw HTML block or a table row, with the technical tokens that
/// anchor it to its counterpart: code spans and macros, link destinations, numbers.
public struct LeafBlock: Sendable {
    public enum Kind: Sendable, Equatable {
        case paragraph, code, html, row
    }

    public struct Token: Sendable, Equatable {
        public var text: String
        public var range: SourceRange
    }

    public var node: Int
    public var kind: Kind
    public var range: SourceRange
    /// The text a reader sees (the code, for a code block).
    public var text: String
    public var codeSpans: [Token]
    public var links: [Token]
    /// The prose alone, without code spans and macros: where numbers are read.
    public var prose: String = ""
    /// The fence's info string, for a code block.
    public var info: String = ""
    /// How much a reader reads, the length the pairing compares: a word of Latin letters or
    /// digits counts one (a long API name is one word in every language), and so does every
    /// letter of another script. Measured once, when the leaf is made: the pairing compares
    /// every leaf of a section with every leaf of its translation.
    public private(set) var readableLength = 0
    /// Whether the text has letters of a script other than Latin (the length then scales by the
    /// page's ratio of translated to English text).
    private(set) var holdsNonLatinLetters = false
    /// The numbers the prose states, in every form (`NumberForms`): read once, for the pairing
    /// and for `translation.numbers`.
    public private(set) var numbers = NumberForms("")
    /// The tokens that anchor the leaf to its counterpart (`BlockAlignment.anchors`), keyed once
    /// for every leaf it is compared with.
    var anchors = Multiset<BlockAlignment.Anchor>([])

    /// The leaves of some top-level blocks of a parse, in document order.
    static func leaves(of blocks: [Block], in document: MarkupDocument) -> [LeafBlock] {
        var result: [LeafBlock] = []
        for block in blocks {
            var index = block.node
            let end = MarkupNode(document: document, index: block.node).subtreeEnd
            while index < end {
                let node = MarkupNode(document: document, index: index)
                let kind: Kind
                switch node.kind {
                case .paragraph: kind = .paragraph
                case .tableRow: kind = .row
                case .codeBlock(let info, let code):
                    var leaf = LeafBlock(node: index, kind: .code, range: node.range, text: code, codeSpans: [], links: [])
                    leaf.info = info
                    result.append(leaf.measured())
                    index += 1
                    continue
                case .htmlBlock(let html):
                    // A comment or an anchor is no block a reader sees: one a translator drops
                    // (`<!-- keep headings sorted -->`) or adds (`<a id="x"></a>`) is no change.
                    if !TranslationMarkupCheck.isUnseen(html) {
                        result.append(LeafBlock(node: index, kind: .html, range: node.range, text: html, codeSpans: [], links: []).measured())
                    }
                    index += 1
                    continue
                default:
                    index += 1
                    continue
                }
                var leaf = LeafBlock(node: index, kind: kind, range: node.range, text: node.plainText, codeSpans: [], links: [])
                for inner in index + 1 ..< node.subtreeEnd {
                    let child = MarkupNode(document: document, index: inner)
                    switch child.kind {
                    case .code(let text): leaf.codeSpans.append(Token(text: text, range: child.range))
                    // A macro by what it names: translations show their own text in it.
                    case .macro(let text): leaf.codeSpans.append(Token(text: MacroText.identity(of: text), range: child.range))
                    case .link(let destination, _): leaf.links.append(Token(text: destination, range: child.range))
                    case .text(let text): leaf.prose += text
                    case .softBreak, .lineBreak, .tableCell: leaf.prose += " "
                    default: break
                    }
                }
                result.append(leaf.measured())
                index = node.subtreeEnd
            }
        }
        return result
    }

    /// The leaf with its lengths measured.
    func measured() -> LeafBlock {
        var leaf = self
        leaf.readableLength = Self.readableLength(of: text)
        leaf.holdsNonLatinLetters = text.holdsNonLatinLetters
        leaf.numbers = NumberForms(prose)
        return leaf
    }

    /// `readableLength` of a text.
    static func readableLength(of text: String) -> Int {
        var length = 0
        var inWord = false
        for scalar in text.unicodeScalars {
            // ASCII answers without a look-up in Unicode's tables.
            let isLetter = scalar.isASCII ? ("0"..."9").contains(scalar) || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
                                          : isLetterOrNumber(scalar)
            if isLetter, scalar.value <= 0x24F {
                if !inWord { length += 1 }
                inWord = true
            } else {
                inWord = false
                if isLetter { length += 1 }
            }
        }
        return length
    }

    /// Whether a scalar is alphabetic or numeric. Kana and CJK ideographs, most of a Chinese or
    /// Japanese page, all are: their range answers without a look-up in Unicode's tables for
    /// each (`AlignmentFastPathTests` holds every BMP scalar to the tables).
    static func isLetterOrNumber(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        // Hiragana, katakana, and the CJK Unified Ideographs block.
        case 0x3041...0x3096, 0x30A1...0x30FA, 0x4E00...0x9FFF: return true
        default: return scalar.properties.isAlphabetic || scalar.properties.numericType != nil
        }
    }
}
