import Testing
@testable import TriglotSite

/// A page's sidebar in pieces is the shared sidebar with the page's mark put in, as it was when
/// the marked copy was made whole.
@Suite("Sidebar pieces")
struct SidebarPartsTests {
    static let html = Array(#"<nav><a href="a.html">A</a><a href="b.html">B</a></nav>"#.utf8)
    static let sidebar = Sidebar(bytes: html, currentMarks: ["a.md": 19, "b.md": 44, "first.md": 0, "last.md": html.count])

    /// The definition: the mark inserted at the page's offset, or the sidebar unchanged.
    static func marked(_ page: String) -> [UInt8] {
        guard let offset = sidebar.currentMarks[page] else { return html }
        return Array(html[..<offset]) + Array(" aria-current=\"page\"".utf8) + Array(html[offset...])
    }

    @Test(arguments: ["a.md", "b.md", "first.md", "last.md", "unlisted.md"])
    func piecesJoinToTheMarkedSidebar(page: String) {
        #expect(Array(Self.sidebar.parts(current: page).joined()) == Self.marked(page))
        #expect(Self.sidebar.bytes(current: page) == Self.marked(page))
    }
}
