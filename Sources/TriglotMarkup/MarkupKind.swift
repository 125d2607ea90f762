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
    /// A node type this version does not know (custom blocks and inlines): kept so nothing is lost.
    case other(String)

    public var isBlock: Bool {
        switch self {
        case .document, .blockQuote, .list, .listItem, .codeBlock, .htmlBlock, .paragraph,
             .heading, .thematicBreak:
            return true
        default:
            return false
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
        case .other(let name): return name
        }
    }
}
