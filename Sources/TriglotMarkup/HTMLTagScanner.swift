/// HTML cut into the pieces a sanitizer judges one at a time, close to how a browser's
/// tokenizer cuts them. It need not be exact: the sanitizer writes only what it rebuilds itself
/// (known tags, known attributes, escaped text), so where this scanner and a browser disagree the
/// output is different but never unsafe. Each byte is looked at a bounded number of times and
/// nothing recurses, so hostile input costs no more than its length.
struct HTMLTagScanner {
    struct Attribute {
        /// Lowercased, as HTML attribute names are case-insensitive.
        var name: String
        /// The raw bytes of the value, character references undecoded; nil when written bare.
        var value: Range<Int>?
    }

    struct Tag {
        var name: String
        var attributes: [Attribute]
        var selfClosing: Bool
    }

    enum Token {
        case text(Range<Int>)
        case startTag(Tag)
        case endTag(String)
        /// Comments, and the `<!…>` a browser reads as one.
        case comment
        case doctype, cdata, processingInstruction
        /// A tag the input ends inside. A browser drops it and everything after, and so do we:
        /// starting over after its `<` would rescan the rest for every such `<`.
        case unterminated(String)
    }

    let bytes: [UInt8]
    private(set) var position = 0

    init(_ text: String) {
        bytes = Array(text.utf8)
    }

    mutating func next() -> Token? {
        guard position < bytes.count else { return nil }
        let start = position
        if startsMarkup(at: start) { return markup(at: start) }
        var index = start + 1
        while index < bytes.count, !(bytes[index] == .lessThan && startsMarkup(at: index)) { index += 1 }
        position = index
        return .text(start..<index)
    }

    /// Moves past a raw-text element's content (a script's, a style's), where `<` starts no
    /// tag, and past its end tag; to the end of the input when there is none.
    mutating func skipRawText(closing name: String) {
        let target = Array(name.utf8)
        var index = position
        while index + 1 < bytes.count {
            if bytes[index] == .lessThan, bytes[index + 1] == .slash, matches(target, at: index + 2) {
                let after = index + 2 + target.count
                if after >= bytes.count || Self.endsName(bytes[after]) {
                    position = tagEnd(from: after)?.end ?? bytes.count
                    return
                }
            }
            index += 1
        }
        position = bytes.count
    }

    // MARK: Markup

    private func startsMarkup(at index: Int) -> Bool {
        guard bytes[index] == .lessThan, index + 1 < bytes.count else { return false }
        let next = bytes[index + 1]
        if Self.isLetter(next) || next == .bang || next == .question { return true }
        return next == .slash && index + 2 < bytes.count && Self.isLetter(bytes[index + 2])
    }

    private mutating func markup(at start: Int) -> Token {
        let second = bytes[start + 1]
        if second == .bang {
            if hasPrefix("<!--", at: start) {
                // `<!-->` and `<!--->` are whole comments to a browser.
                let body = start + 4
                if hasPrefix(">", at: body) { return finish(.comment, at: body + 1) }
                if hasPrefix("->", at: body) { return finish(.comment, at: body + 2) }
                return finish(.comment, at: endOfFirst(["-->", "--!>"], from: body))
            }
            if hasPrefix("<![CDATA[", at: start) { return finish(.cdata, at: endOfFirst(["]]>"], from: start + 9)) }
            let isDoctype = hasPrefix("<!doctype", at: start, ignoringCase: true)
            return finish(isDoctype ? .doctype : .comment, at: endOfFirst([">"], from: start + 2))
        }
        // cmark ends an instruction at `?>`, so a piece it hands over is one token here too.
        if second == .question { return finish(.processingInstruction, at: endOfFirst(["?>"], from: start + 2)) }
        let isEnd = second == .slash
        let nameStart = start + (isEnd ? 2 : 1)
        var nameEnd = nameStart
        while nameEnd < bytes.count, !Self.endsName(bytes[nameEnd]) { nameEnd += 1 }
        let name = Self.lowercased(bytes[nameStart..<nameEnd])
        guard let found = tagEnd(from: nameEnd) else {
            position = bytes.count
            return .unterminated(name)
        }
        position = found.end
        return isEnd ? .endTag(name) : .startTag(Tag(name: name, attributes: found.attributes, selfClosing: found.selfClosing))
    }

    private mutating func finish(_ token: Token, at end: Int) -> Token {
        position = end
        return token
    }

    /// The attributes after a tag name, as a browser reads them: `/` between them is ignored
    /// unless right before `>`, a value is quoted either way or runs to a space or `>`, and
    /// the first of two same-named attributes is the one that counts (the caller's concern).
    /// Nil when the input ends first.
    private func tagEnd(from start: Int) -> (attributes: [Attribute], selfClosing: Bool, end: Int)? {
        var attributes: [Attribute] = []
        var index = start
        while true {
            while index < bytes.count, Self.isSpace(bytes[index]) || bytes[index] == .slash {
                if bytes[index] == .slash, index + 1 < bytes.count, bytes[index + 1] == .greaterThan {
                    return (attributes, true, index + 2)
                }
                index += 1
            }
            guard index < bytes.count else { return nil }
            if bytes[index] == .greaterThan { return (attributes, false, index + 1) }
            let nameStart = index
            index += 1  // A leading `=` belongs to the name.
            while index < bytes.count, !Self.endsName(bytes[index]), bytes[index] != .equals { index += 1 }
            var attribute = Attribute(name: Self.lowercased(bytes[nameStart..<index]), value: nil)
            var look = index
            while look < bytes.count, Self.isSpace(bytes[look]) { look += 1 }
            if look < bytes.count, bytes[look] == .equals {
                index = look + 1
                while index < bytes.count, Self.isSpace(bytes[index]) { index += 1 }
                guard index < bytes.count else { return nil }
                let quote = bytes[index]
                if quote == .doubleQuote || quote == .singleQuote {
                    var close = index + 1
                    while close < bytes.count, bytes[close] != quote { close += 1 }
                    guard close < bytes.count else { return nil }
                    attribute.value = (index + 1)..<close
                    index = close + 1
                } else {
                    let valueStart = index
                    while index < bytes.count, !Self.isSpace(bytes[index]), bytes[index] != .greaterThan { index += 1 }
                    attribute.value = valueStart..<index
                }
            }
            attributes.append(attribute)
        }
    }

    // MARK: Bytes

    private func hasPrefix(_ literal: StaticString, at start: Int, ignoringCase: Bool = false) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard start + count <= bytes.count else { return false }
        return literal.withUTF8Buffer { prefix in
            prefix.indices.allSatisfy { offset in
                let byte = bytes[start + offset]
                return (ignoringCase ? Self.lower(byte) : byte) == prefix[offset]
            }
        }
    }

    /// Just past the first of the terminators found from `start`, or the end of the input.
    /// All of them start with the same byte, which is looked for first.
    private func endOfFirst(_ terminators: [StaticString], from start: Int) -> Int {
        guard let first = terminators.first?.withUTF8Buffer({ $0.first }) ?? nil else { return bytes.count }
        var index = start
        while let candidate = bytes[index...].firstIndex(of: first) {
            for terminator in terminators where hasPrefix(terminator, at: candidate) {
                return candidate + terminator.utf8CodeUnitCount
            }
            index = candidate + 1
        }
        return bytes.count
    }

    private func matches(_ name: [UInt8], at start: Int) -> Bool {
        guard start + name.count <= bytes.count else { return false }
        return name.indices.allSatisfy { Self.lower(bytes[start + $0]) == name[$0] }
    }

    static func lowercased(_ bytes: ArraySlice<UInt8>) -> String {
        String(decoding: bytes.map(lower), as: UTF8.self)
    }

    static func lower(_ byte: UInt8) -> UInt8 { byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte }

    static func isLetter(_ byte: UInt8) -> Bool { lower(byte) >= 0x61 && lower(byte) <= 0x7A }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    /// HTML's whitespace: tab, line feed, form feed, carriage return, space.
    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D
    }

    private static func endsName(_ byte: UInt8) -> Bool { isSpace(byte) || byte == .slash || byte == .greaterThan }
}

/// Character references, which HTML decodes inside text and attribute values.
extension HTMLTagScanner {
    /// The length of the reference starting at the `&` at `start` when it is one a browser
    /// decodes as written (`&name;`, `&#38;`, `&#x26;`), else 0. The semicolon is required:
    /// without it a browser may or may not decode, and such a `&` is escaped instead.
    static func referenceLength(in text: ArraySlice<UInt8>, at start: Int) -> Int {
        // The longest named reference, `&CounterClockwiseContourIntegral;`, has 33 bytes.
        let limit = min(text.endIndex, start + 40)
        var index = start + 1
        guard index < limit else { return 0 }
        if text[index] == UInt8(ascii: "#") {
            index += 1
            let hex = index < limit && lower(text[index]) == UInt8(ascii: "x")
            if hex { index += 1 }
            let digits = index
            while index < limit, digitValue(text[index], hex: hex) != nil { index += 1 }
            guard index > digits else { return 0 }
        } else {
            guard isLetter(text[index]) else { return 0 }
            while index < limit, isLetter(text[index]) || isDigit(text[index]) { index += 1 }
        }
        guard index < limit, text[index] == UInt8(ascii: ";") else { return 0 }
        return index + 1 - start
    }

    /// The value as a browser reads it, for judging a URL and writing it back out escaped, so
    /// the browser reads exactly what was judged. Numeric references decode with or without
    /// their semicolon, as in browsers (`&#106avascript:`). Of the named ones only those for
    /// ASCII punctuation and spaces are known; any other stays as written, and written back
    /// escaped it stays those literal characters to the browser too.
    static func decodingReferences(_ text: ArraySlice<UInt8>) -> [UInt8] {
        var decoded: [UInt8] = []
        decoded.reserveCapacity(text.count)
        var index = text.startIndex
        while index < text.endIndex {
            let byte = text[index]
            index += 1
            guard byte == UInt8(ascii: "&"), index < text.endIndex else { decoded.append(byte); continue }
            if text[index] == UInt8(ascii: "#") {
                var cursor = index + 1
                let hex = cursor < text.endIndex && lower(text[cursor]) == UInt8(ascii: "x")
                if hex { cursor += 1 }
                let digits = cursor
                var value: UInt32 = 0
                while cursor < text.endIndex, let digit = digitValue(text[cursor], hex: hex) {
                    // Capped past the last scalar, so a long run of digits cannot overflow.
                    value = min(value * (hex ? 16 : 10) + digit, 0x11_0000)
                    cursor += 1
                }
                guard cursor > digits else { decoded.append(byte); continue }
                if cursor < text.endIndex, text[cursor] == UInt8(ascii: ";") { cursor += 1 }
                let scalar = value == 0 ? nil : Unicode.Scalar(value)
                decoded += String(scalar ?? "\u{FFFD}").utf8
                index = cursor
                continue
            }
            var cursor = index
            while cursor < text.endIndex, cursor - index < 12, isLetter(text[cursor]) { cursor += 1 }
            if cursor < text.endIndex, text[cursor] == UInt8(ascii: ";"),
               let character = namedASCII[String(decoding: text[index..<cursor], as: UTF8.self)] {
                decoded.append(character)
                index = cursor + 1
            } else {
                decoded.append(byte)
            }
        }
        return decoded
    }

    private static let namedASCII: [String: UInt8] = {
        let pairs: [(String, Character)] = [
            ("amp", "&"), ("AMP", "&"), ("lt", "<"), ("LT", "<"), ("gt", ">"), ("GT", ">"), ("quot", "\""),
            ("QUOT", "\""), ("apos", "'"), ("Tab", "\t"), ("NewLine", "\n"), ("colon", ":"), ("sol", "/"),
            ("bsol", "\\"), ("num", "#"), ("quest", "?"), ("period", "."), ("lpar", "("), ("rpar", ")"),
            ("excl", "!"), ("comma", ","), ("semi", ";"), ("equals", "="), ("plus", "+"), ("percnt", "%"),
            ("commat", "@"), ("lowbar", "_"), ("dollar", "$"), ("ast", "*"), ("grave", "`"), ("Hat", "^"),
            ("lsqb", "["), ("rsqb", "]"), ("lcub", "{"), ("rcub", "}"), ("verbar", "|"),
        ]
        return Dictionary(uniqueKeysWithValues: pairs.compactMap { name, character in character.asciiValue.map { (name, $0) } })
    }()

    private static func digitValue(_ byte: UInt8, hex: Bool) -> UInt32? {
        if isDigit(byte) { return UInt32(byte - 0x30) }
        let letter = lower(byte)
        return hex && letter >= 0x61 && letter <= 0x66 ? UInt32(letter - 0x61 + 10) : nil
    }
}

extension UInt8 {
    fileprivate static let lessThan = UInt8(ascii: "<")
    fileprivate static let greaterThan = UInt8(ascii: ">")
    fileprivate static let slash = UInt8(ascii: "/")
    fileprivate static let bang = UInt8(ascii: "!")
    fileprivate static let question = UInt8(ascii: "?")
    fileprivate static let equals = UInt8(ascii: "=")
    fileprivate static let doubleQuote = UInt8(ascii: "\"")
    fileprivate static let singleQuote = UInt8(ascii: "'")
}
