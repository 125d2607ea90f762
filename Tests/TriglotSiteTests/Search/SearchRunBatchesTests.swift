import Testing
@testable import TriglotSite

/// The indexes number their runs' terms a batch of runs at a time (`SearchIndex.runsPerBatch`),
/// and a large build's documents read their texts only as their run is read
/// (`SearchIndex.Document.textsToRead`): neither may change a script.
@Suite("Search runs read in batches")
struct SearchRunBatchesTests {
    static func indexes() -> [SearchIndex] {
        [5, 0, 70, 1, 200].enumerated().map { seed, count in
            var index = SearchIndex()
            for document in SearchIndexBytesTests.documents(count, seed: seed + 20) { index.add(document) }
            return index
        }
    }

    @Test(arguments: [1, 2, 3, 1_000])
    func batchesOfRunsGiveTheReferenceScripts(runsPerBatch: Int) {
        let indexes = Self.indexes()
        let scripts = SearchIndex.scripts(of: indexes, runsPerBatch: runsPerBatch)
        for (index, script) in zip(indexes, scripts) {
            #expect(script.main == ReferenceSearchScript.script(index.documents))
        }
        // In parts as well: the parts cut from postings numbered in batches are the same.
        let whole = SearchIndex.scripts(of: indexes, pairsPerPart: 200, runsPerBatch: 1_000)
        #expect(SearchIndex.scripts(of: indexes, pairsPerPart: 200, runsPerBatch: runsPerBatch) == whole)
        #expect(whole.contains { $0.partCount > 1 })
    }

    @Test func textsReadAsTheirRunIsReadGiveTheSameScripts() {
        let indexes = Self.indexes()
        let deferred = indexes.map { index in
            var deferred = SearchIndex()
            for document in index.documents {
                let texts = document.texts
                deferred.add(.init(title: document.title, url: document.url, summary: document.summary, kind: document.kind) { texts })
            }
            #expect(deferred.documents.allSatisfy { $0.texts.isEmpty && $0.textsToRead != nil })
            return deferred
        }
        #expect(SearchIndex.scripts(of: deferred, runsPerBatch: 2) == SearchIndex.scripts(of: indexes))
    }
}
