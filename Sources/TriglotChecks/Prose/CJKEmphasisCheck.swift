import TriglotContent
import TriglotLowLevel
import TriglotMarkup
import TriglotModel

/// `**テスト。**テスト` is not bold. CommonMark closes `**` only where it is right-flanking, and a
/// run after a punctuation mark and before a letter is not; nor does it open before punctuation
/// after a letter (`です**「強調」**`). English puts a space there, Chinese and Japanese do not,
/// so a translation shows its asterisks where the English page shows bold. A hint at each `**`
/// that the parse left as text next to Chinese or Japanese punctuation (on a line that escapes
/// no asterisk: those are meant).
public struct CJKEmphasisCheck: PageCheck {
    public static let id = "markup.cjk-emphasis"
    public static let defaultSeverity = Diagnostic.Severity.note
    public static let summary = "Asterisks meant as bold next to Chinese or Japanese punctuation are shown as they are."

    public init() {}

    public func check(_ page: LoadedPage, context: CheckContext) -> [Diagnostic] {
        // The file first: most pages have no `**` next to such punctuation (a Chinese page's bold
        // is mostly next to letters), and then their paragraphs need not be gathered.
        guard Self.hasRunNextToCJKPunctuation(page.source.bytes) else { return [] }
        var diagnostics: [Diagnostic] = []
        for paragraph in context.prose(of: page) {
            for run in Self.strayRuns(in: paragraph.text) {
                let range = paragraph.sourceRange(of: run)
                guard !Self.isEscaped(range.lowerBound, in: page.source) else { continue }
                diagnostics.append(diagnostic(
                    "'**' is shown as it is: CommonMark does not take it as bold next to this punctuation", in: page, at: range,
                    explanation: "A closing ** after a punctuation mark must be followed by a space or punctuation, and an opening ** before one must follow a space or punctuation. Move the punctuation outside (**テスト**。) or use a space."))
            }
        }
        return diagnostics
    }

    /// The runs of two or more asterisks in prose with Chinese or Japanese punctuation right
    /// before or after.
    static func strayRuns(in text: String) -> [Range<String.Index>] {
        // Byte offsets first: most paragraphs have no asterisk at all, and walking a String's
        // UTF-8 view index by index is slow enough to show in a whole check.
        let offsets = ByteScan.runs(of: UInt8(ascii: "*"), atLeast: 2, in: text)
        guard !offsets.isEmpty else { return [] }
        let utf8 = text.utf8
        return offsets.compactMap { run in
            let start = utf8.index(utf8.startIndex, offsetBy: run.lowerBound)
            let end = utf8.index(utf8.startIndex, offsetBy: run.upperBound)
            let before = start == text.startIndex ? nil : text.unicodeScalars[text.unicodeScalars.index(before: start)]
            let after = end == text.endIndex ? nil : text.unicodeScalars[end]
            return [before, after].contains(where: { $0.map(isCJKPunctuation) ?? false }) ? start..<end : nil
        }
    }

    /// Whether some run of two or more asterisks in the file has, right before or after it, a
    /// scalar encoded E3 80 xx (U+3000…U+303F), EF BC xx or EF BD xx (U+FF00…U+FF7F), or
    /// E3 83 BB (U+30FB): every `isCJKPunctuation` scalar, and a few more.
    static func hasRunNextToCJKPunctuation(_ bytes: [UInt8]) -> Bool {
        func isPunctuation(at index: Int) -> Bool {
            guard index >= 0, index + 2 < bytes.count else { return false }
            switch (bytes[index], bytes[index + 1]) {
            case (0xE3, 0x80), (0xEF, 0xBC), (0xEF, 0xBD): return true
            case (0xE3, 0x83): return bytes[index + 2] == 0xBB
            default: return false
            }
        }
        return ByteScan.runs(of: UInt8(ascii: "*"), atLeast: 2, in: bytes).contains { isPunctuation(at: $0.lowerBound - 3) || isPunctuation(at: $0.upperBound) }
    }

    /// Chinese and Japanese punctuation: CJK symbols and punctuation (、。「」…), the katakana
    /// middle dot, and the full-width ASCII punctuation (，！？：；（）…).
    static func isCJKPunctuation(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3000...0x303F, 0x30FB, 0xFF01...0xFF0F, 0xFF1A...0xFF20, 0xFF3B...0xFF40, 0xFF5B...0xFF65:
            return true
        default:
            return false
        }
    }

    /// Whether the line of `location` writes an asterisk as `\*`. cmark joins a paragraph's text,
    /// escapes resolved, into one node, so a place in the text is only near its place in the file:
    /// a line with an escaped asterisk gets no hint rather than a wrong one.
    private static func isEscaped(_ location: SourceLocation, in source: SourceText) -> Bool {
        guard location.line >= 1, location.line <= source.lineCount else { return false }
        let line = source.lineBytes(location.line)
        return zip(line, line.dropFirst()).contains { $0 == UInt8(ascii: "\\") && $1 == UInt8(ascii: "*") }
    }
}
