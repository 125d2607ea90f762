import Foundation
import Testing
@testable import TriglotChecks
import TriglotContent
import TriglotModel
import TriglotTestSupport

/// `triglot build` and `triglot check` check a batch of paths at a time and drop each batch's
/// facts; what they find must be exactly what one context over the whole content finds.
@Suite("Checks run in batches")
struct CheckBatchesTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The shipped Content (no findings, but every check's page-by-page work); Vue's API reference (../shared/corpora, CC BY 4.0), with its real
    /// drift; and the good trio with every planted defect at once.
    enum Corpus: String, CaseIterable, Sendable {
        case shipped, vue, plantedDefects

        func load() throws -> ContentSet {
            switch self {
            case .shipped:
                return try ContentLoader.load(folder: CheckBatchesTests.root.appendingPathComponent("Content").path)
            case .vue:
                let corpus = CheckBatchesTests.root.deletingLastPathComponent().appendingPathComponent("shared/corpora/vue-api")
                let folder = try TemporaryFolder("triglot-batches")
                defer { folder.remove() }
                for language in ["en", "ja", "zh-cn"] {
                    try FileManager.default.copyItem(at: corpus.appendingPathComponent(language),
                                                     to: folder.url.appendingPathComponent(language))
                }
                try folder.write(["site.yml": """
                    languages:
                      - code: en
                        source: true
                      - code: ja
                      - code: zh-Hans
                        folder: zh-cn
                    links:
                      root: /api/
                    """])
                return try ContentLoader.load(folder: folder.url.path)
            case .plantedDefects:
                var files = GoodTrio.files
                for defect in Defect.catalogue {
                    guard var text = files[defect.file], defect.edits.allSatisfy({ text.contains($0.0) }) else { continue }
                    for (find, replace) in defect.edits { text = text.replacing(find, with: replace, maxReplacements: 1) }
                    files[defect.file] = text
                }
                return try TestContent.onDisk(files)
            }
        }
    }

    @Test(arguments: Corpus.allCases, [1, 3, CheckRunner.pathsPerBatch])
    func batchedFindingsAreThoseOfOneContext(_ corpus: Corpus, pathsPerBatch: Int) throws {
        let content = try corpus.load()
        let runner = CheckRunner()
        let whole = runner.run(CheckContext(content: content))
        let (context, findings) = runner.findingsInBatches(content, pathsPerBatch: pathsPerBatch)
        let batched = runner.merge(findings, context: context)
        // The shipped Content is kept free of findings; the others have findings to compare.
        #expect(corpus == .shipped || whole.count > 5)
        #expect(batched == whole, "only batched: \(batched.filter { !whole.contains($0) }.prefix(3)); only whole: \(whole.filter { !batched.contains($0) }.prefix(3))")
    }

    @Test func everyPageAndPairIsInExactlyOneBatchWithItsPages() throws {
        let context = CheckContext(content: try Corpus.shipped.load())
        let batches = context.batches(pathsPerBatch: 2)
        #expect(batches.flatMap(\.pages).sorted() == Array(context.allPages.indices))
        #expect(batches.flatMap(\.pairs).sorted() == Array(context.translationPairs.indices))
        for batch in batches {
            let paths = Set(batch.pages.map { context.allPages[$0].path })
            #expect(paths.count <= 2)
            for pair in batch.pairs {
                #expect(batch.pages.contains(context.pairPlaces[pair].source) && batch.pages.contains(context.pairPlaces[pair].translation))
            }
        }
    }
}
