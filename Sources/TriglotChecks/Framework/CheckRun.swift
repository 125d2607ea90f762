import TriglotModel

/// What one run of the checks found, kept by page and by translation pair as well as in
/// display order, so that the preview's next run can take over the findings of the pages a
/// save did not touch (see `CheckRunner.run(_:reusing:affected:)`).
public struct CheckRun: Sendable {
    /// Every diagnostic, as `CheckRunner.run(_:)` returns them.
    public var diagnostics: [Diagnostic]
    /// The same findings by page and pair, before they were merged.
    public var findings: CheckRunner.Findings

    public init(diagnostics: [Diagnostic], findings: CheckRunner.Findings) {
        self.diagnostics = diagnostics
        self.findings = findings
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
