import Foundation

/// Splits text into search terms the same way the search box does in the browser
/// (`assets/triglot.js`): NFKC-folded, Latin words lowercased, with their camel-case parts as well
/// (`didFinishLaunching` → `didfinishlaunching`, `did`, `finish`, `launching`), and Chinese and
/// Japanese, which have no spaces, as overlapping pairs of characters (`启动流程` → `启动`,
/// `动流`, `流程`); a lone CJK character is its own term.
///
/// Every page of every language passes through here, so the scan works on UTF-8 bytes and hands
/// each term on as bytes; only `terms(_:)` makes Strings of them.
public enum SearchTokenizer {
    public static func terms(_ text: String) -> [String] {
        var terms = TermStrings()
        addTerms(of: text, to: &terms)
        return terms.strings
    }

    /// Hands every term of `text` to `sink`, in order.
    static func addTerms<Sink: TermSink>(of text: String, to sink: inout Sink) {
        var folded = FoldingShortcut.termsAreUnchangedByFolding(text) ? text : fold(text)
        folded.withUTF8 { bytes in
            var scanner = TermScanner(bytes: bytes)
            scanner.scan(into: &sink)
        }
    }

    /// NFKC, composed again: on Linux, Foundation's NFKC leaves `ﾌﾟ` as `フ` + U+309A instead of `プ`.
    static func fold(_ text: String) -> String {
        text.precomposedStringWithCompatibilityMapping.precomposedStringWithCanonicalMapping
    }

    /// Han ideographs, kana, and the CJK compatibility and extension blocks.
    static func isCJK(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3040...0x30FF, 0x31F0...0x31FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFF66...0xFF9F, 0x20000...0x3134F:
            return true
        default:
            return false
        }
    }

    /// Letters, digits and `_` join into words; everything else that is not CJK separates them.
    static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return ASCIIWord.isWordByte(UInt8(scalar.value)) }
        if isCommonPunctuation(scalar.value) { return false }
        return scalar.properties.isAlphabetic || scalar.properties.numericType != nil
    }

    /// Punctuation of Chinese and Japanese text (and dashes and quotes) that is left unfolded
    /// (see `FoldingShortcut`): known to separate words without looking up Unicode properties,
    /// which costs more than the rest of the scan of a character.
    static func isCommonPunctuation(_ value: UInt32) -> Bool {
        switch value {
        case 0x2010...0x2027, 0x3000...0x3003, 0x3008...0x3011, 0x3014...0x301B,
             0xFF01...0xFF0F, 0xFF1A...0xFF20, 0xFF3B...0xFF3E, 0xFF40, 0xFF5B...0xFF5E:
            return true
        default:
            return false
        }
    }
}

/// Where the tokenizer hands its terms, as UTF-8 bytes that are only valid during the call.
protocol TermSink {
    mutating func add(_ term: UnsafeBufferPointer<UInt8>)
}

/// Every term as a String, for `SearchTokenizer.terms(_:)`.
private struct TermStrings: TermSink {
    var strings: [String] = []

    mutating func add(_ term: UnsafeBufferPointer<UInt8>) {
        strings.append(String(decoding: term, as: UTF8.self))
    }
}

/// One pass over folded UTF-8 text. A word is kept as a byte range until it ends; a CJK run
/// emits each pair as soon as its second character arrives.
private struct TermScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    private var wordStart: Int?
    private var wordIsASCII = true
    private var runLength = 0
    private var previousCJK: Range<Int> = 0..<0
    /// Scratch space, kept from word to word: a word lowercased, and its camel-case parts.
    private var lowercased: [UInt8] = []
    private var parts: [Range<Int>] = []

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    mutating func scan<Sink: TermSink>(into sink: inout Sink) {
        var offset = 0
        while offset < bytes.count {
            let byte = bytes[offset]
            // Most of the text is ASCII, which is never CJK: no need to decode it. A stretch of
            // word bytes, or of other ASCII, changes nothing after its first byte, so the
            // rest of it is passed over in a loop of its own.
            if byte < 0x80 {
                if ASCIIWord.isWordByte(byte) {
                    endRun(&sink)
                    if wordStart == nil { wordStart = offset }
                    offset += 1
                    while offset < bytes.count, ASCIIWord.isWordByte(bytes[offset]) { offset += 1 }
                } else {
                    endWord(at: offset, &sink)
                    endRun(&sink)
                    offset += 1
                    while offset < bytes.count, bytes[offset] < 0x80, !ASCIIWord.isWordByte(bytes[offset]) { offset += 1 }
                }
                continue
            }
            // Leads E5…E9 start U+5000…U+9FFF, all ideographs, most of Chinese and Japanese
            // text: known to be CJK without decoding them (and then their scalar is not asked for).
            let isIdeograph = byte >= 0xE5 && byte <= 0xE9
            let (scalar, length) = isIdeograph ? (Unicode.Scalar(0x5000 as UInt32)!, 3) : UTF8Scalars.decode(at: offset, in: bytes)
            let scalarBytes = offset..<(offset + length)
            if isIdeograph || SearchTokenizer.isCJK(scalar) {
                if wordStart != nil { endWord(at: offset, &sink) }
                if runLength > 0 { sink.add(slice(previousCJK.lowerBound..<scalarBytes.upperBound)) }
                previousCJK = scalarBytes
                runLength += 1
            } else if SearchTokenizer.isWordScalar(scalar) {
                endRun(&sink)
                if wordStart == nil { wordStart = offset }
                wordIsASCII = false
            } else {
                endWord(at: offset, &sink)
                endRun(&sink)
            }
            offset = scalarBytes.upperBound
        }
        endWord(at: bytes.count, &sink)
        endRun(&sink)
    }

    private mutating func endRun<Sink: TermSink>(_ sink: inout Sink) {
        if runLength == 1 { sink.add(slice(previousCJK)) }
        runLength = 0
    }

    private mutating func endWord<Sink: TermSink>(at end: Int, _ sink: inout Sink) {
        guard let start = wordStart else { return }
        wordStart = nil
        let word = slice(start..<end)
        if wordIsASCII {
            addASCIIWord(word, to: &sink)
        } else {
            wordIsASCII = true
            let scalars = Array(String(decoding: word, as: UTF8.self).unicodeScalars)
            var lowercasedWord = String(String.UnicodeScalarView(scalars)).lowercased()
            lowercasedWord.withUTF8 { sink.add($0) }
            let parts = UnicodeWord.camelParts(scalars)
            if parts.count > 1 {
                for var part in parts { part.withUTF8 { sink.add($0) } }
            }
        }
    }

    /// The word lowercased, then its camel-case parts if it has more than one.
    private mutating func addASCIIWord<Sink: TermSink>(_ word: UnsafeBufferPointer<UInt8>, to sink: inout Sink) {
        // Most words have no capital or `_` after their first letter, so one part, and most of
        // those are lowercase already: they are their own only term, as they are.
        let mayHaveParts = word.dropFirst().contains { ASCIIWord.isUpper($0) || $0 == UInt8(ascii: "_") }
        guard mayHaveParts || ASCIIWord.isUpper(word[0]) else {
            sink.add(word)
            return
        }
        ASCIIWord.camelParts(of: word, into: &parts)
        lowercased.removeAll(keepingCapacity: true)
        for byte in word { lowercased.append(ASCIIWord.lowercased(byte)) }
        lowercased.withUnsafeBufferPointer { Self.add($0, parts: parts, to: &sink) }
    }

    private static func add<Sink: TermSink>(_ word: UnsafeBufferPointer<UInt8>, parts: [Range<Int>], to sink: inout Sink) {
        sink.add(word)
        guard parts.count > 1 else { return }
        for part in parts { sink.add(UnsafeBufferPointer(rebasing: word[part])) }
    }

    private func slice(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: bytes[range])
    }
}

/// Scalars read straight from UTF-8 bytes, for the scans over every page's search text.
enum UTF8Scalars {
    /// The scalar starting at `offset` and its length in bytes; the bytes come from a String, so
    /// they are valid UTF-8.
    static func decode(at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (Unicode.Scalar, Int) {
        let lead = bytes[offset]
        let length: Int
        var value: UInt32
        switch lead {
        case ..<0x80: return (Unicode.Scalar(lead), 1)
        case ..<0xE0: length = 2; value = UInt32(lead & 0x1F)
        case ..<0xF0: length = 3; value = UInt32(lead & 0x0F)
        default: length = 4; value = UInt32(lead & 0x07)
        }
        for index in 1..<length { value = value << 6 | UInt32(bytes[offset + index] & 0x3F) }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
    }
}
