import Testing
@testable import TriglotSite

/// `## Title {#id}`: the id is the heading's anchor, never part of its text.
@Suite("Heading id suffixes")
struct HeadingIDSuffixTests {
    @Test(arguments: [
        ("Cold launch from a URL {#cold-url}", "Cold launch from a URL"),
        ("冷启动 {#cold-launch}", "冷启动"),
        ("Trailing spaces {#x}   ", "Trailing spaces"),
        ("No space{#tight}", "No space"),
        ("<code>open</code> {#open}", "<code>open</code>"),
        ("Two {#a} {#b}", "Two {#a}"),
    ])
    func removesTheSuffix(html: String, expected: String) {
        #expect(HeadingIDSuffix.removing(from: html) == expected)
    }

    /// Not an id: braces that are text, an empty id, spaces or markup inside.
    @Test(arguments: [
        "Plain heading",
        "Empty {#}",
        "Spaced {#a b}",
        "Markup {#a<b}",
        "Set {a, b}",
        "Unclosed {#id",
        "{#only}x",
    ])
    func keepsWhatIsNotAnID(html: String) {
        #expect(HeadingIDSuffix.removing(from: html) == html)
    }
}
