import TriglotContent
import TriglotModel

/// What a language's home page lists: every page of the language but `index.md`, grouped by
/// folder (the folders in path order, the top level first, with the folders above them that
/// hold no page themselves), and the parts the list is cut into (`ListParts`). Worked out from
/// the paths alone, once per build, so that the sidebar of every page can link a folder to the
/// part that lists it.
struct HomePageList: Sendable {
    /// The folders listed, in order ("" for the top level).
    let folders: [String]
    /// The paths of each folder's pages, in no order, by the folder's place in `folders`.
    let pagesOfFolders: [[String]]
    let parts: ListParts
    private let placeOfFolder: [String: Int]

    /// `paths`: every path with a page in the language, in any order.
    init(paths: some Sequence<String>, pagerSize: Int) {
        let grouped = Dictionary(grouping: paths.lazy.filter { $0 != "index.md" }, by: NavigationTree.parent(of:))
        var folderPaths = Set(grouped.keys)
        for folder in grouped.keys {
            var parent = NavigationTree.parent(of: folder)
            while !parent.isEmpty, folderPaths.insert(parent).inserted { parent = NavigationTree.parent(of: parent) }
        }
        folders = folderPaths.sorted()
        pagesOfFolders = folders.map { grouped[$0] ?? [] }
        parts = ListParts(counts: pagesOfFolders.map(\.count), size: pagerSize)
        placeOfFolder = Dictionary(uniqueKeysWithValues: folders.enumerated().map { ($1, $0) })
    }

    /// The site path of part `part` (from 0) of a language's home page: `index.html`, then
    /// `index-2.html`, `index-3.html` … beside it (`ContentLoader.isHomePagePart`).
    static func sitePath(part: Int, in language: Language) -> String {
        language.urlSegment + (part == 0 ? "/index.html" : "/index-\(part + 1).html")
    }

    /// Whether a site path is a part after the first of a language's home page.
    static func isLaterPart(_ sitePath: String, in language: Language) -> Bool {
        let prefix = language.urlSegment + "/"
        return sitePath.hasPrefix(prefix) && ContentLoader.isHomePagePart(sitePath.dropFirst(prefix.count))
    }

    /// The site path of the part where a folder's list begins; the first part for a folder not listed.
    func sitePath(ofFolder folder: String, in language: Language) -> String {
        Self.sitePath(part: placeOfFolder[folder].map { parts.firstPart[$0] } ?? 0, in: language)
    }
}
