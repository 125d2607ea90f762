import TriglotContent
import TriglotModel

/// A translation whose headings are translated links to them by their translated ids: Spanish
/// `[Migración](#migrar-permisos)` where the English has `(#migrate-permissions)`, German
/// `/de/reference/icons/#alle-symbole` for `/reference/icons/#all-icons`. Ids made from Latin
/// letters are no sign of translation as a Chinese or Japanese id is, so such a pair is followed:
/// it leads where the English link does when both links name the same page and each fragment is
/// the id of a heading, of the same level, on the page its link leads to in its own language.
struct TranslatedAnchors {
    let context: CheckContext

    /// `missing` and `added` (`LinksCheck.differences`) without the pairs of English and
    /// translated links that lead to counterpart headings.
    func withoutCounterparts(_ missing: [LeafBlock.Token], _ added: [LeafBlock.Token], source: LoadedPage, translation: LoadedPage)
        -> (missing: [LeafBlock.Token], added: [LeafBlock.Token]) {
        guard context.allowances.localisedAnchors else { return (missing, added) }
        return TokenDifferences.withoutPairs(missing, added) { english, translated in
            leadsToCounterparts(english.text, from: source, translated.text, from: translation)
        }
    }

    /// Whether the two links name the same page, each at a heading of the same level there.
    func leadsToCounterparts(_ english: String, from source: LoadedPage, _ translated: String, from translation: LoadedPage) -> Bool {
        let comparison = context.linkComparison
        let (englishPage, englishFragment) = LinkComparison.split(comparison.key(english))
        let (translatedPage, translatedFragment) = LinkComparison.split(comparison.key(translated))
        guard englishPage == translatedPage, englishFragment != nil, translatedFragment != nil,
              let englishHeading = heading(english, from: source), let translatedHeading = heading(translated, from: translation)
        else { return false }
        return englishHeading.level == translatedHeading.level
    }

    /// The heading a link on `page` leads to, on a page of `page`'s language: its own (`#id`),
    /// one a relative link names, or one under `links.root`; nil when it names none here.
    func heading(_ destination: String, from page: LoadedPage) -> Section? {
        let (rawPath, rawFragment) = RelativeLinksCheck.pathAndFragment(of: destination)
        guard let rawFragment, !rawFragment.isEmpty else { return nil }
        let fragment = RelativeLinksCheck.percentDecoded(rawFragment)
        guard let target = targetPage(rawPath, from: page) else { return nil }
        return target.page.sections.first { $0.id == fragment }
    }

    private func targetPage(_ rawPath: String, from page: LoadedPage) -> LoadedPage? {
        if rawPath.isEmpty { return page }
        let content = context.content
        let path: String
        if rawPath.hasPrefix("/") {
            guard case .page(let found, _)? = context.siteAbsoluteLinks.target(of: rawPath) else { return nil }
            path = found
        } else {
            guard !RelativeLinksCheck.hasScheme(rawPath),
                  let resolved = RelativeLinksCheck.resolve(RelativeLinksCheck.percentDecoded(rawPath), from: page.path) else { return nil }
            path = RelativeLinksCheck.pagePath(ofResolved: resolved, in: page.language, content: content) { content.hasPage($0, in: page.language) }
        }
        return content.pages[page.language]?[path]
    }
}
