import Testing
@testable import TriglotChecks
import TriglotMarkup
import TriglotModel

/// An English page's leaves are read and keyed once for all its translations (`PageLeaves`): the
/// pairing must come out as it does from each pair's own walk of the English page.
@Suite("Leaves read once per English page agree with each pair's own walk")
struct PageLeavesTests {
    @Test func sameLeavesAsTheirWalk() throws {
        let files = GoodTrio.files.merging(["en/every.md": BlockFactsKindFilterTests.everyKind]) { first, _ in first }
        let context = CheckContext(content: TestContent.inMemory(files))
        for page in context.allPages {
            let document = try #require(page.page.document)
            let leaves = PageLeaves(page.page, in: document, pageNames: LinkPageNames(context.linkComparison))
            for blocks in [page.page.abstract + page.page.preamble] + page.page.sections.map(\.blocks) {
                let walked = BlockAlignment.anchored(LeafBlock.leaves(of: blocks, in: document), pageNames: LinkPageNames(context.linkComparison))
                let known = try #require(leaves.leaves(of: blocks))
                #expect(known.map(\.node) == walked.map(\.node), "\(page.path)")
                #expect(known.map(\.anchors) == walked.map(\.anchors), "\(page.path)")
                #expect(known.map(\.readableLength) == walked.map(\.readableLength), "\(page.path)")
            }
            // A block of another parse is not the page's: the caller walks it instead.
            let nested = Block(kind: .other, text: "", range: SourceRange(line: 1), node: document.nodeCount + 1)
            #expect(leaves.leaves(of: [nested]) == nil)
        }
    }

    @Test func samePairingWithAndWithoutSharedLeaves() throws {
        let content = TestContent.inMemory(GoodTrio.files)
        let context = CheckContext(content: content)
        for pair in context.translationPairs {
            let (source, translation) = (try #require(pair.source.page.document), try #require(pair.translation.page.document))
            let stretches = context.alignedStretches(pair.source, pair.translation)
            let shared = PageLeaves(pair.source.page, in: source, pageNames: LinkPageNames(context.linkComparison))
            let alone = BlockAlignment.align(stretches, source, translation, links: context.linkComparison, code: context.codeComparison)
            let withShared = BlockAlignment.align(stretches, source, translation, links: context.linkComparison, code: context.codeComparison,
                                                  sourceLeaves: shared)
            #expect(alone.map(\.partners) == withShared.map(\.partners))
            #expect(alone.map { $0.source.map(\.node) } == withShared.map { $0.source.map(\.node) })
            #expect(context.alignedBlocks(pair.source, pair.translation).map(\.partners) == alone.map(\.partners))
        }
    }

    /// The page a destination names is worked out once and kept: asked again, in any order, it
    /// must be what working it out gives.
    @Test func pageNamesAsWorkedOut() {
        let context = CheckContext(content: TestContent.inMemory(GoodTrio.files))
        let names = LinkPageNames(context.linkComparison)
        let destinations = ["../module00/a.md", "https://cn.vitejs.dev/guide/features.html#x", "/en/docs/Web/API/Node", "/ja/guide/",
                            "a.md?x=1", "#anchor", "", "mailto:someone@example.org", "../uikit/uiwindow.md#Discussion"]
        for destination in destinations + destinations.reversed() {
            #expect(names.pageName(of: destination) == BlockAlignment.pageName(context.linkComparison.key(destination)), "\(destination)")
        }
    }
}
