import TriglotContent
import TriglotModel

/// Numbers and versions (`6.0`, `13.1`, `25`) in prose survive translation: each paired block of
/// a translation states the English block's numbers, as digits or (with
/// `checks.allow.numberForms`, the default) in another form: `2,147,483,647`, full-width digits,
/// "three" or 三. Code spans, link destinations and list numbering are not prose. One finding per
/// block.
public struct NumbersCheck: TranslationCheck {
    public static let id = "translation.numbers"
    public static let defaultSeverity = Diagnostic.Severity.error
    public static let summary = "A translated paragraph states different numbers or versions than the English paragraph."

    public init() {}

    public func check(source: LoadedPage, translation: LoadedPage, context: CheckContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let forms = context.allowances.numberForms
        for blocks in context.alignedBlocks(source, translation) {
            for (index, partner) in blocks.partners.enumerated() {
                guard let partner, blocks.source[index].kind == .paragraph || blocks.source[index].kind == .row else { continue }
                // Without digits on either side nothing is missing or added (the words only
                // excuse digits): most blocks state none, and are not copied out.
                if forms, blocks.source[index].numbers.digits.isEmpty, blocks.translation[partner].numbers.digits.isEmpty { continue }
                let (english, translated) = (blocks.source[index], blocks.translation[partner])
                // The leaves read their numbers in every form; `numberForms: false` reads digits alone.
                var (missing, added) = forms ? NumberForms.differences(english.numbers, translated.numbers)
                    : NumberForms.differences(NumberForms(english.prose, allowForms: false), NumberForms(translated.prose, allowForms: false))
                // A number moved between prose and a code span (`length > 1000` → 1000) is kept.
                let (englishCode, code) = (english.codeSpans.map(\.text).joined(separator: " "), translated.codeSpans.map(\.text).joined(separator: " "))
                missing.removeAll { NumberForms(code).digits.contains($0) }
                added.removeAll { NumberForms(englishCode).digits.contains($0) }
                // Rephrasings, where nothing else differs: a number the English states, stated
                // again ("twice … one of the instances" as 「2 回…2 つのインスタンスのうち 1 つ」),
                // or a number the English repeats, stated once.
                if missing.isEmpty {
                    added.removeAll { english.numbers.digits.contains($0) || english.numbers.words.contains($0) }
                } else if added.isEmpty {
                    missing.removeAll { translated.numbers.digits.contains($0) || translated.numbers.words.contains($0) }
                }
                if missing.isEmpty, added.isEmpty { continue }
                let summary: String
                if missing.count == 1, added.count == 1 {
                    summary = "the number \(added[0]) is \(missing[0]) in the English"
                } else {
                    let parts = [missing.isEmpty ? nil : "the English states \(missing.joined(separator: ", ")) here; this does not",
                                 added.isEmpty ? nil : "\(added.joined(separator: ", ")) \(added.count == 1 ? "is" : "are") not in the English"]
                    summary = parts.compactMap { $0 }.joined(separator: "; ")
                }
                diagnostics.append(diagnostic(summary, in: translation, at: translated.range,
                                              explanation: "Keep numbers and versions as the English page states them.",
                                              notes: [sourceNote("the English paragraph", source, at: english.range)]))
            }
        }
        return diagnostics
    }
}
