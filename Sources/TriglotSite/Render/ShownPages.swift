import TriglotContent
import TriglotModel

/// Which page the site shows at each path of each language: the language's own translation, or
/// the English page standing in for it.
extension ContentSet {
    /// The page shown at a path in a language: its own translation, or the English page as a fallback.
    func shownPage(_ path: String, in language: Language) -> (page: LoadedPage, isFallback: Bool)? {
        if let page = page(path, in: language) { return (page, false) }
        if let page = page(path, in: sourceLanguage) { return (page, true) }
        return nil
    }

    /// Every path that has an output page in a language: its own pages and the English ones.
    func outputPaths(in language: Language) -> [String] {
        let own = Set((pages[language] ?? [:]).keys)
        let source = Set((pages[sourceLanguage] ?? [:]).keys)
        return own.union(source).sorted()
    }
}
