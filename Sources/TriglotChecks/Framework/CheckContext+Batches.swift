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

    /// Makes this context the batch's: when the content was loaded without its parses, the
    /// batch's pages are read again and stand in for their models in the content, the pages,
    /// the pairs and the text runs; with `facts`, its pages' facts and its pairs' stretches are
    /// made. Returns what `leave` needs to put the models back. In place, in a context no one
    /// else holds, so that no table of the whole content is copied for a batch.
    mutating func enter(_ batch: Batch, facts: Bool) -> [LoadedPage] {
        self.batch = batch
        var models: [LoadedPage] = []
        if content.parseReader != nil {
            models = batch.pages.map { allPages[$0] }
            let read = ParallelMap.map(models) { [content] in content.withParse($0) }
            place(Array(zip(batch.pages, read)), pairs: batch.pairs)
            textRuns = TextRunIndex(pages: allPages, previous: nil, changed: batch.pages)
        }
        if facts {
            makeFacts(batch.pages, previous: nil)
            align(batch.pairs, previous: nil)
        }
        return models
    }

    /// Undoes `enter`: the batch's facts, stretches and text runs dropped, its pages' models back.
    mutating func leave(_ batch: Batch, models: [LoadedPage]) {
        self.batch = nil
        blockFacts = ShardedDictionary()
        stretches = ShardedDictionary()
        if !models.isEmpty {
            textRuns = .empty
            place(Array(zip(batch.pages, models)), pairs: batch.pairs)
        }
    }

    /// Puts pages at their places in the content and `allPages`, and in the pairs at `pairs`.
    private mutating func place(_ pages: [(place: Int, page: LoadedPage)], pairs: [Int]) {
        // `allPages` is the content's order: handed back to the content so that it is not shared
        // while the content replaces pages in it.
        allPages = []
        content.replacePages(pages)
        allPages = content.allPages
        for pair in pairs {
            translationPairs[pair] = TranslationPair(source: allPages[pairPlaces[pair].source], translation: allPages[pairPlaces[pair].translation])
        }
    }
}
