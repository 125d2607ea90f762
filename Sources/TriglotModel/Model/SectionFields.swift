import TriglotMarkup

extension Section {
    /// What a section holds, as a plain value: the section keeps it in its box, and the parser
    /// fills one in place (block by block) before boxing it. Its JSON is the section's.
    @usableFromInline struct Fields: Sendable, Equatable, Codable {
        @usableFromInline var kind: Kind
        @usableFromInline var level: Int
        @usableFromInline var title: String
        @usableFromInline var id: String
        @usableFromInline var hasExplicitID: Bool
        @usableFromInline var headingLanguages: [String]
        @usableFromInline var headingRange: SourceRange
        @usableFromInline var blocks: [Block]
        @usableFromInline var range: SourceRange
        @usableFromInline var node: Int
    }
}
