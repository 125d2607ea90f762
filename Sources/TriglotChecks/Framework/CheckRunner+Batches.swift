import TriglotContent
import TriglotLowLevel
import TriglotModel

extension CheckRunner {
    /// How many paths (each in every language) a batched run checks at a time: enough to keep
    /// every core busy, few enough that one batch's facts are a small part of a large site's.
    /// The same at any size, so a batch's share of the memory does not grow with the site: what
    /// a batch costs beyond its own pages is a lookup, not a pass over every page.
    public static let pathsPerBatch = 256

    /// `findings(CheckContext(content: content))`, the same findings, worked out a batch of
    /// paths at a time (`CheckContext.batches`): the facts and alignments of each batch (and,
    /// when the content was loaded without its parses, the parses it reads again) are dropped
    /// before the next batch's are made, where a context for the whole content holds them all
    /// until the end. The checks over the whole content make their page-by-page values batch by
    /// batch, in the context's memo, and fold them once at the end over the context returned,
    /// which has no page's facts, and then no memo. For a run made once, as `triglot build` and
    /// `triglot check` make it; a run that a later one takes facts over from needs
    /// `CheckContext(content:)`.
    public func findingsInBatches(_ content: ContentSet, pathsPerBatch: Int? = nil) -> (context: CheckContext, findings: Findings) {
        var context = CheckContext(content: content, reusingFactsFrom: nil, makesFacts: false)
        let pathsPerBatch = pathsPerBatch ?? Self.pathsPerBatch
        var placeChecks: [any Check.Type] = []
        var wholeChecks: [any Check] = []
        var surveying: [any Check] = []
        var surveyed = Set<Language>()
        for type in enabledChecks {
            guard case .whole(let check) = type.scheduled() else {
                placeChecks.append(type)
                continue
            }
            wholeChecks.append(check)
            let folds = content.languages.filter { type.foldsOverEveryPage(in: $0, configuration: content.configuration) }
            if !folds.isEmpty { surveying.append(check) }
            surveyed.formUnion(folds)
        }
        let batches = context.batches(pathsPerBatch: pathsPerBatch)
        // The checks over the whole content run over each batch for what they make page by page
        // (kept in the context's memo); what they find there is thrown away. A check whose
        // page-by-page work needs a fold over every page of a language first (a house style) gets
        // a first pass over that language's pages, which makes only the fold's values.
        if !surveying.isEmpty {
            for batch in batches {
                let pagesSurveyed = batch.pages.filter { surveyed.contains(context.allPages[$0].language) }
                let models = context.enter(CheckContext.Batch(pages: pagesSurveyed), facts: false)
                _ = ParallelMap.map(surveying) { [context] in $0.survey(context) }
                context.leave(CheckContext.Batch(pages: pagesSurveyed), models: models)
            }
        }
        // Each batch's findings are packed once its pages are dropped, and unpacked by the merge.
        var archived: [Findings.Archived] = []
        for batch in batches {
            let models = context.enter(batch, facts: true)
            let found = CheckScheduler.run(placeChecks, context: context, pagePlaces: batch.pages, pairPlaces: batch.pairs)
            _ = ParallelMap.map(wholeChecks) { [context] in $0.run(context) }
            context.leave(batch, models: models)
            archived.append(Findings.Archived(pages: batch.pages, pagesFound: found.pages, pairs: batch.pairs, pairsFound: found.pairs))
        }
        ProcessMemory.returnFreed()
        let whole = ParallelMap.map(wholeChecks) { [context] in $0.run(context) }.flatMap { $0 }
        context.memo.removeAll()
        ProcessMemory.returnFreed()
        archived.append(Findings.Archived(pages: [], pagesFound: [], pairs: [], pairsFound: [], whole: whole))
        var findings = Findings(pages: Array(repeating: [], count: context.allPages.count), pagePaths: context.allPages.map(\.displayPath),
                                pairs: Array(repeating: [], count: context.translationPairs.count),
                                pairPaths: context.translationPairs.map(CheckRun.PairPaths.init), whole: [], context: context.identity)
        findings.archived = archived
        return (context, findings)
    }
}
