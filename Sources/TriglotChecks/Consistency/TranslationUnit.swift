import TriglotContent
import TriglotLowLevel
import TriglotMarkup
import TriglotModel

/// A short piece of an English page and its translation, as the pages pair them: a heading, a
/// list item or a one-sentence paragraph. The same English unit on two pages should read the
/// same in each language; the units are what `translation.consistency` and `triglot glossary
/// suggest` compare.
public struct TranslationUnit: Sendable {
    public enum Kind: String, Sendable { case heading, paragraph }

    public var kind: Kind
    /// The English as compared: spaces collapsed.
    public var english: String
    public var translation: String
    public var language: Language
    public var page: PageName
    public var range: SourceRange
    public var englishPage: PageName
    public var englishRange: SourceRange

    /// Which page a unit is on. Not the page itself: a batched run keeps every pair's units
    /// until the end, and a loaded page would keep its parse and source with it.
    public struct PageName: Sendable, Equatable {
        public var path: String
        public var displayPath: String

        init(_ page: LoadedPage) {
            (path, displayPath) = (page.path, page.displayPath)
        }
    }

    /// Units up to this many English words: a longer paragraph is seldom written twice.
    static let maximumWords = 12

    /// Every unit of every translation pair of the context, page by page.
    public static func all(in context: CheckContext, language: Language? = nil) -> [TranslationUnit] {
        byPair(in: context, language: language).values.flatMap { $0 }
    }

    /// The units of each translation pair of the context (of one language's pairs, or all), as
    /// the memo keeps them: with which pairs' units were made again, and the units before.
    static func byPair(in context: CheckContext, language: Language? = nil) -> PageMemo.Column<[TranslationUnit]> {
        let places = context.translationPairs.indices.filter { language == nil || context.translationPairs[$0].translation.language == language }
        if context.memo.trustsPlaces {
            // A batched run's: the batch's pairs, as places in this column. Looked up where they
            // are, since a copy of every pair for each batch costs a batch as much as the content.
            let limit = context.batch.map { language == nil ? $0.pairs : Self.positions(of: $0.pairs, in: places) }
            let allPairs = context.translationPairs
            return context.memo.column(memoKey(language), count: places.count, limit: limit) {
                units(allPairs[places[$0]].source, allPairs[places[$0]].translation, context: context)
            }
        }
        let pairs = places.map { context.translationPairs[$0] }
        return context.memo.column(memoKey(language), pairs.map { PageMemo.Identity($0.source, $0.translation) }) {
            units(pairs[$0].source, pairs[$0].translation, context: context)
        }
    }

    /// Where each of `places` is in `all`, for those it has.
    static func positions(of places: [Int], in all: [Int]) -> [Int] {
        let wanted = Set(places)
        return all.indices.filter { wanted.contains(all[$0]) }
    }

    private static func memoKey(_ language: Language?) -> String {
        "translation-units " + (language?.code ?? "")
    }

    static func units(_ source: LoadedPage, _ translation: LoadedPage, context: CheckContext) -> [TranslationUnit] {
        var units: [TranslationUnit] = []
        for pair in context.sectionAlignment(source, translation) {
            guard let translated = pair.translation, pair.source.kind == .custom else { continue }
            append(.heading, pair.source.title, translated.title, pair.source.headingRange, translated.headingRange)
        }
        for stretch in context.alignedBlocks(source, translation) {
            for (english, translated) in stretch.pairs where english.kind == .paragraph && translated.kind == .paragraph {
                append(.paragraph, english.text, translated.text, english.range, translated.range)
            }
        }
        func append(_ kind: Kind, _ english: String, _ translated: String, _ englishRange: SourceRange, _ range: SourceRange) {
            // Twelve words are seldom more than a hundred and fifty letters: a long paragraph
            // is passed over before it is normalised.
            guard english.utf8.count <= maximumWords * 16 else { return }
            let englishText = normalized(english), translatedText = normalized(translated)
            let words = englishText.split(separator: " ").count
            // A unit of a word or two is a name or a label (`Type`, `Details`) only as a heading.
            guard words <= maximumWords, words >= (kind == .heading ? 1 : 3), !translatedText.isEmpty,
                  englishText != translatedText, englishText.contains(where: \.isLetter) else { return }
            units.append(TranslationUnit(kind: kind, english: englishText, translation: translatedText, language: translation.language,
                                         page: PageName(translation), range: range, englishPage: PageName(source), englishRange: englishRange))
        }
        return units
    }

    /// Spaces collapsed and a closing full stop dropped: `Returns the app.` and `Returns the app`
    /// are one unit, `返回 App。` and `返回 App` one translation.
    static func normalized(_ text: String) -> String {
        // On bytes: runs of ASCII spaces, tabs and line breaks become one space.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            let isSpace = byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
            if isSpace {
                if let last = bytes.last, last != 0x20 { bytes.append(0x20) }
            } else {
                bytes.append(byte)
            }
        }
        var result = String(decoding: bytes, as: UTF8.self)
        while let last = result.last, ".。． ".contains(last) { result.removeLast() }
        return result
    }
}
