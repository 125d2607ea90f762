/// Break opportunities (`<wbr>`) inside a long identifier, between a lower-case letter or digit
/// and the capital after it (`willFinish<wbr>Launching<wbr>With<wbr>Options`), so a phone-wide
/// column wraps a symbol's name between its words instead of in the middle of one.
enum CamelCaseBreaks {
    /// `html` (escaped text, perhaps with tags such as the `<wbr>` of `SymbolBreaks`) with the
    /// breaks added outside its tags.
    static func adding(to html: String) -> String {
        var result: [UInt8] = []
        result.reserveCapacity(html.utf8.count + 32)
        var previous: UInt8 = 0
        var inTag = false
        for byte in html.utf8 {
            if byte == UInt8(ascii: "<") { inTag = true }
            if !inTag, isCapital(byte), isLowerOrDigit(previous) { result += "<wbr>".utf8 }
            result.append(byte)
            // Entities (`&amp;`) are lower case, so they never end in a letter before a capital.
            previous = inTag ? 0 : byte
            if byte == UInt8(ascii: ">") { inTag = false }
        }
        return String(decoding: result, as: UTF8.self)
    }

    private static func isCapital(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
    }

    private static func isLowerOrDigit(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }
}
