/// Hunks of a unified diff (`@@ -a,b +c,d @@`) between two runs of lines, from the standard
/// library's difference: the format every reviewer, editor and `patch` reads.
public enum UnifiedDiff {
    public static let context = 3

    enum Step: Equatable {
        case same(old: Int, new: Int)
        case removed(old: Int)
        case added(new: Int)
    }

    /// The hunks turning `old` into `new`, whose first lines are lines `oldStart` and `newStart`
    /// of their files; `label` follows each `@@ … @@` as git puts a function name there.
    public static func hunks(_ old: [String], _ new: [String], oldStart: Int, newStart: Int, label: String) -> [String] {
        let steps = self.steps(old, new)
        let changed = steps.indices.filter { if case .same = steps[$0] { return false } else { return true } }
        guard !changed.isEmpty else { return [] }
        // Changes with at most twice the context of unchanged lines between them share a hunk.
        var groups: [ClosedRange<Int>] = []
        for index in changed {
            if let last = groups.last, index - last.upperBound - 1 <= 2 * context {
                groups[groups.count - 1] = last.lowerBound...index
            } else {
                groups.append(index...index)
            }
        }
        var lines: [String] = []
        for group in groups {
            let range = max(0, group.lowerBound - context)...min(steps.count - 1, group.upperBound + context)
            var body: [String] = []
            var oldFirst: Int?, newFirst: Int?
            var oldCount = 0, newCount = 0
            for step in steps[range] {
                switch step {
                case .same(let o, let n):
                    oldFirst = oldFirst ?? o; newFirst = newFirst ?? n
                    oldCount += 1; newCount += 1
                    body.append(" " + old[o])
                case .removed(let o):
                    oldFirst = oldFirst ?? o
                    oldCount += 1
                    body.append("-" + old[o])
                case .added(let n):
                    newFirst = newFirst ?? n
                    newCount += 1
                    body.append("+" + new[n])
                }
            }
            // An empty side names the line before, as diff(1) does.
            let oldLine = oldCount == 0 ? oldStart + position(old: range.lowerBound, steps) - 1 : oldStart + (oldFirst ?? 0)
            let newLine = newCount == 0 ? newStart + position(new: range.lowerBound, steps) - 1 : newStart + (newFirst ?? 0)
            lines.append("@@ -\(oldLine),\(oldCount) +\(newLine),\(newCount) @@ \(label)")
            lines += body
        }
        return lines
    }

    static func steps(_ old: [String], _ new: [String]) -> [Step] {
        let difference = new.difference(from: old)
        var removed = Set<Int>(), added = Set<Int>()
        for change in difference {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): added.insert(offset)
            }
        }
        var steps: [Step] = []
        var o = 0, n = 0
        while o < old.count || n < new.count {
            if o < old.count, removed.contains(o) {
                steps.append(.removed(old: o)); o += 1
            } else if n < new.count, added.contains(n) {
                steps.append(.added(new: n)); n += 1
            } else {
                steps.append(.same(old: o, new: n)); o += 1; n += 1
            }
        }
        return steps
    }

    /// How many old (or new) lines come before step `index`.
    private static func position(old index: Int, _ steps: [Step]) -> Int {
        steps[..<index].filter { if case .added = $0 { return false } else { return true } }.count
    }

    private static func position(new index: Int, _ steps: [Step]) -> Int {
        steps[..<index].filter { if case .removed = $0 { return false } else { return true } }.count
    }
}
