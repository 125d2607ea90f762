import TriglotContent
import TriglotLowLevel
import TriglotModel

/// A check over the whole content that can work out its share of a batch while the batch's
/// facts are in memory, so that its run over the whole content afterwards finds it made.
protocol PreparedInBatches: Check {
    func prepare(_ batch: CheckContext, pairs: [Int])
}

extension CheckRunner {
    /// How many paths (each in every language) a batched run checks at a time: enough to keep
    /// every core busy, few enough that one batch's facts are a small part of the content's.
    public static let pathsPerBatch = 256

    /// `findings(CheckContext(content: content))`, the same findings, worked out a batch of
    /// paths at a time (`CheckContext.batches`): the facts and alignments of each batch are
    /// dropped before the next batch's are made, where a context for the whole content holds
    /// them all until the end. The checks over the whole content run last, over the context
    /// returned, which has no page's facts (its text runs, the typography rules' house styles,
    /// are still every page's). For a run made once, as `triglot build` and `triglot check`
    /// make it; a run that a later one takes facts over from needs `CheckContext(content:)`.
    public func findingsInBatches(_ content: ContentSet, pathsPerBatch: Int = CheckRunner.pathsPerBatch) -> (context: CheckContext, findings: Findings) {
        let context = CheckContext(content: content, reusingFactsFrom: nil, makesFacts: false)
        var placeChecks: [any Check.Type] = []
        var wholeChecks: [any Check] = []
        for type in enabledChecks {
            if case .whole(let check) = type.scheduled() { wholeChecks.append(check) } else { placeChecks.append(type) }
        }
        let prepared = wholeChecks.compactMap { $0 as? any PreparedInBatches }
        var pages = Array(repeating: [Diagnostic](), count: context.allPages.count)
        var pairs = Array(repeating: [Diagnostic](), count: context.translationPairs.count)
        for batch in context.batches(pathsPerBatch: pathsPerBatch) {
            let batchContext = context.withFacts(of: batch)
            let found = CheckScheduler.run(placeChecks, context: batchContext, pagePlaces: batch.pages, pairPlaces: batch.pairs)
            for check in prepared { check.prepare(batchContext, pairs: batch.pairs) }
            for (place, pageFindings) in zip(batch.pages, found.pages) { pages[place] = pageFindings }
            for (place, pairFindings) in zip(batch.pairs, found.pairs) { pairs[place] = pairFindings }
        }
        let whole = ParallelMap.map(wholeChecks) { $0.run(context) }.flatMap { $0 }
        return (context, Findings(pages: pages, pagePaths: context.allPages.map(\.displayPath), pairs: pairs,
                                  pairPaths: context.translationPairs.map(CheckRun.PairPaths.init), whole: whole, context: context.identity))
    }
}
