import TriglotContent
import TriglotModel

/// Which page a relative link leads to, for `links.relative` and for `translation.links`, which
/// follows links to their pages (`TranslatedAnchors`).
extension RelativeLinksCheck {
    /// The page a resolved relative link names: a folder's page for `guide/`
    /// (`PageFileName.folderPages`), and a path that is no page (`has` says) may be one without
    /// its extension (`guide/intro`). A path that names no page is returned as it is.
    static func pagePath(ofResolved resolved: String, in language: Language, content: ContentSet, has: (String) -> Bool) -> String {
        guard resolved.isEmpty || resolved.hasSuffix("/") else {
            guard !has(resolved), let page = content.pageForLinkWithoutExtension(resolved, in: language) else { return resolved }
            return page
        }
        let candidates = PageFileName.folderPages(of: resolved)
        return candidates.first(where: has) ?? candidates[0]
    }

    /// The page a relative link on `page` leads to: its language's; else the source's, shown
    /// until that one is translated (`payment/` is `payment.md` there); else the page the link
    /// names read against the page's address (`pageAtAddress`). nil when it names none.
    static func linkedPage(_ rawPath: String, resolved: String, from page: LoadedPage, content: ContentSet) -> String? {
        existingPage(ofResolved: resolved, from: page, content: content) ?? pageAtAddress(rawPath, from: page, content: content)
    }

    /// The page of its own language or the source's that a link written as an address names
    /// when it is read against the page's address (`PageFileName.addressFolderPath`), as Hugo
    /// reads `../install/` on `guide/setup.md`; nil when that names none either.
    static func pageAtAddress(_ rawPath: String, from page: LoadedPage, content: ContentSet) -> String? {
        guard PageFileName.isAddress(rawPath), let base = PageFileName.addressFolderPath(of: page.path),
              let resolved = resolve(percentDecoded(rawPath), from: base) else { return nil }
        return existingPage(ofResolved: resolved, from: page, content: content)
    }

    /// The page a resolved link names in `page`'s language, else in the source's.
    private static func existingPage(ofResolved resolved: String, from page: LoadedPage, content: ContentSet) -> String? {
        for language in [page.language, content.sourceLanguage] {
            let path = pagePath(ofResolved: resolved, in: language, content: content) { content.hasPage($0, in: language) }
            if content.hasPage(path, in: language) { return path }
        }
        return nil
    }

    /// An address the generator fills in (`{{% param blogPostURL %}}`, `{{ site.baseurl }}/x`):
    /// only the built site knows where it leads.
    static func isTemplated(_ destination: String) -> Bool {
        destination.contains("{{") || destination.contains("{%")
    }
}
