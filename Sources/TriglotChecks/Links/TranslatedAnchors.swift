import TriglotContent
import TriglotModel

/// A translation whose headings are translated links to them by their translated ids: Spanish
/// `[Migración](#migrar-permisos)` where the English has `(#migrate-permissions)`, German
/// `/de/reference/icons/#alle-symbole` for `/reference/icons/#all-icons`. Ids made from Latin
/// letters are no sign of translation as a Chinese or Japanese id is, so such a pair is followed:
/// it leads where the English link does when both links lead to the same page and each fragment
/// is the id of a heading, of the same level, on the page its link leads to in its own language.
/// A link that drops a fragment its own page has no heading for leads there too.
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

    /// Whether the two links lead to one page (written alike or not: `#插槽` on the page itself
    /// for `/en/basics/astro-components/#slots`), each at a heading of the same level there; or
    /// the translated link leads to the page without a fragment, where its page has no heading
    /// of the English fragment's id to keep (its headings' ids are translated).
    func leadsToCounterparts(_ english: String, from source: LoadedPage, _ translated: String, from translation: LoadedPage) -> Bool {
        guard let englishTarget = target(english, from: source), let englishFragment = englishTarget.fragment,
              let translatedTarget = target(translated, from: translation), englishTarget.page.path == translatedTarget.page.path,
              let englishHeading = englishTarget.page.page.sections.first(where: { $0.id == englishFragment }) else { return false }
        guard let translatedFragment = translatedTarget.fragment else {
            return !translatedTarget.page.page.sections.contains { $0.id == englishFragment }
        }
        let translatedHeading = translatedTarget.page.page.sections.first { $0.id == translatedFragment }
        return translatedHeading?.level == englishHeading.level
    }

    /// The page of `page`'s language a link on it leads to, with its fragment (decoded; nil
    /// for none or an empty one); nil when it leads to no page here.
    private func target(_ destination: String, from page: LoadedPage) -> (page: LoadedPage, fragment: String?)? {
        let (rawPath, rawFragment) = RelativeLinksCheck.pathAndFragment(of: destination)
        guard let found = targetPage(rawPath, from: page) else { return nil }
        return (found, rawFragment.flatMap { $0.isEmpty ? nil : RelativeLinksCheck.percentDecoded($0) })
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
