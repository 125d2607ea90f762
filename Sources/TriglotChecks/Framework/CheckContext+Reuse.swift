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

    /// The places in `allPages` of the pages at these display paths, and the places in
    /// `translationPairs` of the pairs either of whose pages is one of them: what a save asks
    /// to check again, found by place rather than by hashing every page's path.
    func places(of displayPaths: Set<String>) -> (pages: Set<Int>, pairs: Set<Int>) {
        let pages = Set(displayPaths.compactMap { placeOfPage[$0] })
        guard !pages.isEmpty else { return ([], []) }
        let pairs = pairPlaces.indices.filter { pages.contains(pairPlaces[$0].source) || pages.contains(pairPlaces[$0].translation) }
        return (pages, Set(pairs))
    }
}
