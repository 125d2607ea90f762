import Foundation
import TriglotMarkup
import TriglotModel

extension ContentLoader {
    /// The folder inside the content folder whose files the site publishes at its root, as they
    /// are (`static/CNAME` → `CNAME`, `static/img/logo.svg` → `img/logo.svg`), as Hugo's and
    /// Docusaurus's `static/` do.
    public static let staticFolder = "static"

    /// The files the site makes at its root itself, which a static file may not replace.
    static let siteRootFiles: Set<String> = ["index.html", "404.html", "sitemap.xml", "translation-status.html"]

    /// Whether `path` is one of the numbered parts a large site's sitemap has (`sitemap-1.xml`,
    /// …, listed by `sitemap.xml`): the site makes those at its root too.
    public static func isSitemapPart(_ path: String) -> Bool {
        guard path.hasPrefix("sitemap-"), path.hasSuffix(".xml") else { return false }
        let number = path.dropFirst("sitemap-".count).dropLast(".xml".count)
        return !number.isEmpty && number.allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// Whether `path` is a part after the first of the translation-status page
    /// (`translation-status-2.html` …), which a site with more pages than a part has at its root.
    public static func isStatusPagePart(_ path: String) -> Bool {
        guard path.hasPrefix("translation-status-"), path.hasSuffix(".html") else { return false }
        return isLaterPartNumber(path.dropFirst("translation-status-".count).dropLast(".html".count))
    }

    /// The files of `static/`, and a warning for each the site makes itself (a language's
    /// folder, `assets/`, the root pages and sitemap), which is not published.
    public static func staticFiles(folder: String, configuration: SiteConfiguration) -> (files: [String], diagnostics: [Diagnostic]) {
        let root = display(folder, staticFolder)
        guard FileManager.default.fileExists(atPath: folder + "/" + staticFolder) else { return ([], []) }
        let walk = FolderWalk.markdownFiles(in: folder + "/" + staticFolder, display: root)
        let reservedFolders = Set(configuration.orderedLanguages.map(\.urlSegment) + ["assets"])
        var files: [String] = []
        var diagnostics = walk.diagnostics
        for path in (walk.files + walk.resources).sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            let top = String(path.prefix { $0 != "/" })
            if siteRootFiles.contains(path) || isSitemapPart(path) || isStatusPagePart(path)
                || (path.contains("/") && reservedFolders.contains(top.lowercased())) {
                diagnostics.append(Diagnostic(
                    id: "content.static-conflict", severity: .warning,
                    summary: "'\(path)' is a file the site makes itself; this one is not published",
                    explanation: "Files in \(staticFolder)/ go to the site's root as they are, beside the language folders, assets/ and the root pages; give it another name or folder.",
                    path: display(root, path), range: SourceRange(line: 1)))
                continue
            }
            files.append(path)
        }
        return (files, diagnostics)
    }
}
