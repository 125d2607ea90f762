/// The headings of a page so far, for reporting ids that collide: each one's parent heading,
/// and the first with each id. Kept as headings come, so a page of thousands of equal headings
/// asks each question in constant time (the ids' table is made only at the first collision).
struct HeadingOutline {
    /// The latest section at each level (1…6; 7 for anything deeper), -1 for none open.
    private var lastAtLevel = [Int](repeating: -1, count: 8)
    private var parents: [Int] = []
    private var firstByID: [String: Int]?

    private static func slot(_ level: Int) -> Int { min(max(level, 1), 7) }

    /// Records the next section.
    mutating func append(level: Int, id: String) {
        let slot = Self.slot(level)
        parents.append(parentOfNext(level: level))
        lastAtLevel[slot] = parents.count - 1
        for deeper in slot + 1 ..< lastAtLevel.count { lastAtLevel[deeper] = -1 }
        if firstByID != nil, firstByID?[id] == nil { firstByID?[id] = parents.count - 1 }
    }

    /// The section a heading at `level` coming next sits under, -1 for none.
    func parentOfNext(level: Int) -> Int {
        lastAtLevel[1 ..< Self.slot(level)].max() ?? -1
    }

    /// The section a recorded one sits under, -1 for none.
    func parent(of section: Int) -> Int {
        parents[section]
    }

    /// The first of `sections` (the ones recorded) with the id.
    mutating func first(withID id: String, in sections: [Section.Fields]) -> Int? {
        if firstByID == nil {
            var table: [String: Int] = [:]
            for index in sections.indices where table[sections[index].id] == nil { table[sections[index].id] = index }
            firstByID = table
        }
        return firstByID?[id]
    }
}
