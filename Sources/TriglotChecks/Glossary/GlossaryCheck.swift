import TriglotContent
import TriglotMarkup
import TriglotModel

/// One term, one translation (`Content/glossary.yml`). Two findings, both in translated prose
/// outside code: a variant the glossary says to avoid (`委托` for "delegate"), anywhere; and a
/// known other translation of a term (`KnownTermVariants`) in a section whose English uses the
/// term while the section lacks the glossary's word. Nothing is flagged on absence alone: a
/// translator may rephrase a term away.
///
/// A page check, so each page's findings can be kept while other pages are edited (the
/// preview). It also reads the page's English original; a save re-checks a path in every
/// language, and a glossary change re-checks everything.
public struct GlossaryCheck: PageCheck {
    public static let id = "terminology.glossary"
    public static let defaultSeverity = Diagnostic.Severity.warning
    public static let summary = "A translation uses a term the glossary says to avoid, or another translation of a glossary term."

    public init() {}

    public func check(_ page: LoadedPage, context: CheckContext) -> [Diagnostic] {
        let terms = context.content.glossary.terms
        // Without terms there is nothing to find (and no prose to gather).
        guard page.language != context.sourceLanguage, !terms.isEmpty else { return [] }
        var diagnostics: [Diagnostic] = []
        for paragraph in context.prose(of: page) {
            for term in terms {
                for variant in term.avoid[page.language.code] ?? [] {
                    for range in TextSearch.ranges(of: variant, in: paragraph.text, textIsSimple: paragraph.isSingleScalar) {
                        let place = paragraph.sourceRange(of: range)
                        let chosen = term.translations[page.language.code]
                        diagnostics.append(diagnostic(
                            "'\(variant)' is a variant to avoid; the glossary translates '\(term.source)' as '\(chosen ?? "?")'",
                            in: page, at: place, fixIts: chosen.flatMap { Self.replacement(of: variant, with: $0, at: place, in: page) } ?? []))
                    }
                }
            }
        }
        if let source = context.content.page(page.path, in: context.sourceLanguage) {
            diagnostics += otherTranslations(source: source, translation: page, terms: terms, context: context)
        }
        return diagnostics
    }

    private func otherTranslations(source: LoadedPage, translation: LoadedPage, terms: [Glossary.Term], context: CheckContext) -> [Diagnostic] {
        let code = translation.language.code
        var diagnostics: [Diagnostic] = []
        for stretch in context.alignedStretches(source, translation) {
            let english = stretch.sourceProse(source, context).map(\.text).joined(separator: "\n")
            let paragraphs = stretch.translationProse(translation, context)
            let translated = paragraphs.map(\.text).joined(separator: "\n")
            // Lowercased (and found simple or not) once for all the terms, not once per term.
            let englishLowercased = english.lowercased()
            let englishIsSimple = SimpleText.isSimple(englishLowercased)
            var translatedLowercased: (text: String, isSimple: Bool)?
            for term in terms {
                guard let chosen = term.translations[code],
                      Self.usesTerm(term.source, inLowercased: englishLowercased, isSimple: englishIsSimple) else { continue }
                if translatedLowercased == nil {
                    let lowercased = translated.lowercased()
                    translatedLowercased = (lowercased, SimpleText.isSimple(lowercased))
                }
                guard let translatedLowercased, !Self.mentions(chosen.lowercased(), in: translatedLowercased) else { continue }
                let avoided = Set(term.avoid[code] ?? [])
                for variant in KnownTermVariants.variants(of: term.source, in: code) where !avoided.contains(variant) {
                    for paragraph in paragraphs {
                        for range in TextSearch.ranges(of: variant, in: paragraph.text, textIsSimple: paragraph.isSingleScalar) {
                            diagnostics.append(diagnostic(
                                "'\(variant)' translates '\(term.source)' here; the glossary's term is '\(chosen)'",
                                in: translation, at: paragraph.sourceRange(of: range),
                                notes: [sourceNote("the English section", source, at: stretch.sourcePlace)]))
                        }
                    }
                }
            }
        }
        return diagnostics
    }

    /// Whether the lowercased translation holds the glossary's word: on the bytes when both are
    /// simple text, else as before (Foundation's `contains`, which other text has always had).
    private static func mentions(_ word: String, in translation: (text: String, isSimple: Bool)) -> Bool {
        translation.isSimple && SimpleText.isSimple(word)
            ? TextSearch.contains(word, in: translation.text, textIsSimple: true)
            : translation.text.contains(word)
    }

    /// The English term as a word (any case), with the usual endings: "app", "Apps", "launched".
    static func usesTerm(_ term: String, in text: String) -> Bool {
        usesTerm(term, inLowercased: text.lowercased())
    }

    /// `usesTerm` in text already lowercased; `isSimple` is `SimpleText.isSimple(lower)` when known.
    static func usesTerm(_ term: String, inLowercased lower: String, isSimple: Bool? = nil) -> Bool {
        let needle = term.lowercased()
        for range in TextSearch.ranges(of: needle, in: lower, textIsSimple: isSimple) {
            let before = range.lowerBound == lower.startIndex ? nil : lower[lower.index(before: range.lowerBound)]
            if let before, before.isLetter || before.isNumber { continue }
            let rest = lower[range.upperBound...].prefix { $0.isLetter }
            if ["", "s", "es", "d", "ed", "ing"].contains(String(rest)) { return true }
        }
        return false
    }

    /// The fix-it putting the glossary's term in place of a variant, when the file's bytes there
    /// are the variant itself (not an entity or escape that reads as it).
    static func replacement(of variant: String, with chosen: String, at place: SourceRange, in page: LoadedPage) -> [Diagnostic.FixIt]? {
        let source = page.source
        let start = source.offset(of: place.lowerBound), end = source.offset(of: place.upperBound)
        guard start <= end, source.bytes[start..<end].elementsEqual(variant.utf8) else { return nil }
        return [Diagnostic.FixIt(range: place, replacement: chosen)]
    }
}
