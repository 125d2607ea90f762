extension ContentSet {
    /// Whether a language has its own page at a path: asked by its key alone, where
    /// `page(_:in:) != nil` would copy the whole page out of the table only to compare it with nil.
    public func hasPage(_ path: String, in language: Language) -> Bool {
        pages[language]?.index(forKey: path) != nil
    }
}
