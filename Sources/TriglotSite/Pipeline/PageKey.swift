import TriglotModel

/// One page in one language: a page path (`uikit/x.md`) as a change names it, as the site shows
/// it, and as the language server locates a file.
public struct PageKey: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var path: String
    public var language: Language

    public init(path: String, language: Language) {
        self.path = path
        self.language = language
    }

    public static func < (lhs: PageKey, rhs: PageKey) -> Bool {
        (lhs.language.code, lhs.path) < (rhs.language.code, rhs.path)
    }

    public var description: String { language.code + "/" + path }
}
