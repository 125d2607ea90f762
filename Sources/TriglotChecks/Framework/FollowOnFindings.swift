import TriglotMarkup
import TriglotModel

/// One defect, one finding: when several checks point at exactly the same text (a parameter row
/// the translation dropped is both "not in the English page's parameters" and "not the
/// declaration's parameters"), the first says what is wrong and the others become its notes.
/// Findings at different places stay apart, even on one line: a long paragraph can hold two
/// defects.
struct FollowOnFindings {
    /// The ids of the checks that ran: what parsing found about a page (its front matter, input
    /// too deep to read) is about the page as a whole, never a follow-on.
    var checks: Set<String>

    /// `diagnostics`, in display order, with the findings that share a root folded into it.
    func fold(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        foldMissingParts(foldSamePlace(diagnostics))
    }

    /// Findings of several checks over the same text, folded.
    private func foldSamePlace(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var result: [Diagnostic] = []
        result.reserveCapacity(diagnostics.count)
        var start = 0
        while start < diagnostics.count {
            // Display order puts findings that start at one place next to each other.
            var end = start + 1
            while end < diagnostics.count, FollowOnFindings.samePlace(diagnostics[start], diagnostics[end]) { end += 1 }
            if end - start == 1 {
                result.append(diagnostics[start])
            } else {
                result += folded(Array(diagnostics[start ..< end]))
            }
            start = end
        }
        return result
    }

    /// Findings that start at one place: each group with one range folded into its root.
    private func folded(_ run: [Diagnostic]) -> [Diagnostic] {
        var groups: [[Diagnostic]] = []
        for diagnostic in run {
            if let index = groups.firstIndex(where: { canFold(diagnostic, into: $0[0]) }) {
                groups[index].append(diagnostic)
            } else {
                groups.append([diagnostic])
            }
        }
        return groups.map { group in
            guard group.count > 1 else { return group[0] }
            let rootIndex = group.indices.max { Self.isBetterRoot(group[$1], than: group[$0]) }!
            var root = group[rootIndex]
            root.severity = group.map(\.severity).max()!
            for index in group.indices where index != rootIndex {
                let other = group[index]
                root.notes.append(Diagnostic.Note("also \(other.summary) [\(other.id)]", path: other.path, range: other.range))
                root.notes += other.notes
            }
            return root
        }
    }

    /// Blocks a translation lacks inside an English element another finding reports missing
    /// (a parameter and its description), folded into that finding: the English place each
    /// names (their first note in another file) lies inside the other's.
    private func foldMissingParts(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var result = diagnostics
        var removed = [Bool](repeating: false, count: result.count)
        var fileStart = 0
        while fileStart < result.count {
            var fileEnd = fileStart + 1
            while fileEnd < result.count, result[fileEnd].path == result[fileStart].path { fileEnd += 1 }
            for part in fileStart ..< fileEnd where result[part].id == "translation.blocks" {
                guard let english = Self.englishPlace(of: result[part]) else { continue }
                let root = (fileStart ..< fileEnd).first { candidate in
                    guard candidate != part, !removed[candidate], result[candidate].id != "translation.blocks",
                          isContentFinding(result[candidate]), let whole = Self.englishPlace(of: result[candidate]) else { return false }
                    return whole.path == english.path && whole.range.lowerBound <= english.range.lowerBound
                        && english.range.upperBound <= whole.range.upperBound
                }
                guard let root else { continue }
                result[root].notes.append(Diagnostic.Note("also \(result[part].summary) [\(result[part].id)]", path: result[part].path,
                                                          range: result[part].range))
                removed[part] = true
            }
            fileStart = fileEnd
        }
        return result.indices.filter { !removed[$0] }.map { result[$0] }
    }

    /// The place in the English page a translation's finding names: its first note in another file.
    private static func englishPlace(of diagnostic: Diagnostic) -> (path: String, range: SourceRange)? {
        for note in diagnostic.notes {
            if let path = note.path, path != diagnostic.path, let range = note.range { return (path, range) }
        }
        return nil
    }

    private static func samePlace(_ left: Diagnostic, _ right: Diagnostic) -> Bool {
        left.path == right.path && left.range != nil && left.range?.lowerBound == right.range?.lowerBound
    }

    /// Findings of different checks over the same text. Whether a translation is tracked and a
    /// page's own parse problems are separate matters, never a follow-on.
    private func canFold(_ diagnostic: Diagnostic, into root: Diagnostic) -> Bool {
        diagnostic.range == root.range && diagnostic.id != root.id && diagnostic.severity != .note && root.severity != .note
            && isContentFinding(diagnostic) && isContentFinding(root)
    }

    /// Whether a translation is tracked is a separate matter too.
    private func isContentFinding(_ diagnostic: Diagnostic) -> Bool {
        diagnostic.id != "translation.outdated" && checks.contains(diagnostic.id)
    }

    /// How general a finding is, from 0 for most checks: a section missing or added is the
    /// cause of anything else said about its heading; the comparisons that see any difference
    /// inside a block, and the one that sees a block missing, are effects of a more specific
    /// finding at the same place (a broken link rather than a link that differs, a See Also
    /// item rather than a paragraph).
    static let generality: [String: Int] = [
        "translation.structure": -1,
        "translation.blocks": 2,
        "translation.code-spans": 1, "translation.links": 1, "translation.numbers": 1, "translation.code-blocks": 1, "translation.markup": 1,
    ]

    /// The root says the most: the most specific finding, then a comparison with the English
    /// page (it names what the English has), then the first.
    private static func isBetterRoot(_ candidate: Diagnostic, than current: Diagnostic) -> Bool {
        let (candidateRank, currentRank) = (generality[candidate.id, default: 0], generality[current.id, default: 0])
        if candidateRank != currentRank { return candidateRank < currentRank }
        return candidate.id.hasPrefix("translation.") && !current.id.hasPrefix("translation.")
    }
}
