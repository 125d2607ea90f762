import TriglotMarkup

/// One API entry of a page that documents several (`## app.mount() {#app-mount}` followed by
/// `- **Type**`, `- **Details**`, `- **Example**` items): its heading, its fields, and the
/// declaration its Type or Syntax field holds.
public struct Entry: Sendable, Equatable, Codable {
    /// One `- **Label**` item: what the vocabulary makes of the label, and the item's blocks.
    public struct Field: Sendable, Equatable, Codable {
        public var kind: Section.Kind
        /// The label as written, without a trailing colon.
        public var label: String
        public var blocks: [Block]
        public var range: SourceRange
        /// The list item's node in the page's Markdown tree.
        public var node: Int
    }

    public var title: String
    /// The id of the entry's section.
    public var sectionID: String
    public var level: Int
    public var declaration: Declaration?
    public var fields: [Field]
    public var range: SourceRange

    /// The fields of a kind, in order.
    public func fields(_ kind: Section.Kind) -> [Field] {
        fields.filter { $0.kind == kind }
    }
}
