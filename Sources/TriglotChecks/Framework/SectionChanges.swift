import TriglotContent
import TriglotModel

/// What changed in an English page between two versions of it, section by section: sections are
/// paired as translations are (`SectionAlignment`), so a renamed heading is a changed section and
/// a moved one is a move, not a removal and an addition.
public enum SectionChanges {
    public static func between(_ old: LoadedPage, _ new: LoadedPage) -> [SectionChange] {
        let oldParts = PagePart.parts(of: old)
        let newParts = PagePart.parts(of: new)
        // The intro is part 0 on both sides; sections are paired by the alignment.
        let counterparts = SectionAlignment.counterparts(old.page.sections, new.page.sections)
        var oldOfNew = [Int?](repeating: nil, count: newParts.count)
        oldOfNew[0] = 0
        for (oldIndex, newIndex) in counterparts.enumerated() {
            if let newIndex { oldOfNew[newIndex + 1] = oldIndex + 1 }
        }
        let inOrder = longestIncreasing(oldOfNew.compactMap { $0 })
        var changes: [SectionChange] = []
        var reportedOld = Set<Int>()
        // Where in the baseline an added section goes: after the last section paired so far.
        var baselinePlace = oldParts[0].lines.upperBound
        for (newIndex, part) in newParts.enumerated() {
            let newLines = part.meaningfulLines(in: new.source)
            guard let oldIndex = oldOfNew[newIndex] else {
                changes.append(SectionChange(kind: .added, key: part.key, title: part.title, linesAdded: newLines.count,
                                             baselineLines: baselinePlace..<baselinePlace, lines: part.lines))
                continue
            }
            if inOrder.contains(oldIndex) { baselinePlace = oldParts[oldIndex].lines.upperBound }
            // Sections of the baseline that are gone, reported where they stood.
            for removed in removedBefore(oldIndex, counterparts: counterparts, reported: &reportedOld) {
                changes.append(removal(oldParts[removed], in: old, before: part.lines.lowerBound))
            }
            reportedOld.insert(oldIndex)
            let difference = newLines.difference(from: oldParts[oldIndex].meaningfulLines(in: old.source))
            let added = difference.insertions.count
            let removed = difference.removals.count
            if added > 0 || removed > 0 {
                changes.append(SectionChange(kind: .changed, key: part.key, title: part.title, linesAdded: added, linesRemoved: removed,
                                             baselineLines: oldParts[oldIndex].lines, lines: part.lines))
            } else if !inOrder.contains(oldIndex) {
                changes.append(SectionChange(kind: .moved, key: part.key, title: part.title,
                                             baselineLines: oldParts[oldIndex].lines, lines: part.lines))
            }
        }
        for removed in removedBefore(oldParts.count, counterparts: counterparts, reported: &reportedOld) {
            changes.append(removal(oldParts[removed], in: old, before: (newParts.last?.lines.upperBound ?? 1)))
        }
        return changes
    }

    /// A baseline part that is gone; `line` is where it would stand in today's page.
    private static func removal(_ gone: PagePart, in old: LoadedPage, before line: Int) -> SectionChange {
        SectionChange(kind: .removed, key: gone.key, title: gone.title, linesRemoved: gone.meaningfulLines(in: old.source).count,
                      baselineLines: gone.lines, lines: line..<line)
    }

    /// Changes known only from the lock's fingerprints: which sections differ, not how.
    public static func between(fingerprints recorded: [String: String], _ new: LoadedPage) -> [SectionChange] {
        let now = TranslationLock.fingerprints(of: new)
        var changes: [SectionChange] = []
        for part in PagePart.parts(of: new) where recorded[part.key] != now[part.key] {
            changes.append(SectionChange(kind: recorded[part.key] == nil ? .added : .changed, key: part.key, title: part.title))
        }
        for key in recorded.keys.sorted() where now[key] == nil && !key.contains("#") {
            changes.append(SectionChange(kind: .removed, key: key, title: key))
        }
        return changes
    }

    /// Unpaired baseline parts before `limit` (part indices) not yet reported.
    private static func removedBefore(_ limit: Int, counterparts: [Int?], reported: inout Set<Int>) -> [Int] {
        var result: [Int] = []
        for oldSection in counterparts.indices where oldSection + 1 < limit && counterparts[oldSection] == nil && !reported.contains(oldSection + 1) {
            result.append(oldSection + 1)
            reported.insert(oldSection + 1)
        }
        return result
    }

    /// The values of `sequence` on one longest increasing run: the sections still in their order;
    /// the others moved.
    static func longestIncreasing(_ sequence: [Int]) -> Set<Int> {
        // Quadratic: a page of thousands of sections (a hostile one) is taken as in order.
        guard !sequence.isEmpty, sequence.count <= 2000 else { return Set(sequence) }
        var length = [Int](repeating: 1, count: sequence.count)
        var previous = [Int?](repeating: nil, count: sequence.count)
        for i in sequence.indices {
            for j in 0..<i where sequence[j] < sequence[i] && length[j] + 1 > length[i] {
                length[i] = length[j] + 1
                previous[i] = j
            }
        }
        var index: Int? = length.indices.max { length[$0] < length[$1] }
        var result = Set<Int>()
        while let current = index {
            result.insert(sequence[current])
            index = previous[current]
        }
        return result
    }
}
