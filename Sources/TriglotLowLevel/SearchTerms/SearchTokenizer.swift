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
        guard FoldingShortcut.termsAreUnchangedByFolding(text) else {
            scan(fold(text), into: &sink)
            return
        }
        scan(text, into: &sink)
    }

    /// The terms of text already folded. Read where the String keeps its bytes, without a copy
    /// of the String to ask for them (a page's text comes in many pieces, each asked once).
    private static func scan<Sink: TermSink>(_ text: String, into sink: inout Sink) {
        let scanned: Void? = text.utf8.withContiguousStorageIfAvailable { bytes in
            var scanner = TermScanner(bytes: bytes)
            scanner.scan(into: &sink)
        }
        guard scanned == nil else { return }
        var text = text
        text.withUTF8 { bytes in
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
    /// A term of at most `Term.maximumShortLength` bytes, packed as `Term.short` holds it:
    /// the scanner builds CJK pairs as integers from their characters, never as bytes.
    mutating func add(short packed: UInt64)
}

/// Every term as a String, for `SearchTokenizer.terms(_:)`.
private struct TermStrings: TermSink {
    var strings: [String] = []

    mutating func add(_ term: UnsafeBufferPointer<UInt8>) {
        strings.append(String(decoding: term, as: UTF8.self))
    }

    mutating func add(short packed: UInt64) {
        var bytes: [UInt8] = []
        Term.appendBytes(ofShort: packed, to: &bytes)
        strings.append(String(decoding: bytes, as: UTF8.self))
    }
}

/// One pass over folded UTF-8 text. A word is kept as a byte range until it ends; a CJK run
/// emits each pair as soon as its second character arrives.
private struct TermScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    private var wordStart: Int?
    private var wordIsASCII = true
    private var runLength = 0
    /// The run's last character: where it starts, and its bytes and length as a short term.
    private var previousCJKStart = 0
    private var previousCJK: UInt64 = 0
    private var previousCJKLength = 0

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
            // Ideographs and kana, most of Chinese and Japanese text, are known to be CJK from
            // their first bytes, without decoding them.
            if offset + 2 < bytes.count, UTF8Scalars.isCommonCJK(byte, bytes[offset + 1]) {
                let character = UInt64(byte) &<< 16 | UInt64(bytes[offset + 1]) &<< 8 | UInt64(bytes[offset + 2])
                addCJK(character, length: 3, at: offset, &sink)
                offset += 3
                addCommonCJK(from: &offset, &sink)
                continue
            }
            let (scalar, length) = UTF8Scalars.decode(at: offset, in: bytes)
            let scalarBytes = offset..<(offset + length)
            if SearchTokenizer.isCJK(scalar) {
                // Packed as `Term.pack` packs bytes, in a loop of its own: calling it here made the
                // whole scan slower.
                var character: UInt64 = 0
                for index in scalarBytes { character = character &<< 8 | UInt64(bytes[index]) }
                addCJK(character, length: length, at: offset, &sink)
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

    /// A CJK character (its bytes, the first in the highest place, as `Term.pack` has them):
    /// the pair it ends, if it follows another.
    @inline(__always)
    private mutating func addCJK<Sink: TermSink>(_ character: UInt64, length: Int, at offset: Int, _ sink: inout Sink) {
        if wordStart != nil { endWord(at: offset, &sink) }
        if runLength > 0 {
            let pairLength = previousCJKLength + length
            if pairLength <= Term.maximumShortLength {
                sink.add(short: UInt64(pairLength) &<< 56 | previousCJK &<< UInt64(8 * length) | character)
            } else {
                sink.add(slice(previousCJKStart..<(offset + length)))
            }
        }
        previousCJKStart = offset
        previousCJK = character
        previousCJKLength = length
        runLength += 1
    }

    /// The common CJK characters (see `UTF8Scalars.isCommonCJK`) that follow one, each the
    /// second of a pair of three-byte characters: a loop of their own, with the last character
    /// kept at hand rather than in the scanner, for the runs most of Chinese and Japanese text is.
    @inline(__always)
    private mutating func addCommonCJK<Sink: TermSink>(from offset: inout Int, _ sink: inout Sink) {
        // The pairs below are of two three-byte characters: so must the one they follow be.
        guard previousCJKLength == 3 else { return }
        var previous = previousCJK
        var added = 0
        while offset + 2 < bytes.count, UTF8Scalars.isCommonCJK(bytes[offset], bytes[offset + 1]) {
            let character = UInt64(bytes[offset]) &<< 16 | UInt64(bytes[offset + 1]) &<< 8 | UInt64(bytes[offset + 2])
            sink.add(short: 6 &<< 56 | previous &<< 24 | character)
            previous = character
            offset += 3
            added += 1
        }
        guard added > 0 else { return }
        previousCJKStart = offset - 3
        previousCJK = previous
        runLength += added
    }

    @inline(__always)
    private mutating func endRun<Sink: TermSink>(_ sink: inout Sink) {
        if runLength == 1 { sink.add(short: UInt64(previousCJKLength) &<< 56 | previousCJK) }
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
    private func addASCIIWord<Sink: TermSink>(_ word: UnsafeBufferPointer<UInt8>, to sink: inout Sink) {
        // Most words have no capital or `_` after their first letter, so one part, and most of
        // those are lowercase already: they are their own only term, as they are.
        let mayHaveParts = word.dropFirst().contains { ASCIIWord.isUpper($0) || $0 == UInt8(ascii: "_") }
        guard mayHaveParts || ASCIIWord.isUpper(word[0]) else {
            sink.add(word)
            return
        }
        // On the stack (all but the longest words): a page's text comes in many short pieces,
        // each read by a scanner of its own, and a heap buffer per scanner cost an allocation each.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: word.count) { scratch in
            for index in word.indices { scratch[index] = ASCIIWord.lowercased(word[index]) }
            let lowercasedWord = UnsafeBufferPointer(scratch)
            sink.add(lowercasedWord)
            if mayHaveParts { Self.addParts(of: word, cutFrom: lowercasedWord, to: &sink) }
        }
    }

    /// The camel-case parts of `word`, cut from the word lowercased, when there are more than
    /// one: the first is held back until a second shows there is more than one.
    private static func addParts<Sink: TermSink>(of word: UnsafeBufferPointer<UInt8>, cutFrom lowercasedWord: UnsafeBufferPointer<UInt8>, to sink: inout Sink) {
        var firstPart = 0..<0
        var partCount = 0
        ASCIIWord.forEachPart(of: word) { part in
            partCount += 1
            if partCount == 1 {
                firstPart = part
                return
            }
            if partCount == 2 { sink.add(UnsafeBufferPointer(rebasing: lowercasedWord[firstPart])) }
            sink.add(UnsafeBufferPointer(rebasing: lowercasedWord[part]))
        }
    }

    private func slice(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: bytes[range])
    }
}

/// Scalars read straight from UTF-8 bytes, for the scans over every page's search text.
enum UTF8Scalars {
    /// Whether the three-byte character starting `lead`, `second` is a kana (E3 81…83 start
    /// U+3040…U+30FF) or a Han ideograph (E4 B8…E9 BF start U+4E00…U+9FFF): `isCJK` without
    /// decoding, for the characters most Chinese and Japanese text is made of.
    @inline(__always)
    static func isCommonCJK(_ lead: UInt8, _ second: UInt8) -> Bool {
        lead == 0xE3 ? second &- 0x81 < 3 : lead &- 0xE4 < 6 && (lead != 0xE4 || second >= 0xB8)
    }

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
