import TriglotModel

/// What one run of the checks found, kept by page and by translation pair as well as in
/// display order, so that the preview's next run can take over the findings of the pages a
/// save did not touch (see `CheckRunner.run(_:reusing:affected:)`).
public struct CheckRun: Sendable {
    /// Every diagnostic, as `CheckRunner.run(_:)` returns them.
    public var diagnostics: [Diagnostic]
    /// The same findings by page and pair, before they were merged.
    public var findings: CheckRunner.Findings
    /// `diagnostics` by file, when a merge after a save made it (see `CheckRunner.merge(_:context:after:previousContent:affected:)`).
    public internal(set) var byFile: [String: [Diagnostic]]?
    /// The files whose merged findings differ from the run before, when a merge after a save
    /// worked that out; nil when it is not known.
    public internal(set) var changedFiles: Set<String>?
    /// Which groups of findings report on which file, for the merge after the next save.
    var mergeIndex: MergeIndex?

    public init(diagnostics: [Diagnostic], findings: CheckRunner.Findings) {
        self.diagnostics = diagnostics
        self.findings = findings
    }

    /// Diagnostics in display order, by file: each file's run of them. Diagnostics without a
    /// file are not shown on a page and are left out.
    public static func byFile(_ diagnostics: [Diagnostic]) -> [String: [Diagnostic]] {
        var grouped: [String: [Diagnostic]] = [:]
        var start = diagnostics.startIndex
        while start < diagnostics.endIndex {
            let path = diagnostics[start].path
            var end = start + 1
            while end < diagnostics.endIndex, diagnostics[end].path == path { end += 1 }
            if !path.isEmpty { grouped[path, default: []] += diagnostics[start..<end] }
            start = end
        }
        return grouped
    }

    /// A translation pair by the display paths of its pages.
    struct PairPaths: Hashable, Sendable {
        var source: String
        var translation: String

        init(source: String, translation: String) {
            self.source = source
            self.translation = translation
        }

        init(_ pair: CheckContext.TranslationPair) {
            self.init(source: pair.source.displayPath, translation: pair.translation.displayPath)
        }
    }
}

extension CheckRunner.Findings {
    /// The findings this run had for each page of `pagePaths`, in that order. By place when the
    /// pages are the ones this run had, as after a save that added or removed none: then nothing
    /// is hashed. Otherwise by display path.
    func pageFindings(for pagePaths: [String]) -> [[Diagnostic]?] {
        if pagePaths == self.pagePaths { return pages }
        var placeOfPath: [String: Int] = [:]
        for (place, path) in self.pagePaths.enumerated() { placeOfPath[path] = place }
        return pagePaths.map { path in placeOfPath[path].map { pages[$0] } }
    }

    /// `pageFindings(for:)` for translation pairs.
    func pairFindings(for pairPaths: [CheckRun.PairPaths]) -> [[Diagnostic]?] {
        if pairPaths == self.pairPaths { return pairs }
        var placeOfPair: [CheckRun.PairPaths: Int] = [:]
        for (place, pair) in self.pairPaths.enumerated() { placeOfPair[pair] = place }
        return pairPaths.map { pair in placeOfPair[pair].map { pairs[$0] } }
    }
}
