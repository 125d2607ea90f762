/// The pages of a language in the order the sidebar lists them, opened all the way down: each
/// folder's entries in turn, a page followed by the pages under it. "Previous" and "Next" at the
/// bottom of a page walk this order, so they lead where the sidebar would.
struct ReadingOrder: Sendable {
    /// The pages, in order.
    let pages: [NavigationTree.Entry]
    /// Each page's place in `pages`.
    private let places: [String: Int]

    init(children: [String: [NavigationTree.Entry]]) {
        var pages: [NavigationTree.Entry] = []
        // Depth first without recursion: a stack of the entries still to visit in each folder.
        var stack: [ArraySlice<NavigationTree.Entry>] = [(children[""] ?? [])[...]]
        var visited = Set<String>()
        while !stack.isEmpty {
            guard let entry = stack[stack.count - 1].first else {
                stack.removeLast()
                continue
            }
            stack[stack.count - 1] = stack[stack.count - 1].dropFirst()
            if entry.path != nil { pages.append(entry) }
            // A folder is entered once, whether a page or a folder entry stands for it.
            if let kids = children[entry.folder], !kids.isEmpty, visited.insert(entry.folder).inserted {
                stack.append(kids[...])
            }
        }
        self.pages = pages
        var places: [String: Int] = [:]
        for (place, entry) in pages.enumerated() {
            if let path = entry.path, places[path] == nil { places[path] = place }
        }
        self.places = places
    }

    /// The pages before and after `path`, when it is listed.
    func neighbours(of path: String) -> (previous: NavigationTree.Entry?, next: NavigationTree.Entry?) {
        guard let place = places[path] else { return (nil, nil) }
        return (place > 0 ? pages[place - 1] : nil, place + 1 < pages.count ? pages[place + 1] : nil)
    }
}
