import TriglotContent
import TriglotMarkup
import TriglotModel

/// One text node of a page's prose, with where its bytes are in the file: the unit every
/// typography rule reads. Code spans, code blocks, HTML, macros, link targets and image
/// descriptions are not text nodes here, so no rule ever looks inside them. A node whose text is
/// not byte for byte what the file holds (an entity, an escape) is left out: a fix-it must
/// replace exactly the bytes it names.
struct TextRun: Sendable {
    enum Container: Sendable, Equatable {
        case paragraph, heading, tableCell
    }

    var scalars: [Unicode.Scalar]
    /// The byte offset in the file of the first scalar. The others follow it byte for byte (a run
    /// is what the file holds), so their offsets are worked out when a finding needs one: kept
    /// for every scalar of every page, they took twice the memory of the scalars themselves.
    var start: Int
    var container: Container
    /// The node index of the block holding the run: runs of one paragraph share it.
    var block: Int
    /// Whether the block's text goes on after this run (more inline nodes follow).
    var isLastInBlock: Bool
    /// Whether this block lost some of its text nodes (entities or escapes).
    var blockIsPartial = false

    /// Whether a text node's source bytes are its text as it stands, compared over the text's
    /// own storage: stepping through `utf8` a byte at a time took 2% of the checks' time.
    static func source(_ bytes: ArraySlice<UInt8>, holds text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { $0.elementsEqual(bytes) } ?? bytes.elementsEqual(text.utf8)
    }

    /// The prose runs of a page, in document order.
    static func all(in page: LoadedPage) -> [TextRun] {
        guard let document = page.page.document else { return [] }
        let bytes = page.source.bytes
        var runs: [TextRun] = []
        var partialBlocks = Set<Int>()
        for index in 0..<document.nodeCount {
            let node = MarkupNode(document: document, index: index)
            guard node.kindTag == MarkupKind.Tag.text, case .text(let value) = node.kind else { continue }
            guard let (block, container) = enclosingBlock(of: node) else { continue }
            let start = page.source.offset(of: node.range.lowerBound)
            let length = value.utf8.count
            guard start + length <= bytes.count, Self.source(bytes[start..<start + length], holds: value) else {
                partialBlocks.insert(block)
                continue
            }
            // Of the size it needs: grown by doubling, a run kept up to twice its scalars for as
            // long as the checks run.
            var scalars: [Unicode.Scalar] = []
            scalars.reserveCapacity(value.unicodeScalars.count)
            scalars.append(contentsOf: value.unicodeScalars)
            let blockEnd = MarkupNode(document: document, index: block).subtreeEnd
            runs.append(TextRun(scalars: scalars, start: start, container: container, block: block,
                                isLastInBlock: node.subtreeEnd >= blockEnd))
        }
        for index in runs.indices where partialBlocks.contains(runs[index].block) { runs[index].blockIsPartial = true }
        return runs
    }

    /// The paragraph, heading or table cell a text node is in; nil inside an image's description
    /// or an autolink's address, which are not prose.
    private static func enclosingBlock(of node: MarkupNode) -> (Int, Container)? {
        var current = node.parent
        while let ancestor = current {
            switch ancestor.kind {
            case .image: return nil
            case .link(let destination, _):
                if case .text(let value) = node.kind, destination == value || destination == "mailto:" + value { return nil }
            case .paragraph: return (ancestor.index, .paragraph)
            case .heading: return (ancestor.index, .heading)
            case .tableCell: return (ancestor.index, .tableCell)
            default: break
            }
            current = ancestor.parent
        }
        return nil
    }

    /// The file range of scalars `range` of the run.
    func sourceRange(_ range: Range<Int>, in source: SourceText) -> SourceRange {
        SourceRange(source.location(ofOffset: offset(of: range.lowerBound)), source.location(ofOffset: offset(of: range.upperBound)))
    }

    /// The byte offset in the file of scalar `index` of the run (the run's end for `scalars.count`).
    func offset(of index: Int) -> Int {
        start + scalars[..<index].reduce(0) { $0 + UTF8.width($1) }
    }

    /// A fix-it replacing scalars `range` of the run.
    func fixIt(_ range: Range<Int>, _ replacement: String, in source: SourceText) -> Diagnostic.FixIt {
        Diagnostic.FixIt(range: sourceRange(range, in: source), replacement: replacement)
    }

    func scalar(at index: Int) -> Unicode.Scalar? {
        index >= 0 && index < scalars.count ? scalars[index] : nil
    }
}
