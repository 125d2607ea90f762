/// A long list of groups (a language's folders, each with its pages) cut into parts of at most
/// `size` items, each part a page of its own, as Hugo's paginator cuts a list page. A language's
/// home page lists every page of the language: at 100,000 pages it was one file of 26 MB.
///
/// Groups stay whole where they fit: a group that would overflow the part it starts in begins the
/// next one, and only a group larger than a part is spread over several. A group without items
/// (a folder holding only folders) goes where it falls, so its heading stays above its folders.
struct ListParts: Sendable, Equatable {
    /// One group's items shown in one part: the group's place in the list, and which of its
    /// items, by their place in the group.
    struct Piece: Sendable, Equatable {
        let group: Int
        let items: Range<Int>
    }

    /// The pieces of each part, in order; there is always a first part, empty for an empty list.
    let parts: [[Piece]]
    /// The part each group begins in, by the group's place.
    let firstPart: [Int]

    /// `counts`: how many items each group has, in the list's order. `size` is at least 1.
    init(counts: [Int], size: Int) {
        precondition(size > 0, "a part holds at least one item")
        var parts: [[Piece]] = [[]]
        var firstPart: [Int] = []
        firstPart.reserveCapacity(counts.count)
        var filled = 0
        for (group, count) in counts.enumerated() {
            // A group without items still takes a place: its heading goes with what follows it.
            if filled > 0, filled + max(count, 1) > size {
                parts.append([])
                filled = 0
            }
            firstPart.append(parts.count - 1)
            var start = 0
            repeat {
                // Only a group larger than what is left of a part gets here with the part full.
                if filled == size {
                    parts.append([])
                    filled = 0
                }
                let taken = min(count - start, size - filled)
                parts[parts.count - 1].append(Piece(group: group, items: start..<start + taken))
                start += taken
                filled += taken
            } while start < count
        }
        self.parts = parts
        self.firstPart = firstPart
    }
}
