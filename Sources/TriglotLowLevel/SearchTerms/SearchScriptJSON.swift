/// The JSON pieces of the search index script, written straight into its bytes.
package enum SearchScriptJSON {
    package static func jsonString(_ text: String) -> String {
        var json: [UInt8] = []
        appendString(text, to: &json)
        return String(decoding: json, as: UTF8.self)
    }

    package static func appendString(_ text: String, to json: inout [UInt8]) {
        var text = text
        text.withUTF8 { appendString($0, to: &json) }
    }

    /// A term as a JSON string. Short terms are written byte by byte, without a buffer to hold
    /// them, unless they hold a byte that may need an escape (which a term never does: terms
    /// are letters, digits, `_` and CJK characters).
    static func appendString(_ term: Term, to json: inout [UInt8]) {
        switch term {
        case .short(let packed):
            if (0..<Term.length(ofShort: packed)).contains(where: { mayNeedEscape(Term.byte($0, ofShort: packed)) }) {
                var bytes: [UInt8] = []
                Term.appendBytes(ofShort: packed, to: &bytes)
                appendString(bytes, to: &json)
            } else {
                json.append(UInt8(ascii: "\""))
                Term.appendBytes(ofShort: packed, to: &json)
                json.append(UInt8(ascii: "\""))
            }
        case .long(let bytes, _):
            appendString(bytes, to: &json)
        }
    }

    /// True for the bytes `appendString` looks at twice: those it escapes, and the first byte
    /// of U+2028 and U+2029.
    static func mayNeedEscape(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), 0..<0x20, 0xE2: true
        default: false
        }
    }

    /// A JSON string literal that is also safe inside a script: `<`, `>` and `&` are escaped, so
    /// page text can never close the script element or start markup. U+2028 and U+2029 (bytes
    /// E2 80 A8/A9) are escaped for old JavaScript engines that end lines there.
    static func appendString<Bytes: RandomAccessCollection<UInt8>>(_ utf8: Bytes, to json: inout [UInt8]) where Bytes.Index == Int {
        json.append(UInt8(ascii: "\""))
        // Bytes from `plainStart` up to `index` need no escape; they are copied in one go.
        var plainStart = 0
        var index = 0
        while index < utf8.count {
            let byte = utf8[index]
            guard mayNeedEscape(byte) else {
                index += 1
                continue
            }
            var escapedLength = 1
            if byte == 0xE2 {
                guard index + 2 < utf8.count && utf8[index + 1] == 0x80 && (utf8[index + 2] == 0xA8 || utf8[index + 2] == 0xA9) else {
                    index += 1
                    continue
                }
                escapedLength = 3
            }
            json.append(contentsOf: utf8[plainStart..<index])
            switch byte {
            case UInt8(ascii: "\""): json += #"\""#.utf8
            case UInt8(ascii: "\\"): json += #"\\"#.utf8
            case UInt8(ascii: "\n"): json += #"\n"#.utf8
            case UInt8(ascii: "\r"): json += #"\r"#.utf8
            case UInt8(ascii: "\t"): json += #"\t"#.utf8
            case 0xE2: appendUnicodeEscape(utf8[index + 2] == 0xA8 ? 0x2028 : 0x2029, to: &json)
            default: appendUnicodeEscape(UInt32(byte), to: &json)
            }
            index += escapedLength
            plainStart = index
        }
        json.append(contentsOf: utf8[plainStart..<utf8.count])
        json.append(UInt8(ascii: "\""))
    }

    private static func appendUnicodeEscape(_ value: UInt32, to json: inout [UInt8]) {
        let digits = Array("0123456789abcdef".utf8)
        json += #"\u"#.utf8
        for shift in stride(from: 12, through: 0, by: -4) { json.append(digits[Int((value >> UInt32(shift)) & 0xF)]) }
    }
}
