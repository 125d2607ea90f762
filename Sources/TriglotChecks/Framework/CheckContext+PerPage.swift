import TriglotContent
import TriglotModel

extension CheckContext {
    /// The pages of a language, in path order: its slice of `allPages`.
    func pages(in language: Language) -> ArraySlice<LoadedPage> {
        guard let range = Self.languageSlices(of: content).first(where: { $0.language == language })?.range else { return [] }
        return allPages[range]
    }

    /// `make` of each page of `language`, in path order, kept in the memo under `key` from one
    /// check run to the next: after a save, only the saved pages' values are made again.
    func perPage<Value: Sendable>(_ key: String, in language: Language, make: @escaping @Sendable (LoadedPage) -> Value) -> [Value] {
        perPageColumn(key, in: language, make: make).values
    }

    /// `perPage`'s values as the memo's column, for a fold over them that the memo keeps too
    /// (`PageMemo.value`).
    func perPageColumn<Value: Sendable>(_ key: String, in language: Language,
                                        make: @escaping @Sendable (LoadedPage) -> Value) -> PageMemo.Column<Value> {
        if memo.trustsPlaces {
            // A batched run's: the batch's pages of the language, as places in this column.
            guard let range = Self.languageSlices(of: content).first(where: { $0.language == language })?.range else {
                return PageMemo.Column(values: [], made: [], before: nil, version: 0, versionBefore: 0)
            }
            // The batch's pages have their parses (`enter`); any other is read again.
            let (pages, content) = (allPages, content)
            let limit = batch.map { $0.pages.filter(range.contains).map { $0 - range.lowerBound } }
            return memo.column(key + " " + language.code, count: range.count, limit: limit) {
                make(content.withParse(pages[range.lowerBound + $0]))
            }
        }
        let pages = Array(self.pages(in: language))
        return memo.column(key + " " + language.code, pages.map { PageMemo.Identity($0) }) { make(pages[$0]) }
    }
}
