import TriglotContent
import TriglotLowLevel
import TriglotModel

/// One page file on disk, read the way an editor's save can be caught half-way: look at it,
/// read it, look again, and read again while it keeps changing.
package enum PageFile {
    /// A regular file (not a link, which a full load would skip too) that a full load would read.
    /// `relative` is the page's file in the content folder (`zh-cn/a.md`, or `a.ja.md` beside `a.md`).
    package static func isPage(folder: String, relative: String) -> Bool {
        guard !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) else { return false }
        return FileStamp.isRegularFile(folder + "/" + relative)
    }

    /// The page's file as it is on disk now: `.md`, or `.mdx` when only that is there (the walk
    /// reads `.md` first, and so does this).
    package static func relativeFile(folder: String, path: String, language: Language, configuration: SiteConfiguration) -> String {
        let markdown = configuration.relativeFile(of: path, in: language)
        guard !isPage(folder: folder, relative: markdown), isPage(folder: folder, relative: markdown + "x") else { return markdown }
        return markdown + "x"
    }

    /// Read with the reader the site's configuration asks for, as a full load reads it.
    package static func readStable(folder: String, language: Language, path: String, configuration: SiteConfiguration,
                           reader: PageReader, attempts: Int = 5) -> LoadedPage {
        let relative = relativeFile(folder: folder, path: path, language: language, configuration: configuration)
        let file = folder + "/" + relative
        func load() -> LoadedPage {
            ContentLoader.loadPage(folder: folder, language: language, path: path, reader: reader, file: relative)
        }
        var before = stamp(file)
        var page = load()
        for _ in 1..<attempts {
            let after = stamp(file)
            if after == before { break }
            before = after
            page = load()
        }
        return page
    }

    private static func stamp(_ file: String) -> FileStamp? {
        FileStamp(path: file)
    }
}
