import Foundation
import Testing
@testable import TriglotPreview

/// The parts of a page the preview replaces in place, and when it must reload instead.
@Suite("Live page parts")
struct LivePagePartsTests {
    static func page(title: String = "T", main: String, toc: String = "<ul><li>a</li></ul>", sidebar: String = "<ul></ul>") -> [UInt8] {
        Array("""
        <!DOCTYPE html>
        <html><head><title>\(title)</title></head>
        <body><nav class="sidebar">\(sidebar)</nav>
        <main id="main" data-live-part>\(main)</main>
        <nav class="toc" data-live-part>\(toc)</nav>
        </body></html>
        """.utf8)
    }

    static func message(_ bytes: [UInt8]?) throws -> LivePageParts.Message {
        try JSONDecoder().decode(LivePageParts.Message.self, from: Data(try #require(bytes)))
    }

    @Test func partsAreTheContentOfTheMarkedElementsInOrder() throws {
        let parts = try #require(LivePageParts(Self.page(main: "<p>Body</p>", toc: "<ul></ul>")))
        #expect(parts.parts.map { String(decoding: $0, as: UTF8.self) } == ["<p>Body</p>", "<ul></ul>"])
        #expect(parts.title == "T")
        #expect(!String(decoding: parts.frame, as: UTF8.self).contains("Body"))
    }

    /// A part holding elements of its own name ends at its own closing tag.
    @Test func nestedElementsOfTheSameNameStayInsideThePart() throws {
        let parts = try #require(LivePageParts(Self.page(main: "<main><nav>x</nav></main><mainly>y</mainly>", toc: "<nav><nav></nav></nav>")))
        #expect(parts.parts.map { String(decoding: $0, as: UTF8.self) } == ["<main><nav>x</nav></main><mainly>y</mainly>", "<nav><nav></nav></nav>"])
    }

    @Test func aChangedBodyIsSentAloneWithItsPlace() throws {
        let message = try Self.message(LivePageParts.update(from: Self.page(main: "<p>Old</p>"), to: Self.page(main: "<p>New</p>"), version: "v7"))
        #expect(message == LivePageParts.Message(version: "v7", title: nil, parts: [.init(index: 0, html: "<p>New</p>")]))
    }

    @Test func aNewTitleIsSentWithTheParts() throws {
        let message = try Self.message(LivePageParts.update(from: Self.page(title: "A", main: "<h1>A</h1>"),
                                                            to: Self.page(title: "B", main: "<h1>B</h1>"), version: "v2"))
        #expect(message.title == "B" && message.parts.map(\.index) == [0])
    }

    /// Anything outside the parts (here the sidebar, as after a retitle) reloads the page, as do
    /// a part that appears or goes, a page without parts, and one whose part never closes.
    @Test(arguments: [
        (page(main: "<p>x</p>"), page(main: "<p>x</p>", sidebar: "<ul><li>new</li></ul>")),
        (page(main: "<p>x</p>"), Array("<html><head><title>T</title></head><body><main id=\"main\" data-live-part><p>y</p></main></body></html>".utf8)),
        (Array("<html><body><main>a</main></body></html>".utf8), Array("<html><body><main>b</main></body></html>".utf8)),
        (page(main: "<p>x</p>"), Array("<html><body><main data-live-part><p>never closed".utf8)),
    ])
    func changesOutsideThePartsReload(old: [UInt8], new: [UInt8]) {
        #expect(LivePageParts.update(from: old, to: new, version: "v1") == nil)
    }
}
