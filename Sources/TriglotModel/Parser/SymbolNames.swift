/// The shapes of symbol names in prose: `application(_:open:options:)`, `makeKeyAndVisible()`,
/// `UIApplication.LaunchOptionsKey`, and the DocC-style declaration titles of real See Also lists.
public enum SymbolNames {
    /// A well-formed Swift selector: `name(label:label:)` or `name()`, optionally qualified.
    public static func isSelector(_ text: String) -> Bool {
        // Only the scalar `)` is the Character `)`, so a selector's last byte is `)`: most code
        // spans (type names, keywords, values) are turned away here without a scan.
        guard text.utf8.last == UInt8(ascii: ")") else { return false }
        // Bytes give the Character answer for any text, so it need not be proved ASCII first:
        // see `isASCIISelector`.
        return isASCIISelector(Array(text.utf8))
    }

    /// `isSelector` on Characters: the reading its byte test is held to.
    static func characterLevelIsSelector(_ text: String) -> Bool {
        guard let open = text.firstIndex(of: "("), text.hasSuffix(")") else { return false }
        let name = text[..<open]
        guard isQualifiedIdentifier(name) else { return false }
        let arguments = text[text.index(after: open)..<text.index(before: text.endIndex)]
        if arguments.isEmpty { return true }
        guard arguments.hasSuffix(":") else { return false }
        return arguments.dropLast().split(separator: ":", omittingEmptySubsequences: false)
            .allSatisfy { $0 == "_" || isIdentifier($0) }
    }

    /// Looks like an attempt at a selector (has parentheses and a colon or is `name(...)`) but is
    /// not well formed: a stray space, a missing colon, a trailing colon after the parenthesis.
    public static func isMalformedSelector(_ text: String) -> Bool {
        // Both readings need a `(`, and where there is no `(` byte there is no `(` Character.
        let open = UInt8(ascii: "(")
        guard text.utf8.withContiguousStorageIfAvailable({ $0.contains(open) }) ?? text.utf8.contains(open) else { return false }
        // Both readings turn a well-formed selector away, and most spans with a `(` are one:
        // `isSelector` tells without proving the text ASCII first.
        guard !isSelector(text) else { return false }
        // A closure type, an attribute or a literal in the parentheses makes a call or a
        // signature (`custom(@Sendable ([String]) -> [String])`), never a selector attempt.
        guard !text.contains("->"), !text.contains("@"), !text.contains("["), !text.contains("\"") else { return false }
        if let answer = ASCIIBytes.read(text, isASCIIMalformedSelector) { return answer }
        return characterLevelIsMalformedSelector(text)
    }

    /// `isMalformedSelector` on Characters, for text that is not ASCII.
    static func characterLevelIsMalformedSelector(_ text: String) -> Bool {
        guard !isSelector(text), let open = text.firstIndex(of: "("), text.contains(")") else { return false }
        let name = String(text[..<open]).trimmingWhitespace()
        guard isQualifiedIdentifier(Substring(name)), !name.isEmpty else { return false }
        // `foo(bar)` with no colon is a call expression, not a selector attempt.
        return text.contains(":") || text.contains(" ")
    }

    /// A type-like name such as `UIApplication` or `UIApplication.LaunchOptionsKey`.
    public static func isTypeName(_ text: String) -> Bool {
        // A qualified identifier is ASCII, so its first Character is uppercase exactly when its
        // first byte is A to Z: no Unicode property look-up is needed.
        guard let first = text.utf8.first, first >= 0x41 && first <= 0x5A else { return false }
        return isQualifiedIdentifier(Substring(text))
    }

    /// `isTypeName` on Characters, as it was first written: the reference its byte test is held to.
    static func characterLevelIsTypeName(_ text: String) -> Bool {
        guard let first = text.first, first.isUppercase else { return false }
        return isQualifiedIdentifier(Substring(text))
    }

    /// The selector or name a DocC declaration title stands for:
    /// `func application(UIApplication, didFinishLaunchingWithOptions: [...]?) -> Bool`
    /// → `application(_:didFinishLaunchingWithOptions:)`; `struct UIApplication.LaunchOptionsKey`
    /// → `UIApplication.LaunchOptionsKey`; `class let didFinishLaunchingNotification: …`
    /// → `didFinishLaunchingNotification`. nil when the text is not a declaration title.
    public static func symbol(fromDeclarationTitle title: String) -> String? {
        let words = title.split(separator: " ", omittingEmptySubsequences: true)
        let modifiers: Set<Substring> = ["class", "static", "optional", "final", "public", "open", "@MainActor", "mutating", "nonisolated"]
        let introducers: Set<Substring> = ["func", "var", "let", "struct", "class", "enum", "protocol", "actor", "typealias", "case", "init", "subscript", "macro"]
        var index = 0
        while index < words.count, modifiers.contains(words[index]),
              !(words[index] == "class" && index + 1 < words.count && !modifiers.contains(words[index + 1]) && !introducers.contains(words[index + 1])) {
            index += 1
        }
        guard index < words.count else { return nil }
        let introducer = words[index]
        let rest = words[(index + 1)...].joined(separator: " ")
        if introducer.hasPrefix("init(") || introducer.hasPrefix("subscript(") {
            return selector(name: String(introducer.prefix { $0 != "(" }), parameterList: words[index...].joined(separator: " "))
        }
        guard introducers.contains(introducer) else { return nil }
        switch introducer {
        case "func", "init", "subscript", "macro":
            guard let open = rest.firstIndex(of: "(") else { return nil }
            let name = introducer == "func" || introducer == "macro" ? String(rest[..<open]) : String(introducer)
            return selector(name: name.trimmingWhitespace(), parameterList: rest)
        default:
            let name = rest.prefix { $0 != ":" && $0 != " " && $0 != "<" && $0 != "=" && $0 != "{" }
            return name.isEmpty ? nil : String(name)
        }
    }

    /// `name` plus the labels of a DocC parameter list `(Type, label: Type)`.
    private static func selector(name: String, parameterList: String) -> String? {
        guard let open = parameterList.firstIndex(of: "(") else { return nil }
        var depth = 0
        var current = ""
        var labels: [String] = []
        var closed = false
        for character in parameterList[parameterList.index(after: open)...] {
            if closed { break }
            switch character {
            case "(", "[", "<": depth += 1; current.append(character)
            case "]", ">": depth -= 1; current.append(character)
            case ")":
                if depth == 0 { closed = true } else { depth -= 1; current.append(character) }
            case "," where depth == 0:
                labels.append(label(of: current)); current = ""
            default: current.append(character)
            }
        }
        guard closed else { return nil }
        if !current.trimmingWhitespace().isEmpty { labels.append(label(of: current)) }
        return name + "(" + labels.map { $0 + ":" }.joined() + ")"
    }

    private static func label(of parameter: String) -> String {
        let text = parameter.trimmingWhitespace()
        guard let colon = text.firstIndex(of: ":") else { return "_" }
        let candidate = String(text[..<colon]).trimmingWhitespace()
        return isIdentifier(Substring(candidate)) ? candidate : "_"
    }

    /// ASCII letters, digits and `_`, not starting with a digit. Read as UTF-8 bytes: an ASCII
    /// identifier is the same test on Characters and on bytes, and bytes skip the Unicode
    /// property look-ups (every code span of every page comes through here).
    package static func isIdentifier(_ text: Substring) -> Bool {
        isIdentifier(text.utf8)
    }

    static func isQualifiedIdentifier(_ text: Substring) -> Bool {
        !text.isEmpty && text.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false).allSatisfy(isIdentifier)
    }

    /// `isSelector` on UTF-8 bytes, in one pass: the name's identifiers up to the first `(`, then
    /// the labels up to the closing `)` (every code span of two checks comes here). In ASCII text
    /// without CR each byte is a Character; any other text it turns away, as every byte must be
    /// an ASCII name byte or `(`, `.`, `:`, `)`, and so does the Character reading, where a byte
    /// past ASCII or a CR lands in a name or label, or makes its punctuation another Character.
    private static func isASCIISelector(_ bytes: [UInt8]) -> Bool {
        let count = bytes.count
        var index = 0
        // Whether the next byte starts an identifier (a digit may not, nor may `.` or `:` end one).
        var atStart = true
        while index < count, bytes[index] != UInt8(ascii: "(") {
            guard let startsNext = continuesName(bytes[index], separator: UInt8(ascii: "."), atStart: atStart) else { return false }
            atStart = startsNext
            index += 1
        }
        guard index < count, !atStart, bytes[count - 1] == UInt8(ascii: ")") else { return false }
        // The arguments lie between this `(` and the last byte, the `)`.
        let end = count - 1
        index += 1
        if index == end { return true }
        guard bytes[end - 1] == UInt8(ascii: ":") else { return false }
        // Each label before a colon is `_` or an identifier (`_` is one).
        atStart = true
        while index < end {
            guard let startsNext = continuesName(bytes[index], separator: UInt8(ascii: ":"), atStart: atStart) else { return false }
            atStart = startsNext
            index += 1
        }
        return true
    }

    /// For a byte of identifiers joined by `separator`: whether the byte after it starts an
    /// identifier, or nil when the byte cannot stand where it does.
    @inline(__always)
    private static func continuesName(_ byte: UInt8, separator: UInt8, atStart: Bool) -> Bool? {
        if isASCIILetter(byte) || byte == UInt8(ascii: "_") { return false }
        if byte >= 0x30 && byte <= 0x39 { return atStart ? nil : false }
        if byte == separator { return atStart ? nil : true }
        return nil
    }

    /// `isMalformedSelector` on the bytes of ASCII text, where `Character.isWhitespace` is
    /// tab to CR and space.
    private static func isASCIIMalformedSelector(_ bytes: [UInt8]) -> Bool {
        guard !isASCIISelector(bytes), let open = bytes.firstIndex(of: UInt8(ascii: "(")),
              bytes.contains(UInt8(ascii: ")")) else { return false }
        var start = 0
        var end = open
        while start < end, isASCIIWhitespace(bytes[start]) { start += 1 }
        while end > start, isASCIIWhitespace(bytes[end - 1]) { end -= 1 }
        guard isQualifiedIdentifier(bytes, start..<end) else { return false }
        return bytes.contains(UInt8(ascii: ":")) || bytes.contains(UInt8(ascii: " "))
    }

    /// Identifiers joined by dots, as `isQualifiedIdentifier` reads them.
    private static func isQualifiedIdentifier(_ bytes: [UInt8], _ range: Range<Int>) -> Bool {
        guard !range.isEmpty else { return false }
        var start = range.lowerBound
        for index in range where bytes[index] == UInt8(ascii: ".") {
            guard isIdentifier(bytes, start..<index) else { return false }
            start = index + 1
        }
        return isIdentifier(bytes, start..<range.upperBound)
    }

    private static func isIdentifier(_ bytes: [UInt8], _ range: Range<Int>) -> Bool {
        guard let first = range.first, isASCIILetter(bytes[first]) || bytes[first] == UInt8(ascii: "_") else { return false }
        return bytes[range].allSatisfy { isASCIILetter($0) || ($0 >= 0x30 && $0 <= 0x39) || $0 == UInt8(ascii: "_") }
    }

    private static func isASCIIWhitespace(_ byte: UInt8) -> Bool {
        (byte >= 0x09 && byte <= 0x0D) || byte == 0x20
    }

    private static func isIdentifier(_ bytes: Substring.UTF8View) -> Bool {
        guard let first = bytes.first, isASCIILetter(first) || first == UInt8(ascii: "_") else { return false }
        return bytes.allSatisfy { isASCIILetter($0) || ($0 >= 0x30 && $0 <= 0x39) || $0 == UInt8(ascii: "_") }
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
    }
}
