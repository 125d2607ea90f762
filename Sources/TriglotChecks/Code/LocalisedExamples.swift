import Foundation
import TriglotModel

/// A translated example that names its own language where the English names another: the
/// Korean page's `/ko/foo` and `ko` for the English `/zh/foo` and `zh`, the Russian page's
/// `@/ru/components/Demo.vue` for `@/components/Demo.vue`. VitePress's docs localise their
/// examples so; the code is the same but for the translation's own locale.
struct LocalisedExamples {
    /// How the translation's language is written in paths, lowercased (`ko`, `zh-cn`, `zh-hans`).
    let ownSpellings: Set<String>

    init(language: Language, configuration: SiteConfiguration) {
        ownSpellings = Set((configuration.spellings(of: language) + [language.code]).map { $0.lowercased() })
    }

    /// `missing` and `added` (`CodeSpansCheck.differences`) without the pairs of an English span
    /// and the translation's localised copy of it.
    func withoutLocalisedCopies(_ missing: [LeafBlock.Token], _ added: [LeafBlock.Token]) -> (missing: [LeafBlock.Token], added: [LeafBlock.Token]) {
        TokenDifferences.withoutPairs(missing, added) { english, translated in isLocalisedCopy(translated.text, of: english.text) }
    }

    /// Whether `translated` is `english` with locales in place of, or beside, its own: each
    /// locale the translation adds is its own language's.
    func isLocalisedCopy(_ translated: String, of english: String) -> Bool {
        let (englishParts, translatedParts) = (Self.parts(english), Self.parts(translated))
        guard englishParts.count > 1 || LinkComparison.isLocale(english) else { return false }
        let added = translatedParts.filter { LinkComparison.isLocale($0) && !englishParts.contains($0) }
        guard !added.isEmpty, added.allSatisfy({ ownSpellings.contains($0.lowercased()) }) else { return false }
        return englishParts.filter { !LinkComparison.isLocale($0) } == translatedParts.filter { !LinkComparison.isLocale($0) }
    }

    private static func parts(_ span: String) -> [String] {
        span.trimmingCharacters(in: .whitespaces).split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    }
}
