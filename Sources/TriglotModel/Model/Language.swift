/// A content language, by its BCP 47 tag as used for the folder name (`en`, `zh-Hans`, `ja`).
public struct Language: Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
    public let code: String

    public init(_ code: String) {
        self.code = code
    }

    public static let english = Language("en")
    public static let simplifiedChinese = Language("zh-Hans")
    public static let japanese = Language("ja")

    /// The language the translations are made from.
    public static let source = english

    /// The URL segment: lowercased, as browsers and sitemaps expect (`zh-hans`).
    public var urlSegment: String { code.lowercased() }

    /// Chinese and Japanese are written without spaces between words.
    public var usesCJKScript: Bool {
        // Asked for every paragraph the checks read: ASCII tags (all real ones) are read as bytes,
        // where splitting and lowercasing give what the Character-level code below gives.
        if let primary = Self.asciiPrimarySubtag(code) {
            return primary == 0x7A68 || primary == 0x6A61 || primary == 0x6B6F  // "zh", "ja", "ko"
        }
        let primary = code.split(separator: "-").first.map(String.init)?.lowercased() ?? code
        return ["zh", "ja", "ko"].contains(primary)
    }

    /// The first non-empty subtag of an ASCII tag, lowercased, as two bytes in an Int (0 when it
    /// is not two letters long); nil when the tag is not ASCII (or holds CR, which joins LF).
    private static func asciiPrimarySubtag(_ code: String) -> Int? {
        var primary = 0
        var length = 0
        for byte in code.utf8 {
            if byte >= 0x80 || byte == 0x0D { return nil }
            if byte == UInt8(ascii: "-") {
                if length > 0 { break }
                continue
            }
            let lower = byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
            primary = primary << 8 | Int(lower)
            length += 1
            if length > 2 { primary = 0 }
        }
        return length == 2 ? primary : 0
    }

    public var description: String { code }

    public static func < (lhs: Language, rhs: Language) -> Bool { lhs.code < rhs.code }

    public init(from decoder: any Decoder) throws {
        code = try decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(code)
    }
}
