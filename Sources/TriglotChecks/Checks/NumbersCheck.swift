import TriglotMarkup
import TriglotModel

/// Numbers and versions (`6.0`, `13.1`, `25`) in prose survive translation unchanged: each aligned
/// section of a translation has the same multiset of them as the English section. Code spans,
/// link destinations and availability are not prose; list numbering is markup, not text.
public struct NumbersCheck: TranslationCheck {
    public static let id = "translation.numbers"
    public static let defaultSeverity = Diagnostic.Severity.warning
    public static let summary = "A translation's section has different numbers or versions in its prose than the English section."

    public init() {}

    public func check(source: LoadedPage, translation: LoadedPage, context: CheckContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for stretch in context.alignedStretches(source, translation) {
            let englishParagraphs = stretch.sourceProse(source, context)
            let paragraphs = stretch.translationProse(translation, context)
            // Field by field, by index: `map` handed over a copy of each paragraph, its text, parse
            // and facts retained.
            let found = paragraphs.indices.map { Self.numbers(in: paragraphs[$0].text, isSimple: paragraphs[$0].isSingleScalar) }
            // The same numbers in the same order: nothing to count, no place to work out, and
            // no list of them to make (an English paragraph has its numbers already).
            let englishPlaced = englishParagraphs.lazy.map(Self.placedNumbers).joined()
            if englishPlaced.map(\.text).elementsEqual(found.lazy.joined().map(\.text)) { continue }
            let english = Array(englishPlaced)
            let (englishNumbers, otherNumbers) = (english.map(\.text), found.flatMap { $0.map(\.text) })
            let other = zip(paragraphs, found).flatMap { paragraph, numbers in numbers.map { ($0.text, paragraph.sourceRange(of: $0.range)) } }
            let englishCounts = Multiset(englishNumbers)
            let otherCounts = Multiset(otherNumbers)
            for number in englishCounts.subtracting(otherCounts).sortedElements {
                guard let near = english.first(where: { $0.0 == number }) else { continue }
                // The paragraph at the same position stands for the English one when the counts agree.
                // By offset: the two lists are slices of different pages' paragraphs, indexed each from its own start.
                let offset = englishParagraphs.firstIndex { $0.range.lowerBound <= near.1.lowerBound && near.1.lowerBound < $0.range.upperBound }
                    .map { englishParagraphs.distance(from: englishParagraphs.startIndex, to: $0) }
                let place = offset.flatMap { englishParagraphs.count == paragraphs.count ? paragraphs[paragraphs.startIndex + $0].range : nil }
                diagnostics.append(diagnostic(
                    "the number \(number) of the English section is missing or changed here", in: translation,
                    at: place ?? stretch.translationPlace,
                    explanation: "Keep numbers and versions as ASCII digits, exactly as in the English page.",
                    notes: [sourceNote("the English number", source, at: near.1)]))
            }
            for number in otherCounts.subtracting(englishCounts).sortedElements {
                let place = other.first { $0.0 == number }?.1
                diagnostics.append(diagnostic("the number \(number) is not in the English section", in: translation, at: place))
            }
        }
        return diagnostics
    }

    /// The paragraph's numbers with their places in the file; an English paragraph has them already.
    static func placedNumbers(_ paragraph: ProseParagraph) -> [(text: String, range: SourceRange)] {
        if let shared = paragraph.shared { return shared.numbers }
        return numbers(in: paragraph.text, isSimple: paragraph.isSingleScalar).map { ($0.text, paragraph.sourceRange(of: $0.range)) }
    }

    /// ASCII digit runs with their dotted parts: `13.1`, `25`, `12.1` (not the full stop after it).
    /// `isSimple` is `SimpleText.isSimple(text)` when the caller already knows it.
    static func numbers(in text: String, isSimple: Bool? = nil) -> [(text: String, range: Range<String.Index>)] {
        if isSimple ?? SimpleText.isSimple(text) { return simpleNumbers(in: text) }
        return characterLevelNumbers(in: text)
    }

    /// `numbers(in:)` on Characters, for text that is not `SimpleText`.
    static func characterLevelNumbers(in text: String) -> [(text: String, range: Range<String.Index>)] {
        var result: [(String, Range<String.Index>)] = []
        var index = text.startIndex
        while index < text.endIndex {
            guard text[index].isASCII, text[index].isNumber else { index = text.index(after: index); continue }
            let start = index
            var end = index
            while end < text.endIndex {
                if text[end].isASCII, text[end].isNumber { end = text.index(after: end); continue }
                let next = end < text.endIndex ? text.index(after: end) : end
                if text[end] == ".", next < text.endIndex, text[next].isASCII, text[next].isNumber { end = next; continue }
                break
            }
            result.append((String(text[start..<end]), start..<end))
            index = end
        }
        return result
    }

    /// `numbers(in:)` over UTF-8 for `SimpleText`, where an ASCII byte is a whole Character.
    private static func simpleNumbers(in text: String) -> [(text: String, range: Range<String.Index>)] {
        var bytes = text
        let offsets = bytes.withUTF8(numberOffsets)
        return offsets.map { range in
            let indices = text.indexRange(utf8Offsets: range)
            return (String(text[indices]), indices)
        }
    }

    /// Digit runs with their dotted parts, as byte offsets.
    static func numberOffsets(in bytes: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        var result: [Range<Int>] = []
        let count = bytes.count
        guard let base = bytes.baseAddress else { return [] }
        func isDigit(_ index: Int) -> Bool { index < count && bytes[index] >= 0x30 && bytes[index] <= 0x39 }
        var index = 0
        while index < count {
            // Prose has few digits: eight bytes without one are passed over at once.
            if count - index >= 8, !mayHoldDigit(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)) {
                index += 8
                continue
            }
            guard isDigit(index) else { index += 1; continue }
            let start = index
            var end = index
            while end < count {
                if isDigit(end) { end += 1; continue }
                if bytes[end] == UInt8(ascii: "."), isDigit(end + 1) { end += 1; continue }
                break
            }
            result.append(start..<end)
            index = end
        }
        return result
    }

    /// Whether any of eight bytes is an ASCII digit. Adding 0x50 (0x46) to a byte's low seven
    /// bits sets its high bit exactly when they are at least 0x30 (0x3A), and never carries into
    /// the next byte; a digit is at least the one, not the other, and has no high bit itself.
    static func mayHoldDigit(_ word: UInt64) -> Bool {
        let low = word & 0x7F7F_7F7F_7F7F_7F7F
        let atLeastZero = low &+ 0x5050_5050_5050_5050
        let aboveNine = low &+ 0x4646_4646_4646_4646
        return atLeastZero & ~aboveNine & ~word & 0x8080_8080_8080_8080 != 0
    }
}
