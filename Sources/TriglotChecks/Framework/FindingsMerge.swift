import TriglotLowLevel
import TriglotMarkup
import TriglotModel

/// Puts the findings of many groups (a page's parse, a page's checks, a pair's checks, the checks
/// over the whole content) in display order, each once: what `CheckRunner.uniqueSortedForDisplay`
/// gives for the groups joined in their order, without sorting them all on one core.
///
/// Sorting every finding of a large site together keeps one core busy while the others wait. A group is small and usually in display order already, and its
/// findings are nearly all in one file: each group is put in order on any core, the groups are
/// cut where their file changes, and each file's few pieces are merged, files again on any core.
/// Only ranking the files (one name per page, not per finding) is left on one core.
enum FindingsMerge {
    /// Groups per task, and files per task in the merge: enough to keep scheduling cheap.
    static let groupsPerTask = 64
    static let filesPerTask = 32

    /// A stretch of one group's findings in one file, in display order: places `range` of the
    /// group, or of its task's `permutations` when the group came out of order.
    private struct Piece: Sendable {
        var group: Int
        var range: Range<Int>
        var permutation: Int?
    }

    /// A piece's file, with the name's hash worked out on the core that found the piece, so the
    /// one core that numbers the files only compares names.
    private struct FileName: Hashable, Sendable {
        var path: String
        var hash: Int

        static func == (left: FileName, right: FileName) -> Bool { left.path == right.path }
        func hash(into hasher: inout Hasher) { hasher.combine(hash) }
    }

    /// What one task found in its groups: their pieces, each with its file, and the display order
    /// of each group that did not come in it.
    private struct PreparedGroups: Sendable {
        var pieces: [Piece] = []
        var files: [FileName] = []
        var permutations: [Int] = []
    }

    /// Where a finding is: its group and its place in that group.
    private struct Place: Sendable {
        var group: Int
        var index: Int
    }

    /// The findings of `groups`, in that order, that `keep` accepts (all when it is nil),
    /// warnings made errors when `warningsAsErrors`, sorted for display with each diagnostic once.
    static func uniqueSorted(_ groups: [[Diagnostic]], keep: (@Sendable (Diagnostic) -> Bool)? = nil,
                             warningsAsErrors: Bool = false) -> [Diagnostic] {
        var groups = groups
        if keep != nil || warningsAsErrors {
            groups = ParallelMap.map(groups) { group in adjusted(group, keep: keep, warningsAsErrors: warningsAsErrors) }
        }
        let tasks = stride(from: 0, to: groups.count, by: groupsPerTask).map { $0..<min($0 + groupsPerTask, groups.count) }
        let input = groups
        let prepared = ParallelMap.map(tasks) { range in prepare(input, range) }
        // Number the files as they come, and list each file's pieces in the order the groups
        // came in (the order ties keep), by counting: no list per file.
        var fileOfName: [FileName: Int] = [:]
        var paths: [String] = []
        var fileOfPiece: [Int] = []
        for task in prepared {
            for name in task.files {
                if let known = fileOfName[name] {
                    fileOfPiece.append(known)
                } else {
                    fileOfName[name] = paths.count
                    fileOfPiece.append(paths.count)
                    paths.append(name.path)
                }
            }
        }
        var firstPieceOfFile = [Int](repeating: 0, count: paths.count + 1)
        for file in fileOfPiece { firstPieceOfFile[file + 1] += 1 }
        for file in paths.indices { firstPieceOfFile[file + 1] += firstPieceOfFile[file] }
        var next = firstPieceOfFile
        var piecesByFile = [Piece](repeating: Piece(group: 0, range: 0..<0), count: fileOfPiece.count)
        var pieceIndex = 0
        for (taskIndex, task) in prepared.enumerated() {
            for var piece in task.pieces {
                if piece.permutation != nil { piece.permutation = taskIndex }
                let file = fileOfPiece[pieceIndex]
                piecesByFile[next[file]] = piece
                next[file] += 1
                pieceIndex += 1
            }
        }
        let fileOrder = paths.indices.sorted { paths[$0] < paths[$1] }
        let fileTasks = stride(from: 0, to: fileOrder.count, by: filesPerTask).map { $0..<min($0 + filesPerTask, fileOrder.count) }
        let permutations = prepared.map(\.permutations)
        let (pieces, firstPieces) = (piecesByFile, firstPieceOfFile)
        let picked = ParallelMap.map(fileTasks) { range -> [Place] in
            var places: [Place] = []
            for rank in range {
                let file = fileOrder[rank]
                merge(pieces[firstPieces[file]..<firstPieces[file + 1]], of: input, permutations: permutations, into: &places)
            }
            return places
        }
        return gather(picked, from: input)
    }

    /// A group without what `keep` refuses, warnings made errors when `warningsAsErrors`.
    private static func adjusted(_ group: [Diagnostic], keep: ((Diagnostic) -> Bool)?, warningsAsErrors: Bool) -> [Diagnostic] {
        var group = group
        if let keep, !group.allSatisfy(keep) { group = group.filter(keep) }
        if warningsAsErrors {
            for index in group.indices where group[index].severity == .warning { group[index].severity = .error }
        }
        return group
    }

    /// Some groups put in display order (ties as they came) and cut where their file changes.
    private static func prepare(_ groups: [[Diagnostic]], _ range: Range<Int>) -> PreparedGroups {
        var prepared = PreparedGroups()
        for groupIndex in range {
            let group = groups[groupIndex]
            guard !group.isEmpty else { continue }
            // Most groups come in order: that is confirmed in one walk, with nothing copied.
            var inOrder = true
            for index in group.indices.dropFirst() where displayPrecedes(group[index], group[index - 1]) {
                inOrder = false
                break
            }
            var order: [Int]?
            if !inOrder {
                order = group.indices.sorted { left, right in
                    if displayPrecedes(group[left], group[right]) { return true }
                    if displayPrecedes(group[right], group[left]) { return false }
                    return left < right
                }
            }
            let base = order == nil ? 0 : prepared.permutations.count
            if let order { prepared.permutations += order }
            var start = 0
            for position in 1...group.count {
                let atEnd = position == group.count
                let path = group[order?[start] ?? start].path
                if !atEnd, group[order?[position] ?? position].path == path { continue }
                prepared.pieces.append(Piece(group: groupIndex, range: base + start..<base + position,
                                             permutation: order == nil ? nil : 0))
                prepared.files.append(FileName(path: path, hash: path.hashValue))
                start = position
            }
        }
        return prepared
    }

    /// One file's pieces merged in display order, ties in the order of the pieces, each
    /// diagnostic once, appended to `places`.
    private static func merge(_ pieces: ArraySlice<Piece>, of groups: [[Diagnostic]], permutations: [[Int]],
                              into places: inout [Place]) {
        func place(_ piece: Piece, _ position: Int) -> Place {
            Place(group: piece.group, index: piece.permutation.map { permutations[$0][position] } ?? position)
        }
        var merged: [Place] = []
        if pieces.count == 1, let piece = pieces.first {
            merged = piece.range.map { place(piece, $0) }
        } else if pieces.count <= 16 {
            // A file has a few pieces (its parse, its page checks, its pair checks): the smallest
            // head is found by looking at each.
            let pieces = Array(pieces)
            var heads = pieces.map { $0.range.lowerBound }
            while true {
                var best: (piece: Int, place: Place)?
                for piece in pieces.indices where heads[piece] < pieces[piece].range.upperBound {
                    let candidate = place(pieces[piece], heads[piece])
                    guard let current = best else { best = (piece, candidate); continue }
                    if precedes(groups[candidate.group][candidate.index], groups[current.place.group][current.place.index]) {
                        best = (piece, candidate)
                    }
                }
                guard let best else { break }
                merged.append(best.place)
                heads[best.piece] += 1
            }
        } else {
            // Many pieces in one file (a check over the whole content reporting against one file
            // from every pair, say): a stable sort of them all, ties by where they came in.
            let all = pieces.flatMap { piece in piece.range.map { place(piece, $0) } }
            merged = all.indices.sorted { left, right in
                let (a, b) = (groups[all[left].group][all[left].index], groups[all[right].group][all[right].index])
                if precedes(a, b) { return true }
                if precedes(b, a) { return false }
                return left < right
            }.map { all[$0] }
        }
        // Equal diagnostics share their key: each is looked for among the run of its key.
        var runStart = places.count
        for place in merged {
            let diagnostic = groups[place.group][place.index]
            if runStart < places.count, let last = places.last, sameKey(groups[last.group][last.index], diagnostic) {
                if places[runStart...].contains(where: { groups[$0.group][$0.index] == diagnostic }) { continue }
            } else {
                runStart = places.count
            }
            places.append(place)
        }
    }

    /// Display order: file, then the order within it.
    private static func displayPrecedes(_ left: Diagnostic, _ right: Diagnostic) -> Bool {
        if left.path != right.path { return left.path < right.path }
        return precedes(left, right)
    }

    /// Display order within one file: position (none first), then id, then summary.
    private static func precedes(_ left: Diagnostic, _ right: Diagnostic) -> Bool {
        let nowhere = SourceLocation(line: 0, column: 0)
        let (leftStart, rightStart) = (left.range?.lowerBound ?? nowhere, right.range?.lowerBound ?? nowhere)
        if leftStart.line != rightStart.line { return leftStart.line < rightStart.line }
        if leftStart.column != rightStart.column { return leftStart.column < rightStart.column }
        if left.id != right.id { return left.id < right.id }
        return left.summary < right.summary
    }

    private static func sameKey(_ left: Diagnostic, _ right: Diagnostic) -> Bool {
        let nowhere = SourceLocation(line: 0, column: 0)
        return (left.range?.lowerBound ?? nowhere) == (right.range?.lowerBound ?? nowhere) && left.id == right.id
            && left.summary == right.summary
    }

    /// The picked findings copied into one array, each task's share by a core of its own.
    private static func gather(_ picked: [[Place]], from groups: [[Diagnostic]]) -> [Diagnostic] {
        let shares = ParallelMap.map(picked) { places in places.map { groups[$0.group][$0.index] } }
        return Array(shares.joined())
    }
}
