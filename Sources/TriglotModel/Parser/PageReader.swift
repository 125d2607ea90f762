import TriglotLowLevel
import TriglotMarkup

/// Reads one page file from its bytes: checks size and encoding, splits off the front matter,
/// parses the Markdown with cmark and the result into the model.
public struct PageReader: Sendable {
    /// Pages above this size are refused before cmark sees them: cmark aborts the whole process
    /// when a buffer passes 1 GiB, and escaping can grow text several times over.
    public static let maximumBytes = 10 * 1024 * 1024

    public var parser: PageParser
    /// The Markdown extensions read around cmark (tables, containers, macros).
    public var dialect: MarkupDialect

    public init(parser: PageParser = PageParser(), dialect: MarkupDialect = .standard) {
        self.parser = parser
        self.dialect = dialect
    }

    /// The reader a site's configuration asks for: its section and callout words added to the
    /// built-in vocabulary, its macro patterns.
    public init(configuration: SiteConfiguration) {
        let vocabulary = SectionVocabulary.standard.adding(sections: configuration.sections, callouts: configuration.callouts)
        // The reader validated every pattern, so none is lost here.
        let macros = configuration.macros.compactMap { try? MacroPattern($0.pattern) }
        self.init(parser: PageParser(vocabulary: vocabulary, headingIDs: configuration.headingIDs,
                                             titleKeys: configuration.titleKeys), dialect: MarkupDialect(macros: macros))
    }

    public struct Result: Sendable {
        public var page: Page
        public var diagnostics: [Diagnostic]
        public var source: SourceText

        public init(page: Page, diagnostics: [Diagnostic], source: SourceText) {
            self.page = page
            self.diagnostics = diagnostics
            self.source = source
        }
    }

    /// `path` names the file in diagnostics; `pagePath`, when given, is the page's own `path`
    /// (the loader's path within the language folder), set as the page is made.
    public func read(bytes: [UInt8], path: String, language: Language, pagePath: String? = nil) -> Result {
        let parsed = parse(bytes, path: path)
        var diagnostics = parsed.diagnostics
        guard let document = parsed.document else {
            var page = Page.Fields(path: pagePath ?? path, language: language)
            if let frontMatter = parsed.frontMatter { page.frontMatter = frontMatter.frontMatter }
            return Result(page: Page(fields: page), diagnostics: diagnostics, source: parsed.source)
        }
        let (page, problems) = parser.parse(document, path: path, language: language, frontMatter: parsed.frontMatter?.frontMatter ?? FrontMatter(),
                                            pagePath: pagePath)
        diagnostics += problems
        return Result(page: page, diagnostics: diagnostics, source: parsed.source)
    }

    /// The source a read of `bytes` gives (`read(bytes:…).source`), without the parse: the lines
    /// a page's findings are printed with, for a page whose source the load dropped.
    public static func source(of bytes: [UInt8]) -> SourceText {
        guard bytes.count <= maximumBytes else { return SourceText(bytes: []) }
        return source(of: bytes, cleanLineStarts: CleanUTF8.lineStarts(bytes))
    }

    /// The source of bytes whose lines `CleanUTF8.lineStarts` indexed, when they are clean.
    private static func source(of bytes: [UInt8], cleanLineStarts: [Int]?) -> SourceText {
        cleanLineStarts.map { SourceText(bytes: bytes, lineStarts: $0) } ?? SourceText(bytes: bytes)
    }

    /// The source, its front matter and the parse of the body.
    private func parse(_ bytes: [UInt8], path: String) -> (source: SourceText, frontMatter: FrontMatterParser.Result?, document: MarkupDocument?,
                                                          diagnostics: [Diagnostic]) {
        guard bytes.count <= Self.maximumBytes else {
            let diagnostic = Diagnostic(
                id: "model.file-too-large", severity: .error,
                summary: "the page is \(bytes.count / 1_048_576) MB; the limit is \(Self.maximumBytes / 1_048_576) MB",
                explanation: "Split the page; Triglot does not parse pages this large.",
                path: path, range: SourceRange(line: 1))
            return (SourceText(bytes: []), nil, nil, [diagnostic])
        }
        // One pass indexes the lines and proves the bytes clean, as nearly every page is.
        let cleanLineStarts = CleanUTF8.lineStarts(bytes)
        let source = Self.source(of: bytes, cleanLineStarts: cleanLineStarts)
        let isClean = cleanLineStarts != nil
        var diagnostics = isClean ? [] : EncodingScan.diagnostics(for: bytes, source: source, path: path)
        let frontMatter = FrontMatterParser.parse(source, path: path)
        diagnostics += frontMatter.diagnostics
        // cmark reads the body with the front matter lines left blank, so line numbers stay true.
        var body = CommentHeadingIDs.rewritten(Self.blankingLines(frontMatter.lineCount, of: bytes, source: source))
        // A page's file as it was at a commit is named `file@commit`.
        var lineMap: LineMap?
        if PageFileName.isMDX(path) || (path.contains("@") && path.contains(".mdx@")) || MDXSource.opensWithStatement(body) {
            let prepared = MDXSource.prepared(body)
            (body, lineMap) = (prepared.bytes, prepared.lineMap)
        } else {
            body = ComponentCallouts.rewritingTags(body)
        }
        // The body has the source's lines, but for front matter past the last of them, whose
        // blanked lines all count.
        let bodyLines = max(source.lineCount, frontMatter.lineCount)
        if let refusal = PathologicalInput.diagnostic(for: body, lineCount: bodyLines, source: source, path: path) {
            return (source, frontMatter, nil, diagnostics + [refusal])
        }
        // Blanking whole lines keeps clean bytes clean.
        // Lines MDX's components indented were parsed without it: positions are moved back.
        let document = lineMap.map { MarkupDocument(parsing: body, lineMap: $0, original: source, checkedUTF8: isClean, dialect: dialect) }
            ?? MarkupDocument(parsing: body, source: source, checkedUTF8: isClean, dialect: dialect)
        return (source, frontMatter, document, diagnostics)
    }

    static func blankingLines(_ count: Int, of bytes: [UInt8], source: SourceText) -> [UInt8] {
        guard count > 0 else { return bytes }
        let end = count < source.lineCount ? source.lineStarts[count] : bytes.count
        return [UInt8](repeating: 0x0A, count: count) + bytes[end...]
    }
}
