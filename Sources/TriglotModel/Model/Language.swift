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
        let primary = code.split(separator: "-").first.map(String.init)?.lowercased() ?? code
        return ["zh", "ja", "ko"].contains(primary)
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
