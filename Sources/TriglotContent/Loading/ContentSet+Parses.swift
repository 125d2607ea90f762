import TriglotLowLevel
import TriglotMarkup
import TriglotModel

/// A content set loaded without its pages' parses (`ContentLoader.load(parses:)`)
/// reads a page again where its parse or source is needed.
extension ContentSet {
    /// `page` with its parse, source and body: as it is, or read again from its file when the
    /// load dropped them. The page is read whole, model and all, as the load read it: the load
    /// kept only its outline (`LoadedPage.withoutParse`).
    public func withParse(_ page: LoadedPage) -> LoadedPage {
        guard page.parseDropped, let parseReader else { return page }
        let relative = relativeFile(of: page.path, in: page.language)
        return ContentLoader.loadPage(folder: folder, language: page.language, path: page.path, reader: parseReader, file: relative)
    }

    /// `page`'s source: as it is, or read again from its file (not parsed) when the load
    /// dropped it.
    public func source(of page: LoadedPage) -> SourceText {
        guard page.parseDropped, parseReader != nil else { return page.source }
        let relative = relativeFile(of: page.path, in: page.language)
        return PageReader.source(of: ContentLoader.fileBytes(folder: folder, relative: relative))
    }

    /// The sources of the files these diagnostics (and their notes) are in, by display path,
    /// all read at once: for reports made whole (JSON, SARIF). A page whose source was dropped
    /// is read again.
    public func sources(of diagnostics: [Diagnostic]) -> [String: SourceText] {
        guard parseReader != nil else { return sources }
        let pages = pagesOfFiles(of: diagnostics)
        let read = ParallelMap.map(Array(pages.values)) { source(of: $0) }
        return Dictionary(zip(pages.keys, read)) { first, _ in first }
    }

    /// The source of each file these diagnostics (and their notes) are in, by display path, read
    /// when it is asked for: printing findings file by file then holds a few files at a time
    /// instead of the source of every page that has a finding (on a large site, nearly all).
    public func sourceLookup(of diagnostics: [Diagnostic]) -> @Sendable (String) -> SourceText? {
        guard parseReader != nil else { return { [sources] in sources[$0] } }
        let pages = pagesOfFiles(of: diagnostics)
        return { [self] path in pages[path].map(source(of:)) }
    }

    /// The pages of the files these diagnostics and their notes are in, by display path.
    private func pagesOfFiles(of diagnostics: [Diagnostic]) -> [String: LoadedPage] {
        var wanted = Set<String>()
        for diagnostic in diagnostics {
            wanted.insert(diagnostic.path)
            for note in diagnostic.notes { if let path = note.path { wanted.insert(path) } }
        }
        let pages = allPages.filter { wanted.contains($0.displayPath) }
        return Dictionary(pages.map { ($0.displayPath, $0) }) { first, _ in first }
    }
}
