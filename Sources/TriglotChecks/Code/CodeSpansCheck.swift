import Foundation
import TriglotContent
import TriglotModel

/// Code spans are code: each paired block of a translation keeps the English block's code spans
/// and adds none. Writing a name with or without backticks, and translating the prose some
/// spans hold (`any (with argument)` → `any（引数ありの場合）`), and an example localised to the
/// translation's own locale (`LocalisedExamples`) are not findings. Nor are the ways a sentence
/// is rephrased: a span the English repeats named once, or a name the English page writes as
/// code elsewhere spelled out where the English says "it". One finding per block.
public struct CodeSpansCheck: TranslationCheck {
    public static let id = "translation.code-spans"
    public static let defaultSeverity = Diagnostic.Severity.error
    public static let summary = "A translation changes, drops or adds a code span."

    public init() {}

    public func check(source: LoadedPage, translation: LoadedPage, context: CheckContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let localised = LocalisedExamples(language: translation.language, configuration: context.content.configuration)
        let aligned = context.alignedBlocks(source, translation)
        // Every span of the English page, made when a block first adds one.
        var pageSpans: Set<String>?
        for blocks in aligned {
            // The leaves are compared in place and copied out only when their spans differ:
            // `blocks.pairs` copied every paired leaf, with each string and array in it.
            for (index, partner) in blocks.partners.enumerated() {
                guard let partner, !blocks.source[index].codeSpans.elementsEqual(blocks.translation[partner].codeSpans, by: { $0.text == $1.text })
                else { continue }
                let (english, translated) = (blocks.source[index], blocks.translation[partner])
                let differences = Self.differences(english, translated)
                var (missing, added) = localised.withoutLocalisedCopies(differences.missing, differences.added)
                // Rephrasings, where nothing else differs: a span the English repeats, named once
                // here ("the `dispatch` function … to the `dispatch` function"); a name the
                // English page writes in backticks elsewhere, spelled out where the English says
                // "it" (`useCallback` returns …). A span replaced by another stays a finding.
                if added.isEmpty {
                    let translatedTexts = Set(translated.codeSpans.map { Self.trimmed($0.text) })
                    missing.removeAll { translatedTexts.contains(Self.trimmed($0.text)) }
                } else if missing.isEmpty {
                    let spans = pageSpans ?? Set(aligned.flatMap { $0.source.flatMap { $0.codeSpans.map { Self.trimmed($0.text) } } })
                    pageSpans = spans
                    added.removeAll { spans.contains(Self.trimmed($0.text)) }
                }
                if missing.isEmpty, added.isEmpty { continue }
                let summary: String
                if missing.count == 1, added.count == 1 {
                    summary = "code span `\(added[0].text)` is `\(missing[0].text)` in the English"
                } else {
                    let parts = [missing.isEmpty ? nil : "code span\(missing.count == 1 ? "" : "s") \(Self.list(missing)) of the English \(missing.count == 1 ? "is" : "are") missing here",
                                 added.isEmpty ? nil : "\(Self.list(added)) \(added.count == 1 ? "is" : "are") not in the English"]
                    summary = parts.compactMap { $0 }.joined(separator: "; ")
                }
                diagnostics.append(diagnostic(summary, in: translation, at: added.first?.range ?? translated.range,
                                              notes: [sourceNote("the English code span", source, at: missing.first?.range ?? english.range)]))
            }
        }
        return diagnostics
    }

    /// A span as spans are matched: without the spaces around it, without a space before a
    /// tag's `/>` (`<slot name="x"/>` is `<slot name="x" />`), without a folder's trailing
    /// slash (`src/pages/` and `src/pages` name one folder), and without the empty call of a
    /// name (`fetch()` and `fetch`, `Astro.glob()` and `Astro.glob` name one function); a
    /// Hugo shortcode by its name (`Shortcodes`).
    static func trimmed(_ text: String) -> String {
        var span = text.trimmingCharacters(in: .whitespaces)
        if let name = Shortcodes.name(span) { return name }
        if span.contains(" />") { span = span.replacingOccurrences(of: " />", with: "/>") }
        if span.count > 1, span.hasSuffix("/"), !span.hasSuffix("//"), !span.contains(" ") { span.removeLast() }
        if span.count > 2, span.hasSuffix("()"),
           span.dropLast(2).allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "$" }) {
            span.removeLast(2)
        }
        return span
    }

    static func differences(_ english: LeafBlock, _ translation: LeafBlock) -> (missing: [LeafBlock.Token], added: [LeafBlock.Token]) {
        // Each span trimmed once: the matching below compares every span with every other.
        let englishTrimmed = english.codeSpans.map { trimmed($0.text) }
        var unmatched = translation.codeSpans.map { (span: $0, trimmed: trimmed($0.text)) }
        var missing: [LeafBlock.Token] = []
        for (span, spanTrimmed) in zip(english.codeSpans, englishTrimmed) {
            if let match = unmatched.firstIndex(where: { $0.trimmed == spanTrimmed }) {
                unmatched.remove(at: match)
            } else if !Self.prose(translation.prose, contains: spanTrimmed) {
                missing.append(span)
            }
        }
        // Every translated span has its English one: nothing is added.
        if unmatched.isEmpty { return (missing, []) }
        // A name the English writes as prose, put in backticks (`<style>` for "style tags"), or
        // punctuation quoted (`.` for "dot-delimited").
        let englishWords = Set(words(english.prose))
        var added = unmatched.filter { span, spanTrimmed in
            let core = words(span.text)
            if core.isEmpty || core.allSatisfy(englishWords.contains) { return false }
            return !Self.prose(english.prose, contains: spanTrimmed) && !englishTrimmed.contains(spanTrimmed)
        }.map(\.span)
        // Spans whose prose was translated stand in for the English spans beside them.
        let translated = added.filter(\.text.holdsNonLatinLetters)
        added.removeAll(where: \.text.holdsNonLatinLetters)
        missing.removeFirst(min(translated.count, missing.count))
        return (missing, added)
    }

    /// A text's words, lowercased: its runs of letters and digits. ASCII without CR is read as
    /// bytes, where each Character is one byte and a letter or digit by its value: splitting
    /// English prose Character by Character was half of this check, for each block pair whose
    /// spans differ. `characterLevelWords` is the rule, which `CodeSpansWordsTests` holds this to.
    static func words(_ text: String) -> [String] {
        guard NegationFastPath.isASCIIWithoutCR(text) else { return characterLevelWords(text) }
        return Array(text.utf8).split { !isASCIILetterOrDigit($0) }.map { word in
            String(decoding: word.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }, as: UTF8.self)
        }
    }

    /// Whether `prose` holds `text`, as Foundation's `contains` answers. Where both are simple
    /// text (`SimpleText`) the bytes are searched (`TextSearch`): Foundation compared them
    /// Character by Character through NSString for each span missing from a block. Anything
    /// else, and an empty text, takes `foundationContains`, which `CodeSpansWordsTests` holds this to.
    static func prose(_ prose: String, contains text: String) -> Bool {
        guard !text.isEmpty, SimpleText.isSimple(prose), SimpleText.isSimple(text) else { return foundationContains(prose, text) }
        return TextSearch.contains(text, in: prose, textIsSimple: true)
    }

    static func foundationContains(_ prose: String, _ text: String) -> Bool {
        prose.contains(text)
    }

    static func characterLevelWords(_ text: String) -> [String] {
        text.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init)
    }

    private static func isASCIILetterOrDigit(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
    }

    static func list(_ spans: [LeafBlock.Token]) -> String {
        spans.map { "`\($0.text)`" }.joined(separator: ", ")
    }
}

extension String {
    /// Whether the text has a letter of a script other than Latin: translated prose.
    var holdsNonLatinLetters: Bool {
        unicodeScalars.contains { $0.value > 0x24F && $0.properties.isAlphabetic }
    }
}
