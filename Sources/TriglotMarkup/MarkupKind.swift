/// What a node of the Markdown tree is, with the values cmark keeps on it.
public enum MarkupKind: Equatable, Sendable {
    case document
    case blockQuote
    case list(ordered: Bool, start: Int, tight: Bool)
    case listItem
    case codeBlock(info: String, code: String)
    case htmlBlock(String)
    case paragraph
    case heading(level: Int)
    case thematicBreak
    case text(String)
    case softBreak
    case lineBreak
    case code(String)
    case htmlInline(String)
    case emphasis
    case strong
    case link(destination: String, title: String)
    case image(source: String, title: String)
    /// A GFM pipe table: cmark reads one as a paragraph; `DialectTree` rebuilds it as rows of cells.
    case table(alignments: [TableAlignment])
    case tableRow(isHeader: Bool)
    case tableCell(alignment: TableAlignment)
    /// A fenced container (`::: tip Title` … `:::`, as VitePress and markdown-it-container write them).
    case container(name: String, title: String)
    /// An opaque inline construct the site's configuration names (`{{domxref("Node")}}`): an
    /// atom, compared like a code span and never read as prose.
    case macro(String)
    /// A node type this version does not know (custom blocks and inlines): kept so nothing is lost.
    case other(String)

    public var isBlock: Bool {
        switch self {
        case .document, .blockQuote, .list, .listItem, .codeBlock, .htmlBlock, .paragraph,
             .heading, .thematicBreak, .table, .tableRow, .tableCell, .container:
            return true
        default:
            return false
        }
    }

    /// What the node adds to `MarkupNode.plainText`: its text or code, a space for a break.
    var plainTextPiece: String? {
        switch self {
        case .text(let text), .code(let text), .codeBlock(_, let text):
            return text
        case .softBreak, .lineBreak, .tableCell:
            // A cell starts a new run of words, as a line does.
            return " "
        default:
            return nil
        }
    }

    /// The name used in tree dumps.
    public var name: String {
        switch self {
        case .document: return "Document"
        case .blockQuote: return "BlockQuote"
        case .list(let ordered, _, _): return ordered ? "OrderedList" : "UnorderedList"
        case .listItem: return "ListItem"
        case .codeBlock: return "CodeBlock"
        case .htmlBlock: return "HTMLBlock"
        case .paragraph: return "Paragraph"
        case .heading(let level): return "Heading\(level)"
        case .thematicBreak: return "ThematicBreak"
        case .text: return "Text"
        case .softBreak: return "SoftBreak"
        case .lineBreak: return "LineBreak"
        case .code: return "InlineCode"
        case .htmlInline: return "InlineHTML"
        case .emphasis: return "Emphasis"
        case .strong: return "Strong"
        case .link: return "Link"
        case .image: return "Image"
        case .table: return "Table"
        case .tableRow(let isHeader): return isHeader ? "TableHead" : "TableRow"
        case .tableCell: return "TableCell"
        case .container: return "Container"
        case .macro: return "Macro"
        case .other(let name): return name
        }
    }
}

extension MarkupKind {
    /// What a node is, without the values it carries: testing or switching on it copies no
    /// string out of the tree (a `MarkupKind` copy retains its text, code or link strings).
    public enum Tag: Sendable, Equatable {
        case document, blockQuote, list, listItem, codeBlock, htmlBlock, paragraph, heading, thematicBreak
        case text, softBreak, lineBreak, code, htmlInline, emphasis, strong, link, image, other
        case table, tableRow, tableCell, container, macro
    }

    public var tag: Tag {
        switch self {
        case .document: return .document
        case .blockQuote: return .blockQuote
        case .list: return .list
        case .listItem: return .listItem
        case .codeBlock: return .codeBlock
        case .htmlBlock: return .htmlBlock
        case .paragraph: return .paragraph
        case .heading: return .heading
        case .thematicBreak: return .thematicBreak
        case .text: return .text
        case .softBreak: return .softBreak
        case .lineBreak: return .lineBreak
        case .code: return .code
        case .htmlInline: return .htmlInline
        case .emphasis: return .emphasis
        case .strong: return .strong
        case .link: return .link
        case .image: return .image
        case .table: return .table
        case .tableRow: return .tableRow
        case .tableCell: return .tableCell
        case .container: return .container
        case .macro: return .macro
        case .other: return .other
        }
    }
}

/// A table column's alignment, from its delimiter cell (`:--`, `:-:`, `--:`).
public enum TableAlignment: String, Sendable, Equatable {
    case none, left, center, right
}
