import TriglotLowLevel

/// Scalar-level helpers on UTF-8 bytes of valid (Swift String) text.
enum UTF8Bytes {
    static func scalarLength(lead byte: UInt8) -> Int {
        byte < 0x80 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
    }

    /// `SimpleText.isWhitespace` for the scalar starting at `index`: in simple text the White_Space
    /// scalars are tab to form feed, space, U+0085, U+00A0 and U+3000.
    static func isWhitespace(at index: Int, in bytes: Span<UInt8>) -> Bool {
        guard index < bytes.count else { return false }
        switch bytes[index] {
        case 0x09...0x0D, 0x20:
            return true
        case 0xC2:
            return index + 1 < bytes.count && (bytes[index + 1] == 0x85 || bytes[index + 1] == 0xA0)
        case 0xE1, 0xE2:
            // U+1680 and U+2000…U+205F are not simple, but answer as `SimpleText.isWhitespace` does.
            guard let scalar = scalar(at: index, in: bytes) else { return false }
            return SimpleText.isWhitespace(scalar)
        case 0xE3:
            return index + 2 < bytes.count && bytes[index + 1] == 0x80 && bytes[index + 2] == 0x80
        default:
            return false
        }
    }

    static func scalar(at index: Int, in bytes: Span<UInt8>) -> Unicode.Scalar? {
        let length = scalarLength(lead: bytes[index])
        guard index + length <= bytes.count else { return nil }
        return Unicode.UTF8.decode(bytes.extracting(index..<index + length))
    }
}
