import TriglotModel

/// A Chinese or Japanese page whose prose paragraph has no Chinese or Japanese text was not
/// translated: English left behind, or pasted in. Code spans and addresses are left out before
/// judging, and short paragraphs (under 20 letters: a product name, a label) are not judged.
/// An article's title copied from the English page is untranslated too (a symbol page's title is
/// the symbol and stays as it is).
public struct UntranslatedCheck: TranslationCheck {
    public static let id = "translation.untranslated"
    public static let defaultSeverity = Diagnostic.Severity.error
    public static let summary = "A Chinese or Japanese page has an untranslated paragraph or article title."

    static let minimumLetters = 20

    public init() {}

    public func check(source: LoadedPage, translation: LoadedPage, context: CheckContext) -> [Diagnostic] {
        guard translation.language.usesCJKScript else { return [] }
        var diagnostics: [Diagnostic] = []
        if translation.page.kind == .article, let title = translation.page.title, let englishTitle = source.page.title,
           title.text == englishTitle.text, Self.letterCount(title.text) > 0,
           // A title that names code (`<script setup>`, `Composition API: setup()`) is kept as written.
           !title.text.contains(where: { "<>()`._/@$:{}[]".contains($0) }),
           // Nor one made of names alone ("Lantern API"): names stay as they are.
           !title.text.split(separator: " ").allSatisfy({ $0.first?.isUppercase ?? false }) {
            diagnostics.append(diagnostic("the title is the English title, untranslated", in: translation, at: title.range,
                                          notes: [sourceNote("the English title", source, at: englishTitle.range)]))
        }
        // Availability is not in the page's blocks; code blocks and lifecycle blocks hold no paragraphs.
        for paragraph in context.prose(of: translation) {
            // The cheap test first: counting letters walks Characters.
            guard !CJKText.containsCJK(paragraph.text), Self.letterCount(paragraph.text) >= Self.minimumLetters else { continue }
            diagnostics.append(diagnostic(
                "this paragraph has no \(translation.language.code) text; it looks untranslated", in: translation,
                at: paragraph.range, explanation: "Translate the paragraph; keep code spans, numbers and link targets as they are."))
        }
        return diagnostics
    }

    /// Letters outside bare addresses (`https://…` written as text).
    static func letterCount(_ text: String) -> Int {
        text.split(whereSeparator: \.isWhitespace).filter { !$0.contains("://") }.reduce(0) { $0 + $1.filter(\.isLetter).count }
    }
}
