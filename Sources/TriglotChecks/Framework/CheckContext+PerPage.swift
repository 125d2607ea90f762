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
        let pages = Array(self.pages(in: language))
        return memo.column(key + " " + language.code, pages.map { PageMemo.Identity($0) }) { make(pages[$0]) }.values
    }
}
