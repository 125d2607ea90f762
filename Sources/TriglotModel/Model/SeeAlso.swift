import TriglotMarkup

/// A titled group of related symbols at the end of a page.
public struct SeeAlsoGroup: Sendable, Equatable, Codable {
    public struct Item: Sendable, Equatable, Codable {
        /// The text shown for the item (a symbol name or a title).
        public var title: String
        /// The link target as written, when the item is a link.
        public var target: String?
        /// The symbol the item names, when it names one (`application(_:didFinishLaunchingWithOptions:)`).
        public var symbol: String?
        public var summary: String
        public var range: SourceRange

        public init(title: String, target: String?, symbol: String?, summary: String, range: SourceRange) {
            self.title = title
            self.target = target
            self.symbol = symbol
            self.summary = summary
            self.range = range
        }
    }

    public var title: String
    public var items: [Item]
    public var range: SourceRange

    public init(title: String, items: [Item], range: SourceRange) {
        self.title = title
        self.items = items
        self.range = range
    }
}
