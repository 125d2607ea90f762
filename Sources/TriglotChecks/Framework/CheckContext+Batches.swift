import TriglotContent
import TriglotLowLevel

/// A run over the whole content a batch of paths at a time (`CheckRunner.findingsInBatches`):
/// the facts and alignments of one batch's pages and pairs are made, read by its checks and
/// dropped before the next batch's are made, so they are never all in memory at once.
extension CheckContext {
    /// The places of one batch: every language's page at each of its paths, and the translation
    /// pairs of those pages, so that a pair's two pages are always in the same batch.
    struct Batch: Sendable, Equatable {
        var pages: [Int] = []
        var pairs: [Int] = []
    }

    /// The pages and pairs cut into batches of at most `pathsPerBatch` paths, in the order of
    /// `allPages` (so the source language's paths in order, then any path only a translation has).
    func batches(pathsPerBatch: Int) -> [Batch] {
        precondition(pathsPerBatch > 0, "a batch holds at least one path")
        var batchOfPath: [String: Int] = [:]
        var batches: [Batch] = []
        for place in allPages.indices {
            let path = allPages[place].path
            let batch: Int
            if let known = batchOfPath[path] {
                batch = known
            } else {
                batch = batchOfPath.count / pathsPerBatch
                batchOfPath[path] = batch
                if batch == batches.count { batches.append(Batch()) }
            }
            batches[batch].pages.append(place)
        }
        for index in pairPlaces.indices {
            // A pair's translation is at the same path as its source, so in the same batch.
            if let batch = batchOfPath[allPages[pairPlaces[index].translation].path] { batches[batch].pairs.append(index) }
        }
        return batches
    }

    /// This context with the facts of the pages at `pages` and the stretches of the pairs at
    /// `pairs` (whose pages must be among `pages`), and no others.
    func withFacts(of batch: Batch) -> CheckContext {
        var context = self
        context.blockFacts = ShardedDictionary()
        context.stretches = ShardedDictionary()
        context.makeFacts(batch.pages, previous: nil)
        context.align(batch.pairs, previous: nil)
        return context
    }
}
