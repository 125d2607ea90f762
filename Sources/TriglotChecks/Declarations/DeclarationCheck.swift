import TriglotContent
import TriglotMarkup
import TriglotModel

/// A declaration is code: a translation shows exactly the English declaration. Whitespace is
/// normalised first, so a re-wrapped long declaration is not a finding. Whether the declaration is
/// valid Swift is the parser's report (`model.invalid-declaration`), not this check's.
public struct DeclarationCheck: TranslationCheck {
    public static let id = "translation.declaration"
    public static let defaultSeverity = Diagnostic.Severity.error
    public static let summary = "A translation's declaration differs from the English declaration."

    public init() {}

    public func check(source: LoadedPage, translation: LoadedPage, context: CheckContext) -> [Diagnostic] {
        // Only what is compared is read, in place: binding the declarations copied them, every
        // string and array of them retained, for every pair.
        guard let englishSource = source.page.declaration?.source, let translatedSource = translation.page.declaration?.source,
              let englishRange = source.page.declaration?.range, let translatedRange = translation.page.declaration?.range,
              Self.normalised(englishSource) != Self.normalised(translatedSource) else { return [] }
        // Point at the first line that differs when the two are laid out alike, else at the block.
        let englishLines = englishSource.split(separator: "\n", omittingEmptySubsequences: false)
        let lines = translatedSource.split(separator: "\n", omittingEmptySubsequences: false)
        let first = CodeBlockLines.firstContentLine(of: translatedRange, in: translation.source)
        var place = SourceRange(line: first)
        if lines.count == englishLines.count,
           let index = zip(lines, englishLines).map({ Self.normalised(String($0)) != Self.normalised(String($1)) }).firstIndex(of: true) {
            place = SourceRange(line: first + index)
        }
        return [diagnostic(
            "the declaration differs from the English declaration",
            in: translation, at: place,
            explanation: "Declarations are code: copy the English declaration unchanged into every translation.",
            notes: [sourceNote("the English declaration", source, at: englishRange)])]
    }

    /// Runs of whitespace become one space, and spaces next to punctuation go, so only a change
    /// of tokens counts (`[Key : Any]` and `[Key: Any]` are the same declaration).
    static func normalised(_ code: String) -> String {
        if let ascii = asciiNormalised(code) { return ascii }
        return characterLevelNormalised(code)
    }

    /// `normalised` on the bytes of ASCII text without CR, where each byte is a Character and
    /// `Character.isWhitespace` is tab to CR and space.
    static func asciiNormalised(_ code: String) -> String? {
        var code = code
        return code.withUTF8 { bytes -> String? in
            var result: [UInt8] = []
            result.reserveCapacity(bytes.count)
            var pendingSpace = false
            for byte in bytes {
                if byte >= 0x80 || byte == 0x0D { return nil }
                if (byte >= 0x09 && byte <= 0x0D) || byte == 0x20 {
                    pendingSpace = true
                    continue
                }
                if pendingSpace, let last = result.last, isWordByte(last), isWordByte(byte) { result.append(0x20) }
                pendingSpace = false
                result.append(byte)
            }
            return String(decoding: result, as: UTF8.self)
        }
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "@") || byte == UInt8(ascii: "$")
    }

    /// `normalised` on Characters, for declarations that are not ASCII.
    static func characterLevelNormalised(_ code: String) -> String {
        let words = code.split(whereSeparator: \.isWhitespace)
        var result = ""
        for word in words {
            if let last = result.last, let next = word.first, isWordCharacter(last), isWordCharacter(next) { result += " " }
            result += word
        }
        return result
    }

    private static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_" || character == "@" || character == "$"
    }
}
