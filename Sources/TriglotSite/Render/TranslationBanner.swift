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
        // The sections by the names the reader sees on this page, linked (a translated heading
        // takes the English section's id); a section the translation lacks keeps its English name.
        let aligned = SectionAlignment.align(original.page.sections, shown.page.sections,
                                             glossary: SectionEvidence.glossary(site.content.glossary, language: language))
        let names = keys.map { key -> String in
            if key == TranslationLock.introKey { return escape(shown.page.title?.text ?? original.page.title?.text ?? key) }
            guard let pair = aligned.first(where: { $0.source.id == key }) else { return escape(key) }
            guard let translated = pair.translation else {
                return "<span lang=\"\(escape(source.code))\">\(escape(pair.source.title))</span>"
            }
            return "<a href=\"#\(escape(key))\">\(escape(translated.title))</a>"
        }
        let text = strings.word("outdatedBanner", in: language)
        // The words are escaped, the names are HTML already: fill the placeholder after escaping.
        let placeholder = "{sections}"
        let separator = language.usesCJKScript ? "、" : ", "
        let sections = escape(strings.word("outdatedSections", in: language, ["sections": placeholder]))
            .replacing(placeholder, with: names.joined(separator: separator))
        let link = strings.word("readOriginal", in: language)
        return "<div class=\"banner banner-outdated\" role=\"note\"><p>\(escape(text)) \(sections) <a href=\"\(englishHref)\" hreflang=\"\(escape(source.code))\">\(escape(link))</a></p></div>\n"
    }
}
