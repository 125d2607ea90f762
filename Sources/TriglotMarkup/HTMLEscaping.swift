/// Escaping for HTML text and double-quoted attribute values. It works on UTF-8 bytes, not
/// Characters: a `"` followed by a combining mark is one Character, and a Character-based escaper
/// lets that quote through while browsers still end the attribute on it.
public enum HTMLEscaping {
    public static func escape(_ text: String) -> String {
        // Most text has nothing to escape; a scan of the contiguous bytes says so cheaply.
        guard needsWork(text) else { return text }
        var result: [UInt8] = []
        result.reserveCapacity(text.utf8.count + text.utf8.count / 4)
        appendEscaped(text.utf8, to: &result)
        return String(decoding: result, as: UTF8.self)
    }

    /// `escape(text)` written onto the end of `output`, for renderers that build pages as bytes.
    public static func append(escaping text: String, to output: inout [UInt8]) {
        // Scanned and copied from the same bytes: `+= text.utf8` would find them a second time,
        // retaining and releasing the string on the way.
        let copied = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            guard !containsSpecial(bytes) else { return false }
            output.append(contentsOf: bytes)
            return true
        }
        if copied == true { return }
        appendEscaped(text.utf8, to: &output)
    }

    /// The same for text already in UTF-8.
    public static func append(escaping text: [UInt8], to output: inout [UInt8]) {
        append(escaping: text[...], to: &output)
    }

    /// The same for part of a text in UTF-8.
    public static func append(escaping text: ArraySlice<UInt8>, to output: inout [UInt8]) {
        guard text.withUnsafeBufferPointer(containsSpecial) else { output += text; return }
        appendEscaped(text, to: &output)
    }

    private static func needsWork(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable(containsSpecial) ?? text.utf8.contains(where: needsEscaping)
    }

    /// Whether any byte is one of the five escaped, looked for eight bytes at a time: every
    /// text of every page is asked, and nearly none holds one.
    static func containsSpecial(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        var index = 0
        while bytes.count - index >= 8 {
            let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            if (has(0x26, in: word) | has(0x3C, in: word) | has(0x3E, in: word) | has(0x22, in: word) | has(0x27, in: word)) != 0 { return true }
            index += 8
        }
        while index < bytes.count {
            if needsEscaping(bytes[index]) { return true }
            index += 1
        }
        return false
    }

    /// Non-zero exactly when some byte of `word` is `byte`: the byte is zero after the exclusive
    /// or, and only a zero byte both borrows and had its high bit clear.
    @inline(__always)
    private static func has(_ byte: UInt8, in word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let difference = word ^ (ones &* UInt64(byte))
        return (difference &- ones) & ~difference & 0x8080_8080_8080_8080
    }

    /// Bytes, not `String.UnicodeScalarView`: appending to that view is quadratic, and a page of
    /// 300,000 `<!--` took minutes. The five characters are ASCII, so a byte never belongs to a
    /// longer scalar and the result is exactly the scalar-wise escape.
    private static func appendEscaped(_ text: some Sequence<UInt8>, to output: inout [UInt8]) {
        for byte in text {
            switch byte {
            case 0x26: output.append(literal: "&amp;")
            case 0x3C: output.append(literal: "&lt;")
            case 0x3E: output.append(literal: "&gt;")
            case 0x22: output.append(literal: "&quot;")
            case 0x27: output.append(literal: "&#39;")
            default: output.append(byte)
            }
        }
    }

    private static func needsEscaping(_ byte: UInt8) -> Bool {
        byte == 0x26 || byte == 0x3C || byte == 0x3E || byte == 0x22 || byte == 0x27
    }
}

/// Which link destinations may be rendered: the schemes cmark's safe mode refuses are refused
/// here too, after undoing what browsers ignore (leading spaces and controls, tabs and newlines
/// inside), so `java\tscript:` and ` javascript:` cannot slip through a rewrite.
public enum SafeURL {
    public static func isSafe(_ destination: String) -> Bool {
        // Every refused scheme starts with j, v, f or d: a destination starting otherwise (a
        // relative page link, `#id`, `https:`) is safe without a closer look.
        guard let first = destination.utf8.first(where: { $0 > 0x20 }),
              refusedFirstLetters.contains(first | 0x20) else { return true }
        // Only the first dozen meaningful bytes decide, and the schemes are ASCII. (Lowercasing
        // non-ASCII text never yields the letters of these schemes followed by the rest of them.)
        var prefix: [UInt8] = []
        prefix.reserveCapacity(16)
        var started = false
        for byte in destination.utf8 {
            if !started {
                if byte <= 0x20 { continue }
                started = true
            }
            if byte == 0x09 || byte == 0x0A || byte == 0x0D { continue }
            prefix.append(byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte)
            if prefix.count == 16 { break }
        }
        if refusedSchemes.contains(where: { prefix.starts(with: $0) }) { return false }
        if prefix.starts(with: "data:".utf8) {
            return allowedDataTypes.contains { prefix.starts(with: $0) }
        }
        return true
    }

    private static let refusedFirstLetters: [UInt8] = Array("jvfd".utf8)
    private static let refusedSchemes = ["javascript:", "vbscript:", "file:"].map { Array($0.utf8) }
    private static let allowedDataTypes = ["data:image/png", "data:image/gif", "data:image/jpeg", "data:image/webp"].map { Array($0.utf8) }

    /// Percent-encodes what may not stand in an href as written, as cmark does.
    public static func encode(_ destination: String) -> String {
        var result: [UInt8] = []
        result.reserveCapacity(destination.utf8.count + 8)
        append(encoding: destination, to: &result)
        return String(decoding: result, as: UTF8.self)
    }

    /// `encode(destination)` written onto the end of `output`.
    public static func append(encoding destination: String, to output: inout [UInt8]) {
        // On the bytes in one buffer: every link of every page comes through here, and
        // stepping through `utf8` costs several times the table lookup it feeds.
        var destination = destination
        destination.withUTF8 { bytes in
            encodingKinds.withUnsafeBufferPointer { kinds in
                // Most destinations need nothing encoded; one pass over the table says so.
                guard bytes.contains(where: { kinds[Int($0)] != 0 }) else {
                    output.append(contentsOf: bytes)
                    return
                }
                for byte in bytes {
                    switch kinds[Int(byte)] {
                    case 0:
                        output.append(byte)
                    case 1:
                        output.append(literal: "&amp;")
                    case 2:
                        output.append(literal: "&#39;")
                    default:
                        output.append(UInt8(ascii: "%"))
                        output.append(hexDigits[Int(byte >> 4)])
                        output.append(hexDigits[Int(byte & 0xF)])
                    }
                }
            }
        }
    }

    /// For each byte: 0 stands as it is (letters, digits and the marks cmark keeps), 1 is `&`,
    /// 2 is `'`, 3 is percent-encoded.
    private static let encodingKinds: [UInt8] = (0...255).map { value in
        let byte = UInt8(value)
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return 0
        case UInt8(ascii: "&"):
            return 1
        case UInt8(ascii: "'"):
            return 2
        case _ where "-_.!~*();/?:@=+$,%#".utf8.contains(byte):
            return 0
        default:
            return 3
        }
    }

    private static let hexDigits = Array("0123456789ABCDEF".utf8)
}

extension [UInt8] {
    /// A literal's bytes copied straight from the binary. `+= "<p>".utf8` goes through String's
    /// general copy, retaining and releasing the string, which costs several times the copy of
    /// a tag a few bytes long; a page's body appends thousands of them, as do the site's own
    /// renderers.
    @inline(__always)
    public mutating func append(literal: StaticString) {
        literal.withUTF8Buffer { append(contentsOf: $0) }
    }
}
