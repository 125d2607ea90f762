import SwiftSyntax
import TriglotLowLevel

/// A function declaration of the plainest shape, read without swift-syntax:
/// `[modifiers] func name([label] name: Type, …) [async] [throws] [-> Type]`, where a type is a
/// dotted name, `Any`, `[Type]` or `[Type : Type]`, each optionally followed by `?` or `!`.
///
/// Nearly every symbol page declares such a method, and reading one with swift-syntax's parser
/// costs more than the rest of its page. For these shapes the parser's answer is known: the
/// code is valid, the facts are the names and the source text of the types, and every token's
/// highlighting kind follows from where it stands. Anything else (attributes, generics, default
/// values, comments, keywords used as names, non-ASCII names…) is not read here and goes to
/// swift-syntax; the tests hold the two to each other.
struct PlainFunctionDeclaration {
    var name = ""
    var parameters: [Declaration.Parameter] = []
    var returnType: String?
    var tokens: [Declaration.Token] = []

    var symbol: String {
        name + "(" + parameters.map { $0.label + ":" }.joined() + ")"
    }

    /// nil when `code` is not of the plain shape.
    init?(_ code: String) {
        var reader = Reader(bytes: Array(code.utf8))
        guard let read = reader.read() else { return nil }
        self = read
    }

    private init() {}

    /// Words swift-syntax knows as keywords: used as a name, any of them may parse differently
    /// (`inout`, `some`, `Self`…), so a declaration naming one is left to the parser.
    static let keywords: Set<String> = {
        var words: Set<String> = []
        for raw in 0...UInt8.max {
            guard let keyword = Keyword(rawValue: raw) else { continue }
            words.insert(TokenSyntax.keyword(keyword).text)
        }
        return words
    }()

    /// No keyword is longer: a longer word needs no look-up.
    static let longestKeyword = keywords.map(\.utf8.count).max() ?? 0

    /// The modifiers read before `func`, as swift-syntax reads them there: keywords.
    static let modifiers: [StaticString] = [
        "optional", "public", "open", "internal", "static", "class", "final", "nonisolated", "override", "mutating",
    ]

    private struct Reader {
        let bytes: [UInt8]
        var index = 0
        var result = PlainFunctionDeclaration()
        /// The tokens as byte ranges: their Strings are made once, at the end, and runs of text
        /// or of punctuation have been joined by then.
        var pieces: [(kind: Declaration.Token.Kind, range: Range<Int>)] = []

        init(bytes: [UInt8]) {
            self.bytes = bytes
            pieces.reserveCapacity(64)
        }

        mutating func read() -> PlainFunctionDeclaration? {
            skipTrivia()
            var word = identifier()
            while let modifier = word, PlainFunctionDeclaration.modifiers.contains(where: { self.word(modifier, is: $0) }) {
                append(.keyword, modifier)
                guard skipTrivia() else { return nil }
                word = identifier()
            }
            guard let introducer = word, self.word(introducer, is: "func") else { return nil }
            append(.keyword, introducer)
            skipTrivia()
            guard let name = plainIdentifier() else { return nil }
            append(.identifier, name)
            result.name = text(name)
            skipTrivia()
            guard parameterClause() else { return nil }
            skipTrivia()
            for effect: StaticString in ["async", "throws"] {
                if let word = peekIdentifier(), self.word(word, is: effect) {
                    index = word.upperBound
                    append(.keyword, word)
                    skipTrivia()
                }
            }
            if byte(0) == UInt8(ascii: "-"), byte(1) == UInt8(ascii: ">") {
                append(.punctuation, index..<index + 2)
                index += 2
                skipTrivia()
                guard let type = type() else { return nil }
                result.returnType = text(type)
                skipTrivia()
            }
            guard index == bytes.count else { return nil }
            result.tokens = pieces.map { Declaration.Token(kind: $0.kind, text: text($0.range)) }
            return result
        }

        /// `(` parameters `)`; false when they are not plain.
        private mutating func parameterClause() -> Bool {
            guard take(UInt8(ascii: "(")) else { return false }
            skipTrivia()
            if take(UInt8(ascii: ")")) { return true }
            while true {
                guard let first = wildcardOrPlainIdentifier() else { return false }
                // Whether `first` is a label or the name shows only after the space that follows.
                let afterFirst = index
                skipTrivia(appending: false)
                let second = wildcardOrPlainIdentifier()
                let name: Range<Int>
                let firstIsWildcard = word(first, is: "_")
                if let second {
                    // `_ _: T` reads differently; leave it to the parser.
                    guard !word(second, is: "_") else { return false }
                    append(firstIsWildcard ? .keyword : .label, first)
                    append(.text, afterFirst..<second.lowerBound)
                    append(.parameterName, second)
                    name = second
                    skipTrivia()
                } else {
                    append(firstIsWildcard ? .keyword : .parameterName, first)
                    append(.text, afterFirst..<index)
                    name = first
                }
                guard take(UInt8(ascii: ":")) else { return false }
                skipTrivia()
                guard let type = type() else { return false }
                let label = text(first)
                result.parameters.append(Declaration.Parameter(label: label, name: name == first ? label : text(name), type: text(type)))
                skipTrivia()
                if take(UInt8(ascii: ")")) { return true }
                guard take(UInt8(ascii: ",")) else { return false }
                skipTrivia()
            }
        }

        /// A plain type; its range without trivia.
        private mutating func type() -> Range<Int>? {
            let start = index
            if take(UInt8(ascii: "[")) {
                skipTrivia()
                guard type() != nil else { return nil }
                skipTrivia()
                if take(UInt8(ascii: ":")) {
                    skipTrivia()
                    guard type() != nil else { return nil }
                    skipTrivia()
                }
                guard take(UInt8(ascii: "]")) else { return nil }
            } else if let word = identifier() {
                let isAny = self.word(word, is: "Any")
                guard isAny || !isKeyword(word) else { return nil }
                append(.typeIdentifier, word)
                while byte(0) == UInt8(ascii: "."), !isAny {
                    let period = index
                    index += 1
                    guard let member = plainIdentifier() else { return nil }
                    append(.punctuation, period..<period + 1)
                    append(.typeIdentifier, member)
                }
                // Generic arguments are left to the parser.
                guard byte(0) != UInt8(ascii: "<"), byte(0) != UInt8(ascii: ".") else { return nil }
            } else {
                return nil
            }
            // One `?` or `!`: a run of them lexes as an operator.
            if byte(0) == UInt8(ascii: "?") || byte(0) == UInt8(ascii: "!") {
                append(.punctuation, index..<index + 1)
                index += 1
            }
            return start..<index
        }

        /// Takes `byte` as a punctuation token if it is next.
        private mutating func take(_ expected: UInt8) -> Bool {
            guard byte(0) == expected else { return false }
            append(.punctuation, index..<index + 1)
            index += 1
            return true
        }

        /// An ASCII identifier, taken; nil (and nothing taken) when none is next.
        private mutating func identifier() -> Range<Int>? {
            guard let word = peekIdentifier() else { return nil }
            index = word.upperBound
            return word
        }

        private func peekIdentifier() -> Range<Int>? {
            guard let first = byte(0), first == UInt8(ascii: "_") || isLetter(first) else { return nil }
            var end = index + 1
            while end < bytes.count, bytes[end] == UInt8(ascii: "_") || isLetter(bytes[end]) || (0x30...0x39).contains(bytes[end]) {
                end += 1
            }
            // A name running into other characters (non-ASCII, `$`, `` ` ``…) is not plain.
            if end < bytes.count, bytes[end] >= 0x80 || bytes[end] == UInt8(ascii: "$") || bytes[end] == UInt8(ascii: "`") {
                return nil
            }
            return index..<end
        }

        /// An identifier that is no keyword (nor `_`).
        private mutating func plainIdentifier() -> Range<Int>? {
            guard let word = peekIdentifier(), !isKeyword(word), !self.word(word, is: "_") else { return nil }
            index = word.upperBound
            return word
        }

        private mutating func wildcardOrPlainIdentifier() -> Range<Int>? {
            if let word = peekIdentifier(), self.word(word, is: "_") {
                index = word.upperBound
                return word
            }
            return plainIdentifier()
        }

        /// Skips spaces, tabs and line feeds (appended as text unless the caller places them);
        /// whether there were any.
        @discardableResult
        private mutating func skipTrivia(appending: Bool = true) -> Bool {
            let start = index
            while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x09 {
                index += 1
            }
            if appending { append(.text, start..<index) }
            return index > start
        }

        private func byte(_ offset: Int) -> UInt8? {
            index + offset < bytes.count ? bytes[index + offset] : nil
        }

        private func isLetter(_ byte: UInt8) -> Bool {
            (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
        }

        private func isKeyword(_ range: Range<Int>) -> Bool {
            range.count <= PlainFunctionDeclaration.longestKeyword && PlainFunctionDeclaration.keywords.contains(text(range))
        }

        /// Whether the bytes of `range` are `expected`, compared without making a String.
        private func word(_ range: Range<Int>, is expected: StaticString) -> Bool {
            guard range.count == expected.utf8CodeUnitCount else { return false }
            return expected.withUTF8Buffer { bytes[range].elementsEqual($0) }
        }

        private func text(_ range: Range<Int>) -> String {
            String(decoding: bytes[range], as: UTF8.self)
        }

        /// As `DeclarationTokens` does: runs of text, and of punctuation, join into one token.
        /// Pieces come in source order, each starting where the one before ended.
        private mutating func append(_ kind: Declaration.Token.Kind, _ range: Range<Int>) {
            guard !range.isEmpty else { return }
            if let last = pieces.last, last.kind == kind, kind == .text || kind == .punctuation {
                pieces[pieces.count - 1].range = last.range.lowerBound..<range.upperBound
            } else {
                pieces.append((kind, range))
            }
        }
    }
}
