import TriglotModel

extension CheckRunner.Findings {
    /// The findings of some pages and pairs, and of the checks over the whole content, packed
    /// (`DiagnosticArchive`): what a batched run keeps of each batch until the merge. At 100,000
    /// paths, the findings themselves came to about a tenth of the build's peak memory, and the
    /// memory of the batches' pages they were made among and pinned to about as much again.
    struct Archived: Sendable {
        /// The places, in `allPages` and `translationPairs`, whose groups the archive holds, in
        /// that order, pages first.
        var pages: [Int]
        var pairs: [Int]
        /// Whether the last group is findings of the checks over the whole content.
        var hasWhole: Bool
        var findings: DiagnosticArchive

        init(pages: [Int], pagesFound: [[Diagnostic]], pairs: [Int], pairsFound: [[Diagnostic]], whole: [Diagnostic]? = nil) {
            self.pages = pages
            self.pairs = pairs
            hasWhole = whole != nil
            findings = DiagnosticArchive(pagesFound + pairsFound + (whole.map { [$0] } ?? []))
        }
    }

    /// These findings with every archived batch unpacked into `pages`, `pairs` and `whole`.
    func unarchived() -> Self {
        guard !archived.isEmpty else { return self }
        var findings = self
        findings.archived = []
        for batch in archived {
            var groups = batch.findings.groups()[...]
            for place in batch.pages { findings.pages[place] = groups.removeFirst() }
            for place in batch.pairs { findings.pairs[place] = groups.removeFirst() }
            if batch.hasWhole { findings.whole += groups.removeFirst() }
        }
        return findings
    }
}
