import TriglotLowLevel

/// Escaping for HTML text and double-quoted attribute values. It works on UTF-8 bytes, not
/// Characters: a `"` followed by a combining mark is one Character, and a Character-based escaper
/// lets that quote through while browsers still end the attribute on it.
public enum HTMLEscaping {
    public static func escape(_ text: String) -> String {
        // Most text has nothing to escape, which one scan of its bytes says.
        guard ByteScan.containsHTMLSpecial(text) else { return text }
        var result: [UInt8] = []
        result.reserveCapacity(text.utf8.count + text.utf8.count / 4)
        appendEscaped(text.utf8, to: &result)
        return String(decoding: result, as: UTF8.self)
    }

    /// `escape(text)` written onto the end of `output`, for renderers that build pages as bytes.
    public static func append(escaping text: String, to output: inout [UInt8]) {
        guard ByteScan.containsHTMLSpecial(text) else { output += text.utf8; return }
        appendEscaped(text.utf8, to: &output)
    }

    /// The same for text already in UTF-8.
    public static func append(escaping text: [UInt8], to output: inout [UInt8]) {
        append(escaping: text[...], to: &output)
    }

    /// The same for part of a text in UTF-8.
    public static func append(escaping text: ArraySlice<UInt8>, to output: inout [UInt8]) {
        guard ByteScan.containsHTMLSpecial(text) else { output += text; return }
        appendEscaped(text, to: &output)
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
        let kinds = encodingKinds
        // Most destinations need nothing encoded; one pass over the table says so.
        guard destination.utf8.contains(where: { kinds[Int($0)] != 0 }) else {
            output += destination.utf8
            return
        }
        for byte in destination.utf8 {
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
