import TriglotLowLevel
import TriglotMarkup
import TriglotModel

/// A content set loaded without its pages' parses (`ContentLoader.load(parses:)`)
/// reads a page again where its parse or source is needed.
extension ContentSet {
    /// `page` with its parse and source: as it is, or read again from its file when the load
    /// dropped them. A file that still has the bytes the page's model was made from is parsed
    /// again and keeps its model, with the block texts the load left out taken from the new
    /// tree; one changed since is read whole.
    public func withParse(_ page: LoadedPage) -> LoadedPage {
        guard let dropped = page.droppedSource, let parseReader else { return page }
        let relative = configuration.relativeFile(of: page.path, in: page.language)
        let bytes = FileBytes.read(path: ContentLoader.filePath(folder: folder, relative: relative)) ?? []
        guard ByteDigest(bytes) == dropped else {
            return ContentLoader.loadPage(folder: folder, language: page.language, path: page.path, reader: parseReader, file: relative)
        }
        let (document, source) = parseReader.parseAgain(bytes: bytes, path: page.displayPath)
        var model = document.map { page.page.withNodeTexts(from: $0) } ?? page.page
        model.document = document
        return LoadedPage(path: page.path, language: page.language, displayPath: page.displayPath, page: model, source: source,
                          diagnostics: page.diagnostics)
    }

    /// The sources of the files these diagnostics (and their notes) are in, by display path,
    /// for printing them with their lines; a page whose parse was dropped is read again.
    public func sources(of diagnostics: [Diagnostic]) -> [String: SourceText] {
        guard parseReader != nil else { return sources }
        var wanted = Set<String>()
        for diagnostic in diagnostics {
            wanted.insert(diagnostic.path)
            for note in diagnostic.notes { if let path = note.path { wanted.insert(path) } }
        }
        let pages = allPages.filter { wanted.contains($0.displayPath) }
        let read = ParallelMap.map(pages) { withParse($0).source }
        return Dictionary(zip(pages.map(\.displayPath), read)) { first, _ in first }
    }
}
