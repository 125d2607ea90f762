/// Whitespace Characters dropped from both ends of a text, as `NegationCheck` quotes an English
/// sentence (every disagreement quotes one, and a site has thousands).
enum SpaceTrimming {
    /// Leading, then trailing whitespace Characters dropped.
    ///
    /// Where the text next to the whitespace is ASCII, the bytes say where the Characters are:
    /// between two ASCII scalars there is always a grapheme break (CR LF, the one exception, is
    /// whitespace on both sides), and no ASCII scalar extends the Character before it. Elsewhere
    /// (a combining mark after a space, say) the Characters are walked.
    static func trimmed(_ text: Substring) -> String {
        let utf8 = text.utf8
        var start = utf8.startIndex
        while start < utf8.endIndex, isASCIIWhitespace(utf8[start]) { start = utf8.index(after: start) }
        var end = utf8.endIndex
        while end > start, isASCIIWhitespace(utf8[utf8.index(before: end)]) { end = utf8.index(before: end) }
        if start == end { return "" }
        guard utf8[start] < 0x80, utf8[utf8.index(before: end)] < 0x80 else { return characterLevelTrimmed(text) }
        return String(text[start..<end])
    }

    /// `trimmed` walking Characters, for text whose ends are not ASCII.
    static func characterLevelTrimmed(_ slice: Substring) -> String {
        // A String of its own, so that its Characters are found from its own first scalar.
        let text = String(slice)
        var start = text.startIndex
        while start < text.endIndex, text[start].isWhitespace { start = text.index(after: start) }
        var end = text.endIndex
        while end > start, text[text.index(before: end)].isWhitespace { end = text.index(before: end) }
        return String(text[start..<end])
    }

    private static func isASCIIWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
    }
}
