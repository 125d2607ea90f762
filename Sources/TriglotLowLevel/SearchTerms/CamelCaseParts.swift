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

    /// Hands `body` the range of each part of `word`, in order, as soon as the part ends: the
    /// tokenizer adds them as terms without collecting them first. Parts never hold a `_`, so
    /// each is one range, and the lowercased parts are those ranges of the lowercased word.
    @inline(__always)
    static func forEachPart(of word: UnsafeBufferPointer<UInt8>, _ body: (Range<Int>) -> Void) {
        // The start of the part being read, or -1 between parts.
        var partStart = -1
        var previous: UInt8 = 0
        for index in word.indices {
            let byte = word[index]
            if byte == UInt8(ascii: "_") {
                if partStart >= 0 { body(partStart..<index) }
                partStart = -1
            } else if partStart < 0 {
                partStart = index
            } else if isUpper(byte) && startsPart(after: previous, before: index + 1, in: word) {
                body(partStart..<index)
                partStart = index
            }
            previous = byte
        }
        if partStart >= 0 { body(partStart..<word.count) }
    }

    /// Whether a capital after `previous` starts a part: after a lowercase letter or digit, or
    /// after a capital when a lowercase letter follows (at `next`).
    private static func startsPart(after previous: UInt8, before next: Int, in word: UnsafeBufferPointer<UInt8>) -> Bool {
        isLower(previous) || isDigit(previous) || (isUpper(previous) && next < word.count && isLower(word[next]))
    }

    /// The parts as strings (the tokenizer itself uses their ranges).
    static func camelParts(_ word: UnsafeBufferPointer<UInt8>) -> [String] {
        var parts: [String] = []
        forEachPart(of: word) { part in parts.append(String(decoding: word[part].map(lowercased), as: UTF8.self)) }
        return parts
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
