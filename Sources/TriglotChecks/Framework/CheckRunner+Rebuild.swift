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
        guard findings.pagePaths == previous.findings.pagePaths else { return nil }
        var dirty = affected
        let rerunPairs = findings.pairPaths.indices.filter {
            affected.contains(findings.pairPaths[$0].source) || affected.contains(findings.pairPaths[$0].translation)
        }
        for place in rerunPairs { dirty.formUnion(findings.pairs[place].map(\.path)) }
        let previousPairs = previous.findings.pairFindings(for: findings.pairPaths)
        for place in rerunPairs { dirty.formUnion((previousPairs[place] ?? []).map(\.path)) }
        dirty.formUnion(Self.filesThatDiffer(previous.findings.whole, findings.whole))
        dirty.formUnion(Self.filesThatDiffer(previousContent.diagnostics, context.content.diagnostics))
        guard !dirty.contains("") else { return nil }

        let groups = [context.content.diagnostics] + context.allPages.map(\.diagnostics) + findings.pages + findings.pairs + [findings.whole]
        var byDirtyFile: [String: [[Diagnostic]]] = [:]
        for group in groups {
            var inFile: [String: [Diagnostic]] = [:]
            // By index: a loop variable would copy every finding of the site to read its path.
            for index in group.indices where dirty.contains(group[index].path) { inFile[group[index].path, default: []].append(group[index]) }
            for (file, found) in inFile { byDirtyFile[file, default: []].append(found) }
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
