import TriglotMarkup

/// The YAML metadata block at the top of a page.
public struct FrontMatter: Sendable, Equatable, Codable {
    /// The page this one documents or translates (`source:`).
    public var source: String?
    /// Every top-level key with its value as text (lists joined with ", "), for tools and checks.
    public var values: [String: String]
    /// The lines the block occupies, fences included.
    public var range: SourceRange?
    /// The line of each key, so diagnostics can point at it.
    public var keyLines: [String: Int]

    public init(source: String? = nil, values: [String: String] = [:], range: SourceRange? = nil, keyLines: [String: Int] = [:]) {
        self.source = source
        self.values = values
        self.range = range
        self.keyLines = keyLines
    }

    public static let empty = FrontMatter()
}
