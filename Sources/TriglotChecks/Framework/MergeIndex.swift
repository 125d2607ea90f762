import TriglotContent
import TriglotModel

/// Where a check run's findings come from, file by file, so that a merge after a save reads
/// only the groups of findings that report on the files it merges again. A group is what one
/// thing found: the content's own diagnostics, a page's parse, a page's checks, a pair's
/// checks, or the checks over the whole content, numbered in the order `CheckRunner.merge`
/// joins them. Kept with the run while its pages and pairs stay the same list.
struct MergeIndex: Sendable {
    /// A run's groups of findings, numbered.
    struct Groups {
        var content: [Diagnostic]
        var pages: [LoadedPage]
        var findings: CheckRunner.Findings

        var count: Int { 2 + 2 * pages.count + findings.pairs.count }
        var whole: Int { count - 1 }
        func parse(_ page: Int) -> Int { 1 + page }
        func checks(_ page: Int) -> Int { 1 + pages.count + page }
        func pair(_ pair: Int) -> Int { 1 + 2 * pages.count + pair }

        subscript(group: Int) -> [Diagnostic] {
            switch group {
            case 0: return content
            case whole: return findings.whole
            case ...pages.count: return pages[group - 1].diagnostics
            case ...(2 * pages.count): return findings.pages[group - 1 - pages.count]
            default: return findings.pairs[group - 1 - 2 * pages.count]
            }
        }

        /// The files a group reports on.
        func files(of group: Int) -> Set<String> {
            let found = self[group]
            return Set(found.indices.map { found[$0].path })
        }
    }

    /// The groups that report on each file, in ascending order.
    var groupsOfFile: [String: [Int]] = [:]

    init(_ groups: Groups) {
        for group in 0..<groups.count {
            let found = groups[group]
            var last: String?
            for index in found.indices where found[index].path != last {
                last = found[index].path
                if groupsOfFile[found[index].path]?.last != group { groupsOfFile[found[index].path, default: []].append(group) }
            }
        }
    }

    /// The groups a save can have changed: the whole content's, the content's own, and those
    /// of the pages and pairs checked again (`CheckContext.places(of:)`).
    static func groupsToRead(_ again: (pages: Set<Int>, pairs: Set<Int>), in groups: Groups) -> [Int] {
        var result: Set<Int> = [0, groups.whole]
        for page in again.pages { result.formUnion([groups.parse(page), groups.checks(page)]) }
        for pair in again.pairs { result.insert(groups.pair(pair)) }
        return result.sorted()
    }

    /// Moves `group` from the files it reported on to those it reports on now.
    mutating func update(_ group: Int, from old: Set<String>, to new: Set<String>) {
        for file in old.subtracting(new) {
            groupsOfFile[file]?.removeAll { $0 == group }
            if groupsOfFile[file]?.isEmpty == true { groupsOfFile[file] = nil }
        }
        for file in new.subtracting(old) {
            var list = groupsOfFile[file] ?? []
            list.insert(group, at: list.firstIndex { $0 > group } ?? list.endIndex)
            groupsOfFile[file] = list
        }
    }
}
