import Testing
@testable import TriglotLowLevel
@testable import TriglotSite

/// The preview keeps the search indexes' runs of documents between rebuilds: a script made with
/// runs taken from the cache is the script made from nothing, and only the runs whose documents
/// changed are read again.
@Suite("Search terms cache")
struct SearchTermsCacheTests {
    static let runLength = SearchIndex.documentsPerRun

    static func index(_ documents: [SearchIndex.Document]) -> SearchIndex {
        var index = SearchIndex()
        for document in documents { index.add(document) }
        return index
    }

    /// A change to the documents of a language, as a save makes one.
    enum Edit: String, CaseIterable {
        case none, oneTextChanged, oneTitleChanged, lastDocumentAdded, firstDocumentRemoved
    }

    static func edited(_ documents: [SearchIndex.Document], _ edit: Edit) -> [SearchIndex.Document] {
        var documents = documents.sorted { $0.url.utf8.lexicographicallyPrecedes($1.url.utf8) }
        switch edit {
        case .none: break
        case .oneTextChanged: documents[runLength + 2].texts.append("launchOptions 启动")
        case .oneTitleChanged: documents[2 * runLength].title += " (changed)"
        case .lastDocumentAdded: documents.append(.init(title: "New", url: "zzz.html", summary: "", kind: "Article", text: "new words"))
        case .firstDocumentRemoved: documents.removeFirst()
        }
        return documents
    }

    @Test(arguments: Edit.allCases)
    func aScriptFromCachedRunsIsTheScriptFromNothing(_ edit: Edit) {
        let cache = SearchTermsCache()
        let before = SearchIndexBytesTests.documents(4 * Self.runLength + 3, seed: 7)
        _ = SearchIndex.scripts(of: [Self.index(before)], keys: ["en"], cache: cache)
        #expect(cache.lastFreshRuns == 5, "a cache with nothing in it reads every run")

        let after = Self.edited(before, edit)
        let cached = SearchIndex.scripts(of: [Self.index(after)], keys: ["en"], cache: cache)
        #expect(cached == SearchIndex.scripts(of: [Self.index(after)]))
        let expectedFresh: Int = switch edit {
        case .none: 0
        case .oneTextChanged, .oneTitleChanged: 1
        // The new document goes into the last run, which already had three.
        case .lastDocumentAdded: 1
        // Every run from the first on now starts one document later.
        case .firstDocumentRemoved: 5
        }
        #expect(cache.lastFreshRuns == expectedFresh)
    }

    /// Each index keeps its runs under its own key: another language's runs are never taken.
    @Test func indexesKeepTheirRunsApart() {
        let cache = SearchTermsCache()
        let english = SearchIndexBytesTests.documents(2 * Self.runLength, seed: 1)
        let japanese = SearchIndexBytesTests.documents(2 * Self.runLength, seed: 2)
        _ = SearchIndex.scripts(of: [Self.index(english), Self.index(japanese)], keys: ["en", "ja"], cache: cache)
        // The same two indexes under each other's keys: nothing reads the same.
        let swapped = SearchIndex.scripts(of: [Self.index(japanese), Self.index(english)], keys: ["en", "ja"], cache: cache)
        #expect(cache.lastFreshRuns == 4)
        #expect(swapped == SearchIndex.scripts(of: [Self.index(japanese), Self.index(english)]))
        _ = SearchIndex.scripts(of: [Self.index(japanese)], keys: ["en"], cache: cache)
        #expect(cache.lastFreshRuns == 0)
    }
}
