import TriglotMarkup

/// A documented parameter: the name in the Parameters list and its description.
public struct Parameter: Sendable, Equatable, Codable {
    public var name: String
    public var nameRange: SourceRange
    public var blocks: [Block]
    public var range: SourceRange

    public init(name: String, nameRange: SourceRange, blocks: [Block], range: SourceRange) {
        self.name = name
        self.nameRange = nameRange
        self.blocks = blocks
        self.range = range
    }
}
