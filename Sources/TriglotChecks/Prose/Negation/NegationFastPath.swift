/// `NegationLexicon`'s English rule on ASCII text held as a String: the Character-level rule's
/// answer without its Character-level searches. `NegationScanner` reads most sentences in place;
/// this is for those with "not only", which must be cut out before the words are read.
enum NegationFastPath {
    static func isASCIIWithoutCR(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 < 0x80 && $0 != 0x0D }
    }

    /// The English rule on ASCII: lowercase, drop "not only", split into words of letters and
    /// apostrophes, look for a negation word or an "n't".
    static func englishNegated(_ text: String, words: Set<String>, lengths: ClosedRange<Int>) -> Bool {
        var bytes = text.utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }
        bytes = SubsequenceSearch.replacing(notOnly, with: [], in: bytes)
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

    private static let notOnly = Array("not only".utf8)
    private static let apostropheT = Array("n't".utf8)

    private static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == UInt8(ascii: "'")
    }
}
