/// Camel-case parts of a word, lowercased: `UIApplicationDelegate` → `ui`, `application`,
/// `delegate`; `_` splits too. A part ends before an uppercase letter that follows a lowercase
/// letter or digit, or that starts a new word after a run of capitals (`URLSession` → `url`,
/// `session`). The same rule, on bytes for ASCII words and on scalars for the rest.
enum ASCIIWord {
    /// Letters, digits and `_`, by a bit of a 128-bit mask: every byte of every page's search
    /// text is asked.
    @inline(__always)
    static func isWordByte(_ byte: UInt8) -> Bool {
        // Bits 0x30…0x39 (digits) of the low half; 0x41…0x5A, 0x5F and 0x61…0x7A of the high half.
        byte < 0x40 ? (0x03FF_0000_0000_0000 as UInt64) >> UInt64(byte) & 1 != 0
            : byte < 0x80 && (0x07FF_FFFE_87FF_FFFE as UInt64) >> UInt64(byte - 0x40) & 1 != 0
    }

    static func lowercased(_ byte: UInt8) -> UInt8 {
        isUpper(byte) ? byte | 0x20 : byte
    }

    /// Where the parts of `word` lie in it. Parts never hold a `_`, so each is one range, and
    /// the lowercased parts are those ranges of the lowercased word.
    static func camelParts(of word: UnsafeBufferPointer<UInt8>, into parts: inout [Range<Int>]) {
        parts.removeAll(keepingCapacity: true)
        // Most words have no capital or `_` after their first letter, so no second part.
        guard word.dropFirst().contains(where: { isUpper($0) || $0 == UInt8(ascii: "_") }) else {
            let start = word.first == UInt8(ascii: "_") ? 1 : 0
            if start < word.count { parts.append(start..<word.count) }
            return
        }
        var partStart: Int?
        var previous: UInt8 = 0
        for index in word.indices {
            let byte = word[index]
            if let start = partStart, byte == UInt8(ascii: "_") || (isUpper(byte) && startsPart(after: previous, before: index + 1, in: word)) {
                parts.append(start..<index)
                partStart = nil
            }
            if byte != UInt8(ascii: "_"), partStart == nil { partStart = index }
            previous = byte
        }
        if let start = partStart { parts.append(start..<word.count) }
    }

    /// Whether a capital after `previous` starts a part: after a lowercase letter or digit, or
    /// after a capital when a lowercase letter follows (at `next`).
    private static func startsPart(after previous: UInt8, before next: Int, in word: UnsafeBufferPointer<UInt8>) -> Bool {
        isLower(previous) || isDigit(previous) || (isUpper(previous) && next < word.count && isLower(word[next]))
    }

    /// The parts as strings (the tokenizer itself uses their ranges).
    static func camelParts(_ word: UnsafeBufferPointer<UInt8>) -> [String] {
        var parts: [Range<Int>] = []
        camelParts(of: word, into: &parts)
        return parts.map { part in String(decoding: word[part].map(lowercased), as: UTF8.self) }
    }

    static func isUpper(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }
    static func isLower(_ byte: UInt8) -> Bool { byte >= 0x61 && byte <= 0x7A }
    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
}

enum UnicodeWord {
    static func camelParts(_ word: [Unicode.Scalar]) -> [String] {
        var parts: [String] = []
        var current: [Unicode.Scalar] = []
        for (index, scalar) in word.enumerated() {
            let isUpper = scalar.properties.isUppercase
            let nextIsLower = index + 1 < word.count && word[index + 1].properties.isLowercase
            let previousIsUpper = index > 0 && word[index - 1].properties.isUppercase
            let previousIsLower = index > 0 && (word[index - 1].properties.isLowercase || word[index - 1].properties.numericType != nil)
            if !current.isEmpty, scalar == "_" || (isUpper && (previousIsLower || (previousIsUpper && nextIsLower))) {
                parts.append(String(String.UnicodeScalarView(current)).lowercased())
                current.removeAll()
            }
            if scalar != "_" { current.append(scalar) }
        }
        if !current.isEmpty { parts.append(String(String.UnicodeScalarView(current)).lowercased()) }
        return parts
    }
}
