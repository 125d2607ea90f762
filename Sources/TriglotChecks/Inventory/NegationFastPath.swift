/// `NegationLexicon`'s rules on bytes and scalar values, for `SimpleText`, where that gives exactly
/// the answer the Character-level rules give. That is almost all prose, and the Character-level
/// string searches were most of `triglot check`'s time; other text keeps the Character-level path.
enum NegationFastPath {
    static func isASCIIWithoutCR(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 < 0x80 && $0 != 0x0D }
    }

    /// `words.reduce(text) { $0.replacing($1, with: "・") }`, then whether a marker remains, on
    /// the text's scalar values (for `SimpleText`, matching scalars is matching Characters).
    static func containsMarker(_ text: String, removing words: [[UInt32]], markers: [[UInt32]], appendingAfterFinal final: UInt32? = nil) -> Bool {
        var scalars = text.unicodeScalars.map(\.value)
        // Replacing words never adds a marker, and a final ず is itself a marker's first scalar:
        // text without any marker's first scalar cannot be negated.
        guard scalars.contains(where: { scalar in markers.contains { $0.first == scalar } }) else { return false }
        for word in words where firstMatch(word, in: scalars, from: 0) != nil {
            scalars = replacing(word, with: [middleDot], in: scalars)
        }
        // A sentence-final ず is cut from its 。 by the splitter (see `isNegated`).
        if let final, scalars.last == final { scalars.append(ideographicComma) }
        return markers.contains { firstMatch($0, in: scalars, from: 0) != nil }
    }

    static func scalarValues(_ words: [String]) -> [[UInt32]] {
        words.map { $0.unicodeScalars.map(\.value) }
    }

    /// The English rule on ASCII: lowercase, drop "not only", split into words of letters and
    /// apostrophes, look for a negation word or an "n't".
    static func englishNegated(_ text: String, words: Set<String>, lengths: ClosedRange<Int>) -> Bool {
        var bytes = text.utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }
        bytes = replacing(notOnly, with: [], in: bytes)
        var start = 0
        for index in 0...bytes.count {
            if index < bytes.count, isWordByte(bytes[index]) { continue }
            if index > start {
                let word = bytes[start..<index]
                if word.count >= 3, word.suffix(3).elementsEqual(apostropheT) { return true }
                // Only words as long as a negation word are worth making a string of.
                if lengths.contains(word.count), words.contains(String(decoding: word, as: UTF8.self)) { return true }
            }
            start = index + 1
        }
        return false
    }

    /// Sentence ranges as `NegationLexicon.sentences` finds them, for simple text: CJK ends at
    /// `。！？`; English (ASCII) at `.?!` before whitespace or the end, abbreviations excepted.
    static func sentences(of text: String, cjk: Bool, endsAbbreviation: (Substring) -> Bool) -> [Range<String.Index>] {
        var result: [Range<String.Index>] = []
        let scalars = text.unicodeScalars
        var start = scalars.startIndex
        var allWhitespace = true
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scalar = scalars[index]
            let next = scalars.index(after: index)
            if !SimpleText.isWhitespace(scalar) { allWhitespace = false }
            let ends: Bool
            if cjk {
                ends = scalar == "。" || scalar == "！" || scalar == "？"
            } else {
                ends = (scalar == "." || scalar == "?" || scalar == "!")
                    && (next == scalars.endIndex || SimpleText.isWhitespace(scalars[next])) && !endsAbbreviation(text[start..<next])
            }
            if ends {
                if !allWhitespace { result.append(start..<next) }
                start = next
                allWhitespace = true
            }
            index = next
        }
        if !allWhitespace { result.append(start..<text.endIndex) }
        return result
    }

    private static let middleDot = ("・" as Unicode.Scalar).value
    private static let ideographicComma = ("、" as Unicode.Scalar).value
    private static let notOnly = Array("not only".utf8)
    private static let apostropheT = Array("n't".utf8)

    private static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == UInt8(ascii: "'")
    }

    private static func firstMatch<Element: Equatable>(_ needle: [Element], in haystack: [Element], from: Int) -> Int? {
        guard !needle.isEmpty, haystack.count - from >= needle.count else { return nil }
        let first = needle[0]
        var index = from
        let last = haystack.count - needle.count
        while index <= last {
            if haystack[index] == first {
                var offset = 1
                while offset < needle.count, haystack[index + offset] == needle[offset] { offset += 1 }
                if offset == needle.count { return index }
            }
            index += 1
        }
        return nil
    }

    /// Every non-overlapping occurrence, left to right, replaced (as `String.replacing` does).
    private static func replacing<Element: Equatable>(_ needle: [Element], with replacement: [Element], in haystack: [Element]) -> [Element] {
        guard var match = firstMatch(needle, in: haystack, from: 0) else { return haystack }
        var result: [Element] = []
        result.reserveCapacity(haystack.count)
        var copied = 0
        while true {
            result += haystack[copied..<match]
            result += replacement
            copied = match + needle.count
            guard let next = firstMatch(needle, in: haystack, from: copied) else { break }
            match = next
        }
        result += haystack[copied...]
        return result
    }
}
