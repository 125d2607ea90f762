import TriglotContent
import TriglotMarkup
import TriglotModel

/// A Chinese or Japanese page whose prose paragraph has no Chinese or Japanese text was not
/// translated: English left behind, or pasted in. In other languages, a paragraph that is word
/// for word its English partner was not translated either. Code spans and addresses are left out before
/// judging, and short paragraphs (under 20 letters: a product name, a label) are not judged,
/// nor one word (a path), nor a few capitalised names, nor images alone (their descriptions),
/// nor a quotation or a lone link's title the English page has word for
/// word (an error message quoted, "Hot Module Replacement is Easy" in a list of reading).
/// An article's title copied from the English page is untranslated too (a symbol page's title is
/// the symbol and stays as it is).
public struct UntranslatedCheck: TranslationCheck {
    public static let id = "translation.untranslated"
    public static let defaultSeverity = Diagnostic.Severity.error
    public static let summary = "A translation has an untranslated paragraph or article title."

    static let minimumLetters = 20
    /// A Chinese or Japanese paragraph without Chinese or Japanese text is judged on its own,
    /// whatever its English page is written in.
    public static let readsRawHTMLPages = true

    public init() {}

    public func check(source: LoadedPage, translation: LoadedPage, context: CheckContext) -> [Diagnostic] {
        guard translation.language.usesCJKScript else { return sameAsEnglish(source: source, translation: translation, context: context) }
        var diagnostics: [Diagnostic] = []
        if translation.page.kind == .article, let title = translation.page.title, let englishTitle = source.page.title,
           title.text == englishTitle.text, Self.letterCount(title.text) > 0,
           // A title that names code (`<script setup>`, `Composition API: setup()`) is kept as written.
           !title.text.contains(where: { "<>()`._/@$:{}[]".contains($0) }),
           // Nor one made of names alone ("Lantern API", "Turso & Astro"): names stay as they are.
           !title.text.split(separator: " ").allSatisfy({ word in word.first?.isUppercase ?? false || !word.contains(where: \.isLetter) }) {
            diagnostics.append(diagnostic("the title is the English title, untranslated", in: translation, at: title.range,
                                          notes: [sourceNote("the English title", source, at: englishTitle.range)]))
        }
        // Availability is not in the page's blocks; code blocks and lifecycle blocks hold no paragraphs.
        let prose = context.prose(of: translation)
        var untranslated: [Diagnostic] = []
        // The English page's quotations and link titles, which a translation keeps as they are.
        var keptAsWritten: Set<String>?
        // The paragraphs translated, and those there were words to translate in: what "most of
        // the page" is counted against.
        var judged = 0
        for paragraph in prose {
            // The cheap test first: counting letters walks Characters.
            if CJKText.containsCJK(paragraph.text) {
                judged += 1
                continue
            }
            guard Self.letterCount(paragraph.text) >= Self.minimumLetters, !Self.isNames(paragraph.text), !paragraph.isOnlyImages else { continue }
            judged += 1
            if paragraph.isQuoted || paragraph.isOnlyALink {
                let kept = keptAsWritten ?? Set(context.prose(of: source).filter { $0.isQuoted || $0.isOnlyALink }.map { Self.normalised($0.text) })
                keptAsWritten = kept
                if kept.contains(Self.normalised(paragraph.text)) { continue }
            }
            untranslated.append(diagnostic(
                "this paragraph has no \(translation.language.code) text; it looks untranslated", in: translation,
                at: paragraph.range, explanation: "Translate the paragraph; keep code spans, numbers and link targets as they are."))
        }
        return diagnostics + onePerPage(untranslated, paragraphs: judged, in: translation)
    }

    /// A page with at least this many untranslated paragraphs, half of its paragraphs or more,
    /// is one finding: the page is untranslated (an English page copied in to be translated
    /// later, or English sections merged in from upstream), and a finding at every paragraph
    /// would bury the pages that have one or two.
    static let wholePageMinimum = 5

    /// The findings, or one for the page at the first when they are most of it.
    func onePerPage(_ findings: [Diagnostic], paragraphs: Int, in translation: LoadedPage) -> [Diagnostic] {
        guard findings.count >= Self.wholePageMinimum, findings.count * 2 >= paragraphs, let first = findings.first else { return findings }
        return [Diagnostic(
            id: first.id, severity: first.severity,
            summary: "\(findings.count) of the page's \(paragraphs) paragraphs are untranslated (this is the first)",
            explanation: "The page is mostly the English text. Translate it, or remove it until it is translated: the site shows the English page in its place.",
            path: first.path, range: first.range)]
    }

    /// In a language written in the English script, where the script cannot tell: paragraphs
    /// whose prose is word for word the English paragraph they are paired with.
    private func sameAsEnglish(source: LoadedPage, translation: LoadedPage, context: CheckContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var paragraphs = 0
        for blocks in context.alignedBlocks(source, translation) {
            paragraphs += blocks.pairs.count(where: { $0.translation.kind == .paragraph })
            for (english, translated) in blocks.pairs where english.kind == .paragraph && translated.kind == .paragraph {
                let prose = Self.normalised(translated.prose)
                guard prose == Self.normalised(english.prose), Self.letterCount(prose) >= Self.minimumLetters, !Self.isNames(prose),
                      !(translation.page.document.map { ProseParagraph.holdsOnlyImages(MarkupNode(document: $0, index: translated.node)) } ?? false)
                else { continue }
                diagnostics.append(diagnostic(
                    "this paragraph is the English paragraph, untranslated", in: translation, at: translated.range,
                    explanation: "Translate the paragraph; keep code spans, numbers and link targets as they are.",
                    notes: [sourceNote("the English paragraph", source, at: english.range)]))
            }
        }
        return onePerPage(diagnostics, paragraphs: paragraphs, in: translation)
    }

    /// Whether a paragraph's prose names, and says nothing to translate: one word
    /// (`/etc/systemd/system.conf`, `http.server.request.body.size`), or a few words each
    /// capitalised, joined by signs (`Alexander Wert – Elastic`, `Tommy Reilly (Polar Signals)`).
    static func isNames(_ prose: String) -> Bool {
        let words = prose.split(whereSeparator: \.isWhitespace)
        guard words.count > 1 else { return true }
        return words.count <= maximumNameWords && words.allSatisfy { word in word.first(where: \.isLetter)?.isUppercase ?? true }
    }

    /// Names run to a handful of words; a longer run of capitalised words is a title to translate.
    static let maximumNameWords = 6

    /// Prose with its spaces collapsed: a paragraph rewrapped is the same paragraph.
    static func normalised(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// Letters outside bare addresses (`https://…` written as text).
    static func letterCount(_ text: String) -> Int {
        text.split(whereSeparator: \.isWhitespace).filter { !$0.contains("://") }.reduce(0) { $0 + $1.filter(\.isLetter).count }
    }
}
