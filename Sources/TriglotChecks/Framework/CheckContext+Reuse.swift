import TriglotContent

extension CheckContext {
    /// The places whose parse differs from the page at the same place in `previous`; nil when
    /// the two are not the same list of pages (one added, removed or renamed).
    static func changedPlaces(_ pages: [LoadedPage], since previous: [LoadedPage]) -> [Int]? {
        guard pages.count == previous.count else { return nil }
        var changed: [Int] = []
        for place in pages.indices {
            guard pages[place].displayPath == previous[place].displayPath else { return nil }
            if let document = pages[place].page.document, let before = previous[place].page.document, document.isSameParse(as: before) {
                continue
            }
            changed.append(place)
        }
        return changed
    }
}
