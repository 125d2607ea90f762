import TriglotChecks
import TriglotMarkup
import TriglotModel

/// The note above a page that is not a current translation: shown in English where the
/// translation is missing, or translated from an English page that has changed since.
enum TranslationBanner {
    static func html(path: String, language: Language, shown: LoadedPage, isFallback: Bool, sitePath: String, site: SiteRenderContext) -> String? {
        let strings = site.strings
        let escape = HTMLEscaping.escape
        let source = site.sourceLanguage
        let englishHref = escape(SiteLayout.relativeURL(from: sitePath, to: SiteLayout.outputPath(of: path, in: source)))
        if isFallback {
            let text = strings.word("fallbackBanner", in: language, ["language": site.content.configuration.name(of: language)])
            return "<div class=\"banner banner-fallback\" role=\"note\"><p>\(escape(text))</p></div>\n"
        }
        guard language != source, let original = site.content.page(path, in: source) else { return nil }
        guard case .outdated(let keys) = TranslationStatus.of(translation: shown, source: original, lock: site.content.translationLock) else { return nil }
        let titles = keys.map { key -> String in
            key == TranslationLock.introKey ? (original.page.title?.text ?? key) : (original.page.section(withID: key)?.title ?? key)
        }
        let text = strings.word("outdatedBanner", in: language)
        let sections = strings.word("outdatedSections", in: language, ["sections": titles.joined(separator: ", ")])
        let link = strings.word("readOriginal", in: language)
        return "<div class=\"banner banner-outdated\" role=\"note\"><p>\(escape(text)) \(escape(sections)) <a href=\"\(englishHref)\" hreflang=\"\(escape(source.code))\">\(escape(link))</a></p></div>\n"
    }
}
