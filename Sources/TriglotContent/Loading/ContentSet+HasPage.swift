import TriglotModel

extension ContentSet {
    /// Whether a language has its own page at a path: asked by its key alone, where
    /// `page(_:in:) != nil` would copy the whole page out of the table only to compare it with nil.
    public func hasPage(_ path: String, in language: Language) -> Bool {
        pages[language]?.index(forKey: path) != nil
    }

    /// The page a resolved link names (`guide/`, `guide`, `guide.md`): a folder's page
    /// (`PageFileName.folderPages`), the page itself, or one without its `.md`; nil when it
    /// names no page of the language.
    public func page(namedByResolvedLink resolved: String, in language: Language) -> String? {
        guard resolved.isEmpty || resolved.hasSuffix("/") else {
            return hasPage(resolved, in: language) ? resolved : pageForLinkWithoutExtension(resolved, in: language)
        }
        return PageFileName.folderPages(of: resolved).first { hasPage($0, in: language) }
    }

    /// The page a link written without `.md` names: `guide` is `guide.md`, `guide/index.md` or
    /// `guide/_index.md`, as VitePress, Hugo and Docusaurus read it; and a link to an MDX file
    /// names its page (`guide.mdx` is `guide.md`). nil for a path with another extension, or no such page.
    public func pageForLinkWithoutExtension(_ resolved: String, in language: Language) -> String? {
        if PageFileName.isMDX(resolved) {
            let page = PageFileName.pagePath(ofFile: resolved)
            return hasPage(page, in: language) ? page : nil
        }
        guard !resolved.isEmpty, !(resolved.split(separator: "/").last ?? "").contains(".") else { return nil }
        return PageFileName.extensionlessPages(of: resolved).first { hasPage($0, in: language) }
    }
}
