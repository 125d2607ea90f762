import TriglotMarkup

extension Page {
    /// What a page holds, as a plain value: the page keeps it in its box, and the parser fills
    /// one in place before boxing it. Its JSON is the page's.
    @usableFromInline struct Fields: Sendable, Equatable, Codable {
        @usableFromInline var path: String
        @usableFromInline var language: Language
        @usableFromInline var kind: Kind
        @usableFromInline var title: Title?
        @usableFromInline var abstract: [Block]
        @usableFromInline var availability: [Availability]
        @usableFromInline var declaration: Declaration?
        @usableFromInline var parameters: [Parameter]
        @usableFromInline var returnValue: [Block]
        @usableFromInline var discussion: [Block]
        @usableFromInline var callouts: [Callout]
        @usableFromInline var seeAlso: [SeeAlsoGroup]
        /// The API entries of a page that documents several; nil (and absent from the JSON) for none.
        @usableFromInline var entries: [Entry]?
        @usableFromInline var sections: [Section]
        @usableFromInline var lifecycleBlocks: [LifecycleBlock]
        @usableFromInline var orderedLists: [OrderedListClaim]
        @usableFromInline var preamble: [Block]
        @usableFromInline var frontMatter: FrontMatter
        @usableFromInline var document: MarkupDocument?

        init(path: String, language: Language, kind: Kind = .article) {
            self.path = path
            self.language = language
            self.kind = kind
            title = nil
            abstract = []
            availability = []
            declaration = nil
            parameters = []
            returnValue = []
            discussion = []
            callouts = []
            seeAlso = []
            entries = nil
            sections = []
            lifecycleBlocks = []
            orderedLists = []
            preamble = []
            frontMatter = .empty
            document = nil
        }

        enum CodingKeys: String, CodingKey {
            case path, language, kind, title, abstract, availability, declaration, parameters
            case returnValue, discussion, callouts, seeAlso, entries, sections, lifecycleBlocks, orderedLists, preamble, frontMatter
        }
    }
}
