import Testing
@testable import TriglotChecks
import TriglotModel

/// An HTML block a reader does not see (a comment, an anchor) is no block of the section: a
/// translation may drop or add one; a block a reader sees is still asked for.
@Suite("translation.blocks: comments and anchors are not blocks")
struct UnseenHTMLBlocksTests {
    static func page(_ heading: String, _ blocks: [String]) -> String {
        "# T\n\nA.\n\n## \(heading)\n\n" + blocks.joined(separator: "\n\n") + "\n"
    }

    @Test(arguments: [
        (["<!-- keep the list sorted -->", "Deploy it."], ["部署它。"], false),
        (["Deploy it."], ["<a id=\"deploy\"></a>", "部署它。"], false),
        (["<details>\n<summary>More</summary>\n\nText.\n\n</details>", "Deploy it."], ["部署它。"], true),
    ] as [([String], [String], Bool)])
    func unseenBlocksAreNotCounted(english: [String], translated: [String], fires: Bool) {
        let files = PagePair.files(Self.page("Deploy", english), Self.page("部署", translated))
        let found = TestContent.run(BlocksCheck.self, files)
        #expect(found.isEmpty != fires, "\(found.map(\.summary))")
    }
}
