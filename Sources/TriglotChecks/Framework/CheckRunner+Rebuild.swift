import TriglotContent
import TriglotModel

extension CheckRunner {
    /// `merge(findings, context:)` after a save, from `previous`, the run before it: the files
    /// none of whose findings can have changed keep their merged findings, and only the others
    /// are sorted and folded again. A file's findings can change when it is one of the pages
    /// checked again (`affected`), when a pair checked again reported on it before or now, or
    /// when the checks over the whole content, or the content's own diagnostics, say something
    /// else of it. Display order is file by file in path order, and folding never crosses a
    /// file, so merging file by file gives what merging everything would.
    ///
    /// Nil when the save added or removed a page, or changed findings that belong to no file:
    /// then everything is merged again.
    public func merge(_ findings: Findings, context: CheckContext, after previous: CheckRun, previousContent: ContentSet,
                      affected: Set<String>) -> CheckRun? {
        let findings = findings.unarchived()
        guard findings.pagePaths == previous.findings.pagePaths, findings.pairPaths == previous.findings.pairPaths else { return nil }
        let before = MergeIndex.Groups(content: previousContent.diagnostics, pages: previousContent.allPages, findings: previous.findings)
        let now = MergeIndex.Groups(content: context.content.diagnostics, pages: context.allPages, findings: findings)
        var index = previous.mergeIndex ?? MergeIndex(before)
        var dirty = affected
        for group in MergeIndex.groupsToRead(context.places(of: affected), in: now) {
            let (old, new) = (before.files(of: group), now.files(of: group))
            index.update(group, from: old, to: new)
            // The whole content's findings and the content's own make dirty only the files they
            // say something else of; any other group, every file it reports on.
            dirty.formUnion(group == 0 || group == now.whole ? Self.filesThatDiffer(before[group], now[group]) : old.union(new))
        }
        guard !dirty.contains("") else { return nil }
        var byDirtyFile: [String: [[Diagnostic]]] = [:]
        for file in dirty {
            byDirtyFile[file] = (index.groupsOfFile[file] ?? []).map { group in now[group].filter { $0.path == file } }
        }
        var byFile = previous.byFile ?? CheckRun.byFile(previous.diagnostics)
        var changed = Set<String>()
        for file in dirty {
            let merged = finish(byDirtyFile[file] ?? [], context: context, withContentDiagnostics: false)
            let before = byFile[file] ?? []
            guard merged != before else { continue }
            changed.insert(file)
            byFile[file] = merged.isEmpty ? nil : merged
        }
        var run = CheckRun(diagnostics: Self.splice(previous.diagnostics, replacing: changed, with: byFile), findings: findings)
        run.byFile = byFile
        run.changedFiles = changed
        run.mergeIndex = index
        return run
    }

    /// The files whose findings in `old` and `new` differ (in what or in their order).
    static func filesThatDiffer(_ old: [Diagnostic], _ new: [Diagnostic]) -> Set<String> {
        guard old != new else { return [] }
        let (before, after) = (Dictionary(grouping: old, by: \.path), Dictionary(grouping: new, by: \.path))
        return Set(before.keys).union(after.keys).filter { before[$0] != after[$0] }
    }

    /// `diagnostics` (in display order) with the findings of each of `files` replaced by what
    /// `byFile` has for it now.
    static func splice(_ diagnostics: [Diagnostic], replacing files: Set<String>, with byFile: [String: [Diagnostic]]) -> [Diagnostic] {
        guard !files.isEmpty else { return diagnostics }
        var pending = files.sorted()[...]
        var result: [Diagnostic] = []
        result.reserveCapacity(diagnostics.count)
        var start = 0
        while start < diagnostics.count {
            let path = diagnostics[start].path
            var end = start + 1
            while end < diagnostics.count, diagnostics[end].path == path { end += 1 }
            while let next = pending.first, next < path {
                result += byFile[next] ?? []
                pending.removeFirst()
            }
            if pending.first == path {
                result += byFile[path] ?? []
                pending.removeFirst()
            } else {
                result += diagnostics[start..<end]
            }
            start = end
        }
        for file in pending { result += byFile[file] ?? [] }
        return result
    }
}
