import Testing
import TriglotModel
@testable import TriglotSite

/// Previous and next pages follow the sidebar's order, opened all the way down.
@Suite("Reading order")
struct ReadingOrderTests {
    static let content = MemoryContent.make([
        "en/kit.md": "# Kit\n\nThe kit.\n",
        "en/kit/delegate.md": "# Delegate\n\nThe delegate.\n",
        "en/kit/delegate/did-launch.md": "# didLaunch\n\nLaunched.\n",
        "en/kit/delegate/will-launch.md": "# willLaunch\n\nLaunching.\n",
        "en/kit/app/state.md": "# State\n\nThe state.\n",
        "en/zebra.md": "# Zebra\n\nLast.\n",
    ])

    @Test func pagesComeInSidebarOrderEachBeforeThePagesUnderIt() {
        let order = NavigationTree(content: Self.content, language: Language("en")).readingOrder
        // "app" is a folder without a page: its pages come where it stands, among Kit's children.
        #expect(order.pages.compactMap(\.path) == [
            "kit.md", "kit/app/state.md", "kit/delegate.md", "kit/delegate/did-launch.md", "kit/delegate/will-launch.md", "zebra.md",
        ])
    }

    @Test func theEndsHaveOneNeighbourAndUnlistedPagesNone() {
        let order = NavigationTree(content: Self.content, language: Language("en")).readingOrder
        let first = order.neighbours(of: "kit.md")
        #expect(first.previous == nil && first.next?.path == "kit/app/state.md")
        let last = order.neighbours(of: "zebra.md")
        #expect(last.previous?.path == "kit/delegate/will-launch.md" && last.next == nil)
        let middle = order.neighbours(of: "kit/delegate/did-launch.md")
        #expect(middle.previous?.path == "kit/delegate.md" && middle.next?.path == "kit/delegate/will-launch.md")
        let unlisted = order.neighbours(of: "index.md")
        #expect(unlisted.previous == nil && unlisted.next == nil)
    }
}
