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
        let relative = configuration.relativeFile(of: page.path, in: page.language)
        return ContentLoader.loadPage(folder: folder, language: page.language, path: page.path, reader: parseReader, file: relative)
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
