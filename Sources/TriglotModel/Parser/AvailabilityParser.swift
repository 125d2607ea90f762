import TriglotMarkup

/// Reads the availability block: a block quote whose every line is `Platform Version+`
/// (or `Platform 9.0–13.0 Deprecated`, optionally followed by `Beta`).
package enum AvailabilityParser {
    /// nil when the block quote is not an availability block.
    static func parse(_ blockQuote: MarkupNode) -> [Availability]? {
        var result: [Availability] = []
        for child in blockQuote.children {
            guard child.kindTag == .paragraph else { return nil }
            // A callout or quoted abstract fails at its first unexpected character: say so
            // before its lines are put together.
            guard onlyAvailabilityBytes(in: child) else { return nil }
            for line in InlineLines.of(child) {
                guard let availability = parseLine(line.text, range: line.range) else { return nil }
                result.append(availability)
            }
        }
        return result.isEmpty ? nil : result
    }

    /// Reads `iOS 13.0+`, `macOS 10.15–13.0 Deprecated`, `Mac Catalyst 13.1+ Beta`.
    ///
    /// Every line this accepts is ASCII but for one en dash, and each of its Characters is one
    /// scalar, so it works on the UTF-8 bytes: words split at spaces, letters and digits by
    /// ASCII range. Any other byte means some Character-level test would fail too.
    package static func parseLine(_ text: String, range: SourceRange) -> Availability? {
        parseLine(bytes: Array(text.utf8), range: range)
    }

    private static func parseLine(bytes: [UInt8], range: SourceRange) -> Availability? {
        guard bytes.allSatisfy(isAvailabilityByte) else { return nil }
        // The words are read from the end, as ranges of the bytes (every page's availability
        // passes here: no array of words, no String per word).
        var end = bytes.count
        func previousWord() -> Range<Int>? {
            while end > 0, bytes[end - 1] == UInt8(ascii: " ") { end -= 1 }
            guard end > 0 else { return nil }
            var start = end - 1
            while start > 0, bytes[start - 1] != UInt8(ascii: " ") { start -= 1 }
            defer { end = start }
            return start..<end
        }
        func isWord(_ word: Range<Int>, _ text: StaticString) -> Bool {
            word.count == text.utf8CodeUnitCount && text.withUTF8Buffer { bytes[word].elementsEqual($0) }
        }
        guard var word = previousWord() else { return nil }
        var isBeta = false
        if isWord(word, "Beta") {
            isBeta = true
            guard let before = previousWord() else { return nil }
            word = before
        }
        if isWord(word, "Deprecated") {
            guard let before = previousWord() else { return nil }
            word = before
        }
        var version = bytes[word]
        // The platform's words are letters only (which also keeps out dashes and the en dash).
        let platformBytes = bytes[..<end]
        guard platformBytes.allSatisfy({ isASCIILetter($0) || $0 == UInt8(ascii: " ") }),
              platformBytes.contains(where: isASCIILetter) else { return nil }
        var deprecated: ArraySlice<UInt8>?
        if version.last == UInt8(ascii: "+") {
            version.removeLast()
        } else if let dash = firstDash(in: version) {
            deprecated = version[dash.upperBound...]
            version = version[..<dash.lowerBound]
        } else {
            return nil
        }
        guard isVersion(version), deprecated.map(isVersion) ?? true else { return nil }
        return Availability(platform: platform(platformBytes), introduced: String(decoding: version, as: UTF8.self),
                            deprecated: deprecated.map { String(decoding: $0, as: UTF8.self) }, isBeta: isBeta, range: range)
    }

    /// The platform's words joined by single spaces, however many stood between them.
    private static func platform(_ bytes: ArraySlice<UInt8>) -> String {
        var start = bytes.startIndex
        var end = bytes.endIndex
        while start < end, bytes[start] == UInt8(ascii: " ") { start += 1 }
        while end > start, bytes[end - 1] == UInt8(ascii: " ") { end -= 1 }
        let trimmed = bytes[start..<end]
        let hasDoubleSpace = zip(trimmed, trimmed.dropFirst()).contains { $0 == UInt8(ascii: " ") && $1 == UInt8(ascii: " ") }
        guard hasDoubleSpace else { return String(decoding: trimmed, as: UTF8.self) }
        return trimmed.split(separator: UInt8(ascii: " ")).map { String(decoding: $0, as: UTF8.self) }.joined(separator: " ")
    }

    /// Whether the text and code of a paragraph hold only bytes an availability line may: ASCII
    /// letters, digits, spaces, `.`, `+`, `-` and the bytes of the en dash (E2 80 93). Soft and
    /// hard breaks, which separate the lines, are nodes of their own and not text.
    private static func onlyAvailabilityBytes(in paragraph: MarkupNode) -> Bool {
        for position in (paragraph.index + 1)..<paragraph.subtreeEnd {
            switch MarkupNode(document: paragraph.document, index: position).kind {
            case .text(let text), .code(let text):
                guard text.utf8.allSatisfy(isAvailabilityByte) else { return false }
            default:
                continue
            }
        }
        return true
    }

    private static func isAvailabilityByte(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x41...0x5A, 0x61...0x7A, 0x30...0x39, 0x20, 0x2E, 0x2B, 0x2D, 0xE2, 0x80, 0x93: return true
        default: return false
        }
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }

    /// The first `-` or en dash (E2 80 93) in `version`, as the range of its bytes.
    private static func firstDash(in version: ArraySlice<UInt8>) -> Range<Int>? {
        var index = version.startIndex
        while index < version.endIndex {
            if version[index] == UInt8(ascii: "-") { return index..<(index + 1) }
            if version[index] == 0xE2, index + 2 < version.endIndex, version[index + 1] == 0x80, version[index + 2] == 0x93 {
                return index..<(index + 3)
            }
            index += 1
        }
        return nil
    }

    /// Dot-separated runs of ASCII digits, none empty: `13`, `10.15`, `1.2.3`.
    private static func isVersion(_ text: ArraySlice<UInt8>) -> Bool {
        // Whether the run being read is still empty: at the start, and after each dot.
        var runIsEmpty = true
        for byte in text {
            if byte == UInt8(ascii: ".") {
                if runIsEmpty { return false }
                runIsEmpty = true
            } else if (0x30...0x39).contains(byte) {
                runIsEmpty = false
            } else {
                return false
            }
        }
        return !runIsEmpty
    }
}
