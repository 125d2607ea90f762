import TriglotMarkup

/// A long symbol name as a title: break opportunities (`<wbr>`) after `(` and each `:`, so a
/// narrow column wraps it between labels instead of in the middle of an identifier.
enum SymbolBreaks {
    static func html(_ symbol: String) -> String {
        // Symbol names are ASCII: there every byte is a Character, so the bytes can be read in
        // place. Anything else goes Character by Character, where a `(` with a combining mark
        // after it is no `(`.
        guard symbol.utf8.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) else { return characterWise(symbol) }
        var html: [UInt8] = []
        html.reserveCapacity(symbol.utf8.count + 32)
        for byte in symbol.utf8 {
            switch byte {
            case UInt8(ascii: "&"): html += "&amp;".utf8
            case UInt8(ascii: "<"): html += "&lt;".utf8
            case UInt8(ascii: ">"): html += "&gt;".utf8
            case UInt8(ascii: "\""): html += "&quot;".utf8
            case UInt8(ascii: "'"): html += "&#39;".utf8
            default: html.append(byte)
            }
            if byte == UInt8(ascii: "(") || byte == UInt8(ascii: ":") { html += "<wbr>".utf8 }
        }
        return String(decoding: html, as: UTF8.self)
    }

    static func characterWise(_ symbol: String) -> String {
        var html = ""
        for character in symbol {
            html += HTMLEscaping.escape(String(character))
            if character == "(" || character == ":" { html += "<wbr>" }
        }
        return html
    }
}
