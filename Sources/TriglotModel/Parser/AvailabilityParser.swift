import TriglotMarkup

/// Reads the availability block: a block quote whose every line is `Platform Version+`
/// (or `Platform 9.0–13.0 Deprecated`, optionally followed by `Beta`).
enum AvailabilityParser {
    /// nil when the block quote is not an availability block.
    static func parse(_ blockQuote: MarkupNode) -> [Availability]? {
        var result: [Availability] = []
        for child in blockQuote.children {
            guard case .paragraph = child.kind else { return nil }
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
    static func parseLine(_ text: String, range: SourceRange) -> Availability? {
        var text = text
        return text.withUTF8 { parseLine(bytes: $0, range: range) }
    }

    private static func parseLine(bytes: UnsafeBufferPointer<UInt8>, range: SourceRange) -> Availability? {
        guard bytes.allSatisfy(isAvailabilityByte) else { return nil }
        var words = bytes.split(separator: UInt8(ascii: " "))
        var isBeta = false
        if let last = words.last, last.elementsEqual("Beta".utf8) { isBeta = true; words.removeLast() }
        if let last = words.last, last.elementsEqual("Deprecated".utf8) { words.removeLast() }
        guard words.count >= 2, var version = words.popLast() else { return nil }
        // The platform's words are letters only (which also keeps out dashes and the en dash).
        guard words.allSatisfy({ $0.allSatisfy(isASCIILetter) }) else { return nil }
        var deprecated: Slice<UnsafeBufferPointer<UInt8>>?
        if version.last == UInt8(ascii: "+") {
            version.removeLast()
        } else if let dash = firstDash(in: version) {
            deprecated = version[dash.upperBound...]
            version = version[..<dash.lowerBound]
        } else {
            return nil
        }
        guard isVersion(version), deprecated.map(isVersion) ?? true else { return nil }
        let platform = words.map { String(decoding: $0, as: UTF8.self) }.joined(separator: " ")
        return Availability(platform: platform, introduced: String(decoding: version, as: UTF8.self),
                            deprecated: deprecated.map { String(decoding: $0, as: UTF8.self) }, isBeta: isBeta, range: range)
    }

    /// Whether the text and code of a paragraph hold only bytes an availability line may: ASCII
    /// letters, digits, spaces, `.`, `+`, `-` and the bytes of the en dash (E2 80 93). Soft and
    /// hard breaks, which separate the lines, are nodes of their own and not text.
    private static func onlyAvailabilityBytes(in paragraph: MarkupNode) -> Bool {
        for position in (paragraph.index + 1)..<paragraph.subtreeEnd {
            switch MarkupNode(document: paragraph.document, index: position).kind {
            case .text(var text), .code(var text):
                guard text.withUTF8({ $0.allSatisfy(isAvailabilityByte) }) else { return false }
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
    private static func firstDash(in version: Slice<UnsafeBufferPointer<UInt8>>) -> Range<Int>? {
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
    private static func isVersion(_ text: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        !text.isEmpty && text.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
            .allSatisfy { !$0.isEmpty && $0.allSatisfy { (0x30...0x39).contains($0) } }
    }
}
