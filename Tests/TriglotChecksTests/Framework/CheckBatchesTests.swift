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

    /// The shipped Content (no findings, but every check's page-by-page work); Vue's API
    /// reference (../shared/corpora, CC BY 4.0), with its real drift; and the good trio with
    /// every planted defect at once. Each is copied to a folder that stays until the test ends,
    /// since a load that drops the parses reads the pages again.
    enum Corpus: String, CaseIterable, Sendable {
        case shipped, shippedWithHouseStyleDrift, vue, plantedDefects

        func write(to folder: TemporaryFolder) throws {
            switch self {
            case .shipped:
                try FileManager.default.removeItem(at: folder.url)
                try FileManager.default.copyItem(at: CheckBatchesTests.root.appendingPathComponent("Content"), to: folder.url)
            case .shippedWithHouseStyleDrift:
                // Against the house styles counted over every page of the language.
                try Corpus.shipped.write(to: folder)
                for (file, find, replace) in [("zh-Hans/uikit.md", "在 App", "在App"), ("zh-Hans/uikit.md", "，", ","),
                                              ("ja/uikit.md", "は SwiftUI", "はSwiftUI")] {
                    let url = folder.url.appendingPathComponent(file)
                    let text = try String(contentsOf: url, encoding: .utf8)
                    try #require(text.contains(find), "'\(find)' is not in \(file)")
                    try Data(text.replacing(find, with: replace, maxReplacements: 1).utf8).write(to: url)
                }
            case .vue:
                try VueCorpus.copy(packageRoot: CheckBatchesTests.root, to: folder.url)
            case .plantedDefects:
                var files = GoodTrio.files
                for defect in Defect.catalogue {
                    guard var text = files[defect.file], defect.edits.allSatisfy({ text.contains($0.0) }) else { continue }
                    for (find, replace) in defect.edits { text = text.replacing(find, with: replace, maxReplacements: 1) }
                    files[defect.file] = text
                }
                files["glossary.yml"] = TestContent.glossaryYAML
                files["site.yml"] = TestContent.siteYAML
                try folder.write(files)
            }
        }
    }

    /// Batches of one path, of three, and the default; with the pages' parses kept, and dropped
    /// at load and read again batch by batch (as `triglot build` and `triglot check` run).
    @Test(arguments: Corpus.allCases, [(1, true), (3, false), (CheckRunner.pathsPerBatch, true), (CheckRunner.pathsPerBatch, false)])
    func batchedFindingsAreThoseOfOneContext(_ corpus: Corpus, batching: (pathsPerBatch: Int, keepsParses: Bool)) throws {
        let folder = try TemporaryFolder("triglot-batches")
        defer { folder.remove() }
        try corpus.write(to: folder)
        let runner = CheckRunner()
        let whole = runner.run(CheckContext(content: try ContentLoader.load(folder: folder.url.path)))
        let content = try ContentLoader.load(folder: folder.url.path, parses: batching.keepsParses ? .all : .none)
        #expect(content.allPages.allSatisfy { $0.parseDropped == !batching.keepsParses })
        let (context, findings) = runner.findingsInBatches(content, pathsPerBatch: batching.pathsPerBatch)
        let batched = runner.merge(findings, context: context)
        // The shipped Content is kept free of findings; the others have findings to compare.
        #expect(corpus == .shipped || whole.count >= 2)
        if corpus == .shippedWithHouseStyleDrift {
            #expect(Set(whole.map(\.id)).isSuperset(of: ["typography.spacing", "typography.punctuation-width"]))
        }
        #expect(batched == whole, "only batched: \(batched.filter { !whole.contains($0) }.prefix(3)); only whole: \(whole.filter { !batched.contains($0) }.prefix(3))")
    }

    @Test func everyPageAndPairIsInExactlyOneBatchWithItsPages() throws {
        let folder = try TemporaryFolder("triglot-batches")
        defer { folder.remove() }
        try Corpus.shipped.write(to: folder)
        let context = CheckContext(content: try ContentLoader.load(folder: folder.url.path))
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
