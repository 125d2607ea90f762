import TriglotMarkup

/// A fenced block with the info string `lifecycle`: facts the lifecycle core must confirm.
/// The model keeps its text; `TriglotChecks` interprets it with `LaunchLifecycle`.
public struct LifecycleBlock: Sendable, Equatable, Codable {
    public var text: String
    public var sectionID: String?
    public var range: SourceRange
    /// The line of the block's first line of content.
    public var firstContentLine: Int

    public init(text: String, sectionID: String?, range: SourceRange, firstContentLine: Int) {
        self.text = text
        self.sectionID = sectionID
        self.range = range
        self.firstContentLine = firstContentLine
    }
}

/// An ordered list whose items each open with a code span naming a method, optionally behind a
/// bracketed condition: `3. [If 1 and 2 both return true] `application(_:open:options:)``.
/// In a section whose id names a scenario, it claims the core's call order.
public struct OrderedListClaim: Sendable, Equatable, Codable {
    public struct Item: Sendable, Equatable, Codable {
        /// The method as written in the item's leading code span.
        public var method: String?
        /// The bracketed condition before it, without the brackets.
        public var condition: String?
        /// Every code span in the item, in order (for step lists that mention several symbols).
        public var codeSpans: [String]
        public var text: String
        public var range: SourceRange
    }

    public var sectionID: String?
    public var items: [Item]
    public var range: SourceRange

    public init(sectionID: String?, items: [Item], range: SourceRange) {
        self.sectionID = sectionID
        self.items = items
        self.range = range
    }

    /// A call-order claim: every item opens with a method.
    public var isCallOrder: Bool { !items.isEmpty && items.allSatisfy { $0.method != nil } }
}
