import TriglotMarkup
import TriglotModel

/// Reads a page in whatever shape it comes: Content-format Markdown, English and CJK interleaved
/// block by block (one language is read out), or plain text without any Markdown.
public struct SeedReader: Sendable {
    public enum Shape: String, Sendable {
        case markdown, bilingual, plainText
    }

    public var reader: PageReader

    public init(reader: PageReader = PageReader()) {
        self.reader = reader
    }

    public struct Result: Sendable {
        public var shape: Shape
        public var read: PageReader.Result
        /// The Markdown the page was read from (the input, one language of it, or recovered text).
        public var markdown: [UInt8]
    }

    public func shape(of bytes: [UInt8]) -> Shape {
        let source = SourceText(bytes: bytes)
        if PlainTextRecovery.looksLikePlainText(source) { return .plainText }
        // Telling a bilingual page apart means parsing it with cmark, so the pathological-input
        // guard must see it first: a page it refuses is read as Markdown, where `PageReader`
        // refuses it again with the diagnostic, and cmark never sees it.
        if PathologicalInput.diagnostic(for: bytes, source: source, path: "") != nil { return .markdown }
        return BilingualSplitter.isBilingual(MarkupDocument(parsing: bytes)) ? .bilingual : .markdown
    }

    /// The languages a file holds, in the order they should be imported.
    public func languages(in bytes: [UInt8]) -> [Language] {
        switch shape(of: bytes) {
        case .bilingual:
            return [.english, Self.cjkLanguage(of: String(decoding: bytes, as: UTF8.self))]
        case .plainText, .markdown:
            return [Self.language(of: String(decoding: bytes, as: UTF8.self))]
        }
    }

    public func read(bytes: [UInt8], path: String, language requested: Language?) -> Result {
        let text = String(decoding: bytes, as: UTF8.self)
        switch shape(of: bytes) {
        case .plainText:
            let source = SourceText(bytes: bytes)
            let recovery = PlainTextRecovery.recover(source, path: path)
            let language = requested ?? Self.language(of: text)
            let markdown = Array(recovery.markdown.utf8)
            // Recovery escapes the text it copies, but not everything (a See Also group title
            // becomes a heading as written), so what cmark will parse passes the guard too.
            if let refusal = Self.refusal(of: markdown, recovery: recovery, source: source, path: path) {
                let page = Page(path: path, language: requested ?? Self.language(of: text))
                let read = PageReader.Result(page: page, diagnostics: recovery.diagnostics + [refusal], source: source)
                return Result(shape: .plainText, read: read, markdown: markdown)
            }
            let document = MarkupDocument(parsing: markdown, lineMap: recovery.lineMap, original: source)
            let (page, problems) = reader.parser.parse(document, path: path, language: language)
            let read = PageReader.Result(page: page, diagnostics: recovery.diagnostics + problems, source: source)
            return Result(shape: .plainText, read: read, markdown: markdown)
        case .bilingual:
            let language = requested ?? .english
            let extracted = BilingualSplitter.extract(language, from: bytes)
            return Result(shape: .bilingual, read: reader.read(bytes: extracted, path: path, language: language), markdown: extracted)
        case .markdown:
            let language = requested ?? Self.language(of: text)
            return Result(shape: .markdown, read: reader.read(bytes: bytes, path: path, language: language), markdown: bytes)
        }
    }

    /// The guard's refusal of recovered Markdown, placed on the original line it came from.
    private static func refusal(of markdown: [UInt8], recovery: PlainTextRecovery.Result, source: SourceText, path: String) -> Diagnostic? {
        guard var refusal = PathologicalInput.diagnostic(for: markdown, source: SourceText(bytes: markdown), path: path) else { return nil }
        let generated = refusal.range?.lowerBound.line ?? 1
        let origins = recovery.lineMap.origins
        let line = origins.indices.contains(generated - 1) ? origins[generated - 1].line : 1
        refusal.range = SourceRange(line: min(max(line, 1), max(source.lineCount, 1)))
        return refusal
    }

    static func language(of text: String) -> Language {
        switch ScriptDetector.script(of: text) {
        case .japanese: return .japanese
        case .chinese: return cjkLanguage(of: text)
        default: return .english
        }
    }

    /// Kana make Japanese; Han alone is Chinese.
    static func cjkLanguage(of text: String) -> Language {
        let kana = text.unicodeScalars.filter { (0x3040...0x30FF).contains($0.value) }.count
        let han = text.unicodeScalars.filter { (0x4E00...0x9FFF).contains($0.value) }.count
        return kana * 5 > han ? .japanese : .simplifiedChinese
    }
}
