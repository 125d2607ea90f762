import TriglotMarkup
import TriglotModel

extension ContentLoader {
    /// Whether `path`, inside a language's folder, is where the site puts a part of that
    /// language's home page: `index-2.html`, `index-3.html` … at its top, beside `index.html`,
    /// when the list of the language's pages is longer than a part (`pagination.pagerSize`).
    /// A page (`index-2.md`) or a resource (`index-2.html`) there would be overwritten by it or
    /// overwrite it, so neither is published, whatever the size of the site: a site that grows
    /// past a part must not lose a page it had.
    public static func isHomePagePart(_ path: String) -> Bool {
        isHomePagePart(path[...])
    }

    /// The same of a path cut from a longer one (a site path's, after its language's folder).
    public static func isHomePagePart(_ path: Substring) -> Bool {
        guard path.hasPrefix("index-") else { return false }
        let rest = path.dropFirst("index-".count)
        let number: Substring
        if rest.hasSuffix(".md") {
            number = rest.dropLast(".md".count)
        } else if rest.hasSuffix(".html") {
            number = rest.dropLast(".html".count)
        } else {
            return false
        }
        return isLaterPartNumber(number)
    }

    /// Whether `number` is how a list page's part after the first is numbered: 2, 3 … in ASCII
    /// digits, with no zero in front.
    static func isLaterPartNumber(_ number: Substring) -> Bool {
        guard let first = number.first, first != "0", number.allSatisfy({ $0.isASCII && $0.isNumber }) else { return false }
        return number.count > 1 || first != "1"
    }

    /// The walk without the pages and resources at a home page part's place, and a warning for each.
    static func withoutReservedPaths(_ walk: FolderWalk.Found, language: Language, folder: String,
                                     configuration: SiteConfiguration) -> FolderWalk.Found {
        guard walk.files.contains(where: isHomePagePart) || walk.resources.contains(where: isHomePagePart) else { return walk }
        var walk = walk
        let reserved = (walk.files + walk.resources).filter(isHomePagePart)
        walk.files.removeAll(where: isHomePagePart)
        walk.resources.removeAll(where: isHomePagePart)
        for path in reserved {
            let file = path.hasSuffix(".md") ? configuration.relativeFile(of: path, in: language)
                : configuration.relativeResourceFile(of: path, in: language)
            walk.diagnostics.append(Diagnostic(
                id: "content.reserved-path", severity: .warning,
                summary: "'\(path)' is where the site puts a part of the language's home page; this file is not published",
                explanation: "A language's home page lists its pages in parts of `pagination.pagerSize` (1,000 unless site.yml says otherwise); "
                    + "the second part is index-2.html, the third index-3.html, and so on. Rename the file.",
                path: display(folder, file), range: SourceRange(line: 1)))
        }
        return walk
    }
}
