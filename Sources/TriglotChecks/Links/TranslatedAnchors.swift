import TriglotContent
import TriglotModel

/// A translation whose headings are translated links to them by their translated ids: Spanish
/// `[Migración](#migrar-permisos)` where the English has `(#migrate-permissions)`, German
/// `/de/reference/icons/#alle-symbole` for `/reference/icons/#all-icons`. Ids made from Latin
/// letters are no sign of translation as a Chinese or Japanese id is, so such a pair is followed:
/// it leads where the English link does when both links lead to the same page and each fragment
/// is the id of a heading, of the same level, on the page its link leads to in its own language.
/// A link that drops a fragment its own page has no heading for leads there too; and so does a
/// link written another way to the same page and fragment (`./templates/global.d.ts.md` for the
/// English `/docs/handbook/declaration-files/templates/global-d-ts.html`, the page's permalink).
struct TranslatedAnchors {
    let context: CheckContext

    /// `missing` and `added` (`LinksCheck.differences`) without the pairs of English and
    /// translated links that lead to counterpart headings.
    func withoutCounterparts(_ missing: [LeafBlock.Token], _ added: [LeafBlock.Token], source: LoadedPage, translation: LoadedPage)
        -> (missing: [LeafBlock.Token], added: [LeafBlock.Token]) {
        TokenDifferences.withoutPairs(missing, added) { english, translated in
            leadsToCounterparts(english.text, from: source, translated.text, from: translation)
        }
    }

    /// Whether the two links lead to one page (written alike or not: `#插槽` on the page itself
    /// for `/en/basics/astro-components/#slots`) and the same fragment, or each to a heading of
    /// the same level there; or the translated link leads to the page without a fragment, where
    /// its page has no heading of the English fragment's id to keep (its headings' ids are
    /// translated). The page need not be translated yet for a link to lead to it.
    func leadsToCounterparts(_ english: String, from source: LoadedPage, _ translated: String, from translation: LoadedPage) -> Bool {
        guard let englishTarget = target(english, from: source), let translatedTarget = target(translated, from: translation),
              englishTarget.path == translatedTarget.path else { return false }
        if englishTarget.fragment == translatedTarget.fragment { return true }
        let content = context.content
        guard context.allowances.localisedAnchors, let englishFragment = englishTarget.fragment,
              let englishHeading = content.pages[source.language]?[englishTarget.path]?.page.sections.first(where: { $0.id == englishFragment }),
              let translatedPage = content.pages[translation.language]?[translatedTarget.path] else { return false }
        guard let translatedFragment = translatedTarget.fragment else {
            return !translatedPage.page.sections.contains { $0.id == englishFragment }
        }
        let translatedHeading = translatedPage.page.sections.first { $0.id == translatedFragment }
        return translatedHeading?.level == englishHeading.level
    }

    /// The path of the page a link on `page` leads to, with its fragment (decoded; nil for none
    /// or an empty one); nil when it leads to no page here.
    private func target(_ destination: String, from page: LoadedPage) -> (path: String, fragment: String?)? {
        let (rawPath, rawFragment) = RelativeLinksCheck.pathAndFragment(of: destination)
        guard let path = targetPath(rawPath, from: page) else { return nil }
        return (path, rawFragment.flatMap { $0.isEmpty ? nil : RelativeLinksCheck.percentDecoded($0) })
    }

    private func targetPath(_ rawPath: String, from page: LoadedPage) -> String? {
        if rawPath.isEmpty { return page.path }
        let content = context.content
        if rawPath.hasPrefix("/") {
            guard case .page(let found, _)? = context.siteAbsoluteLinks.target(of: rawPath) else { return nil }
            return found
        }
        guard !RelativeLinksCheck.hasScheme(rawPath),
              let resolved = RelativeLinksCheck.resolve(RelativeLinksCheck.percentDecoded(rawPath), from: page.path) else { return nil }
        return RelativeLinksCheck.linkedPage(rawPath, resolved: resolved, from: page, content: content)
    }
}
