import Foundation

/// Splits text into search terms the same way the search box does in the browser
/// (`assets/triglot.js`): NFKC-folded, Latin words lowercased, with their camel-case parts as well
/// (`didFinishLaunching` → `didfinishlaunching`, `did`, `finish`, `launching`), and Chinese and
/// Japanese, which have no spaces, as overlapping pairs of characters (`启动流程` → `启动`,
/// `动流`, `流程`); a lone CJK character is its own term.
///
/// Every page of every language passes through here, so the scan works on UTF-8 bytes and
/// builds each term straight from them.
public enum SearchTokenizer {
    public static func terms(_ text: String) -> [String] {
        var folded = FoldingShortcut.termsAreUnchangedByFolding(text) ? text : fold(text)
        return folded.withUTF8 { bytes in
            var scanner = TermScanner(bytes: bytes)
            scanner.scan()
            return scanner.terms
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
        return scalar.properties.isAlphabetic || scalar.properties.numericType != nil
    }
}

/// One pass over folded UTF-8 text. A word is kept as a byte range until it ends; a CJK run
/// emits each pair as soon as its second character arrives.
private struct TermScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    var terms: [String] = []
    private var wordStart: Int?
    private var runLength = 0
    private var previousCJK: Range<Int> = 0..<0

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    mutating func scan() {
        var offset = 0
        while offset < bytes.count {
            let (scalar, length) = UTF8Scalars.decode(at: offset, in: bytes)
            let scalarBytes = offset..<(offset + length)
            if SearchTokenizer.isCJK(scalar) {
                endWord(at: offset)
                if runLength > 0 { terms.append(string(previousCJK.lowerBound..<scalarBytes.upperBound)) }
                previousCJK = scalarBytes
                runLength += 1
            } else if SearchTokenizer.isWordScalar(scalar) {
                endRun()
                if wordStart == nil { wordStart = offset }
            } else {
                endWord(at: offset)
                endRun()
            }
            offset = scalarBytes.upperBound
        }
        endWord(at: bytes.count)
        endRun()
    }

    private mutating func endRun() {
        if runLength == 1 { terms.append(string(previousCJK)) }
        runLength = 0
    }

    private mutating func endWord(at end: Int) {
        guard let start = wordStart else { return }
        wordStart = nil
        let word = UnsafeBufferPointer(rebasing: bytes[start..<end])
        if word.allSatisfy({ $0 < 0x80 }) {
            terms.append(ASCIIWord.lowercased(word))
            let parts = ASCIIWord.camelParts(word)
            if parts.count > 1 { terms += parts }
        } else {
            let scalars = Array(String(decoding: word, as: UTF8.self).unicodeScalars)
            terms.append(String(String.UnicodeScalarView(scalars)).lowercased())
            let parts = UnicodeWord.camelParts(scalars)
            if parts.count > 1 { terms += parts }
        }
    }

    private func string(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
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
