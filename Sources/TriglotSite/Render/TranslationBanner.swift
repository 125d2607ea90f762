import TriglotChecks
import TriglotContent
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
        guard case .outdated(let changes) = TranslationStatus.of(translation: shown, source: original, content: site.content) else { return nil }
        // The sections by the names the reader sees on this page, each linked to the English
        // section it must catch up with; a section the translation lacks keeps its English name.
        let glossary = SectionEvidence.glossary(site.content.glossary, language: language)
        let aligned = SectionAlignment.align(original.page.sections, shown.page.sections, glossary: glossary)
        let removedFrom = site.content.baseline(of: shown)?.englishPage.map {
            SectionAlignment.align($0.page.sections, shown.page.sections, glossary: glossary)
        }
        let names = changes.map { change -> String in
            if change.key == TranslationLock.introKey { return escape(shown.page.title?.text ?? original.page.title?.text ?? change.key) }
            if change.kind == .removed {
                let translated = removedFrom?.first { $0.source.id == change.key }?.translation
                return translated.map { escape($0.title) } ?? "<span lang=\"\(escape(source.code))\">\(escape(change.title))</span>"
            }
            let translated = aligned.first { $0.source.id == change.key }?.translation
            let name = translated.map { escape($0.title) } ?? "<span lang=\"\(escape(source.code))\">\(escape(change.title))</span>"
            return "<a href=\"\(englishHref)#\(escape(change.key))\" hreflang=\"\(escape(source.code))\">\(name)</a>"
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
