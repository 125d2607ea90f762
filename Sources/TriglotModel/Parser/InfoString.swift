/// The first word of a fenced code block's info string (`swift`, `lifecycle`), as
/// `info.split(separator: " ").first` gives it. Every code block of every page asks.
enum InfoString {
    static func firstWord(_ info: String) -> Substring? {
        // Info strings are ASCII in practice, and in ASCII each byte is a Character (but for
        // CR LF, which holds no space either): the word is the first run of bytes other than a
        // space, found without forming Characters or an array of every word.
        let utf8 = info.utf8
        guard utf8.allSatisfy({ $0 < 0x80 }) else { return info.split(separator: " ").first }
        guard let start = utf8.firstIndex(where: { $0 != 0x20 }) else { return nil }
        let end = utf8[start...].firstIndex(of: 0x20) ?? utf8.endIndex
        return info[start..<end]
    }
}
