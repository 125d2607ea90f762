import TriglotMarkup

/// Turns a page's Markdown tree into its API model in one pass over the top-level blocks.
public struct PageParser: Sendable {
    public var vocabulary: SectionVocabulary
    /// How headings without `{#id}` get their ids.
    public var headingIDs: HeadingIDStyle
    /// The front matter keys a page without a `#` heading takes its title from, in order.
    public var titleKeys: [String]
    public static let defaultTitleKeys = ["title"]
    /// Shared by the copies of this parser that read the pages of one load.
    private let declarations = DeclarationCache()

    public init(vocabulary: SectionVocabulary = .standard, headingIDs: HeadingIDStyle = .github, titleKeys: [String] = defaultTitleKeys) {
        self.vocabulary = vocabulary
        self.headingIDs = headingIDs
        self.titleKeys = titleKeys
    }

    /// `pagePath` is the page's `path` when it differs from the `path` diagnostics name (the
    /// loader names the file as shown, the page by its path in the language folder).
    public func parse(_ document: MarkupDocument, path: String, language: Language, frontMatter: FrontMatter = .empty,
                      pagePath: String? = nil) -> (page: Page, diagnostics: [Diagnostic])
    {
        var state = ParseState(path: path, language: language, vocabulary: vocabulary, declarations: declarations)
        state.slugger.style = headingIDs
        state.titleKeys = titleKeys
        if let pagePath { state.page.path = pagePath }
        state.page.frontMatter = frontMatter
        state.page.document = document
        let blocks = document.root.children
        // A section per heading (one more than needed when the first is the title): the array
        // is made once instead of regrowing, and copying every section so far, as headings come.
        state.sections.reserveCapacity(blocks.reduce(0) { $0 + ($1.kindTag == .heading ? 1 : 0) })
        for block in blocks {
            state.visit(block)
        }
        state.finish()
        return (Page(fields: state.takePage()), state.diagnostics)
    }
}

/// The running state of one parse: the page so far and where in it we are.
struct ParseState {
    /// The page so far, unboxed: it is set field by field, and a `Page` makes a new box each time.
    var page: Page.Fields
    var diagnostics: [Diagnostic] = []
    let path: String
    let vocabulary: SectionVocabulary
    let declarations: DeclarationCache
    var slugger = Slugger()
    var titleKeys = PageParser.defaultTitleKeys
    var outline = HeadingOutline()
    /// The page's sections so far, unboxed like the page: blocks are appended to them one by one.
    var sections: [Section.Fields] = []
    /// The index in `sections` of the section being filled, if any.
    var current: Int?
    /// Set while inside See Also: its heading level, and the group being filled.
    var seeAlsoLevel: Int?
    var seeAlsoGroup: Int?
    /// A `### func …` See Also item waiting for its summary paragraph.
    var pendingSeeAlsoHeading: MarkupNode?
    var preambleBlocks: [Block] = []

    init(path: String, language: Language, vocabulary: SectionVocabulary, declarations: DeclarationCache) {
        page = Page.Fields(path: path, language: language)
        self.path = path
        self.vocabulary = vocabulary
        self.declarations = declarations
    }

    mutating func visit(_ block: MarkupNode) {
        if case .heading(let level) = block.kind {
            heading(block, level: level)
            return
        }
        if let pending = pendingSeeAlsoHeading {
            pendingSeeAlsoHeading = nil
            if block.kindTag == .paragraph, let item = SeeAlsoParser.item(fromHeading: pending, summary: block) {
                appendSeeAlsoItem(item)
                appendToSection(block)
                return
            }
            if let item = SeeAlsoParser.item(fromHeading: pending, summary: nil) { appendSeeAlsoItem(item) }
        }
        guard let current else {
            preamble(block)
            return
        }
        // The section's block is also the return value's or discussion's: made once.
        let modelBlock = Block(block)
        append(modelBlock, range: block.range, toSection: current)
        // Its kind and id, without copying the whole section (its blocks, title, languages).
        let sectionKind = sections[current].kind
        let sectionID = sections[current].id
        switch block.kind {
        case .codeBlock(let info, let code):
            codeBlock(block, info: info, code: code, sectionKind: sectionKind, sectionID: sectionID)
        case .list(let ordered, _, _):
            if !ordered, seeAlsoLevel == nil, let fields = EntryParser.fields(of: block, language: page.language, vocabulary: vocabulary) {
                entry(fields, list: block, section: current)
            } else if sectionKind == .parameters, page.parameters.isEmpty {
                let (parameters, problems) = ParametersParser.parse(block, path: path)
                page.parameters = parameters
                diagnostics += problems
            } else if seeAlsoLevel != nil {
                appendSeeAlsoItems(SeeAlsoParser.items(fromList: block), range: block.range)
            } else if ordered {
                page.orderedLists.append(OrderedListParser.parse(block, sectionID: sectionID))
            }
        case .blockQuote, .container:
            if let callout = CalloutParser.parse(block, sectionID: sectionID, vocabulary: vocabulary) {
                page.callouts.append(callout)
            }
        default:
            break
        }
        if sectionKind == .returnValue { page.returnValue.append(modelBlock) }
        if sectionKind == .discussion { page.discussion.append(modelBlock) }
    }

    /// Blocks between the title and the first section: abstract, availability, callouts.
    private mutating func preamble(_ block: MarkupNode) {
        switch block.kind {
        case .blockQuote:
            if page.availability.isEmpty, let availability = AvailabilityParser.parse(block) {
                page.availability = availability
            } else if let callout = CalloutParser.parse(block, sectionID: nil, vocabulary: vocabulary) {
                page.callouts.append(callout)
                preambleBlocks.append(Block(block))
            } else if page.abstract.isEmpty, page.title != nil {
                // Articles converted from blogs quote their abstract.
                page.abstract = [Block(block)]
            } else {
                preambleBlocks.append(Block(block))
            }
        case .paragraph:
            if let source = SourceLinkLine.url(in: block) {
                if page.frontMatter.source == nil { page.frontMatter.source = source }
                preambleBlocks.append(Block(block))
            } else if page.abstract.isEmpty, page.title != nil, !block.holdsOnlyMacros {
                page.abstract = [Block(block)]
            } else {
                preambleBlocks.append(Block(block))
            }
        case .container:
            if let callout = CalloutParser.parse(block, sectionID: nil, vocabulary: vocabulary) { page.callouts.append(callout) }
            preambleBlocks.append(Block(block))
        case .table:
            if page.frontMatter.source == nil, let source = SourceLinkLine.url(in: block) { page.frontMatter.source = source }
            preambleBlocks.append(Block(block))
        case .codeBlock(let info, let code) where Self.isLifecycle(info):
            lifecycleBlock(block, code: code, sectionID: nil)
        case .list(true, _, _):
            page.orderedLists.append(OrderedListParser.parse(block, sectionID: nil))
            preambleBlocks.append(Block(block))
        default:
            preambleBlocks.append(Block(block))
        }
    }

    private mutating func heading(_ node: MarkupNode, level: Int) {
        let text = HeadingText(node)
        if level == 1, page.title == nil, sections.isEmpty {
            // The title's id claims nothing: a symbol page titled `discussion` keeps its
            // `## Discussion` section at `#discussion`, where the other languages' are.
            let id = text.explicitID ?? slugger.style.id(for: text.title)
            page.title = Page.Title(text: text.title, range: node.range, id: id)
            return
        }
        if let pending = pendingSeeAlsoHeading {
            if let item = SeeAlsoParser.item(fromHeading: pending, summary: nil) { appendSeeAlsoItem(item) }
            pendingSeeAlsoHeading = nil
        }
        if let seeAlsoLevel, level <= seeAlsoLevel {
            self.seeAlsoLevel = nil
            seeAlsoGroup = nil
        }
        // A heading that is only code (`### \`type\``, a property's name) names something: it
        // is no section word, whatever the word.
        let match = HeadingText.isOnlyCode(node) ? nil
            : vocabulary.section(forHeading: text.title, in: page.language) ?? text.explicitID.flatMap(vocabulary.section(forExplicitID:))
        let id = sectionID(for: text, level: level, at: node.range)
        let kind: Section.Kind = seeAlsoLevel == nil ? (match?.kind ?? .custom) : .custom
        sections.append(Section.Fields(
            kind: kind, level: level, title: text.title, id: id, hasExplicitID: text.explicitID != nil,
            headingLanguages: match?.languages ?? [], headingRange: node.range, blocks: [], range: node.range, node: node.index))
        current = sections.count - 1
        if let seeAlsoLevel {
            if level == seeAlsoLevel + 1 {
                page.seeAlso.append(SeeAlsoGroup(title: text.title, items: [], range: node.range))
                seeAlsoGroup = page.seeAlso.count - 1
            } else {
                pendingSeeAlsoHeading = node
            }
        } else if kind == .seeAlso {
            seeAlsoLevel = level
            seeAlsoGroup = nil
        }
    }

    private mutating func codeBlock(_ block: MarkupNode, info: String, code: String, sectionKind: Section.Kind, sectionID: String) {
        if Self.isLifecycle(info) {
            lifecycleBlock(block, code: code, sectionID: sectionID)
        } else if sectionKind == .declaration, page.declaration == nil {
            let (declaration, problems) = declarations.declaration(code: code, info: info, range: block.range) {
                DeclarationParser.parse(code: code, info: info, range: block.range, firstCodeLine: Self.firstContentLine(of: block), path: path)
            }
            page.declaration = declaration
            diagnostics += problems
        }
    }

    private mutating func lifecycleBlock(_ block: MarkupNode, code: String, sectionID: String?) {
        page.lifecycleBlocks.append(LifecycleBlock(
            text: code, sectionID: sectionID, range: block.range, firstContentLine: Self.firstContentLine(of: block)))
    }

    private static func isLifecycle(_ info: String) -> Bool {
        InfoString.firstWord(info) == "lifecycle"
    }

    /// Fenced blocks start their content on the line after the fence.
    static func firstContentLine(of block: MarkupNode) -> Int {
        let line = block.range.lowerBound.line
        let text = block.document.source.line(line).trimmingWhitespace()
        return text.hasPrefix("```") || text.hasPrefix("~~~") ? line + 1 : line
    }

    /// The finished page, moved out of the state (which keeps an empty one) instead of copied.
    mutating func takePage() -> Page.Fields {
        var taken = Page.Fields(path: "", language: page.language)
        swap(&taken, &page)
        return taken
    }

    mutating func finish() {
        if let pending = pendingSeeAlsoHeading, let item = SeeAlsoParser.item(fromHeading: pending, summary: nil) {
            appendSeeAlsoItem(item)
        }
        nestedCallouts()
        boxSections()
        page.kind = page.sections.contains { $0.kind == .declaration } ? .symbol : .article
        page.preamble = preambleBlocks
        if page.title == nil, let key = titleKeys.first(where: { page.frontMatter.values[$0]?.isEmpty == false }),
           let title = page.frontMatter.values[key] {
            // Blog posts carry their title in front matter instead of a `#` heading.
            let line = page.frontMatter.keyLines[key] ?? 1
            page.title = Page.Title(text: title, range: SourceRange(line: line))
            if page.abstract.isEmpty, let document = page.document, let first = page.preamble.firstIndex(where: {
                ($0.kind == .paragraph || $0.kind == .blockQuote) && !MarkupNode(document: document, index: $0.node).holdsOnlyMacros
            }) {
                page.abstract = [page.preamble.remove(at: first)]
            }
        }
        reportRawHTMLPage()
        if page.title == nil {
            diagnostics.append(Diagnostic(
                id: "model.missing-title", severity: page.document?.root.children.isEmpty == true ? .warning : .error,
                summary: page.document?.root.children.isEmpty == true ? "the page is empty" : "the page has no '# Title' heading",
                explanation: "Every page opens with one level-1 heading (the symbol name or the article title), or names its title in front matter: `title:`, or the keys site.yml's `titleKeys` lists.",
                path: path, range: SourceRange(line: 1)))
        }
        guard page.kind == .symbol else { return }
        var insideSeeAlso: Int?
        // By position: a loop variable would copy each section.
        for index in page.sections.indices {
            let level = page.sections[index].level, kind = page.sections[index].kind
            if let outer = insideSeeAlso, level > outer { continue }
            insideSeeAlso = kind == .seeAlso ? level : nil
            // A heading of the page's own is no mistake; one a letter away from a section word is.
            if kind == .custom, level <= 2, let word = vocabulary.sectionWord(misspeltAs: page.sections[index].title) {
                diagnostics.append(Diagnostic(
                    id: "model.unknown-section", severity: .warning,
                    summary: "'\(page.sections[index].title)' is not a section a symbol page has; did you mean '\(word)'?",
                    explanation: "Symbol pages use the section headings of the vocabulary (Declaration or Syntax, Parameters, Return value, Exceptions, Discussion or Description, Examples, See also…, in each language). Check the spelling, or add the heading to `sections:` in site.yml.",
                    path: path, range: page.sections[index].headingRange))
            }
        }
        if page.declaration == nil, let section = page.sections.first(where: { $0.kind == .declaration }) {
            diagnostics.append(Diagnostic(
                id: "model.declaration-missing-code", severity: .error,
                summary: "the Declaration section has no code block",
                path: path, range: section.headingRange))
        }
    }
}
