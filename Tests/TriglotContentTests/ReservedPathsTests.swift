import Testing
@testable import TriglotContent

/// The places the site keeps for the parts of its list pages, which content cannot take.
@Suite("Reserved paths")
struct ReservedPathsTests {
    @Test(arguments: [
        ("index-2.html", true), ("index-2.md", true), ("index-120.md", true),
        ("index-1.md", false), ("index-02.md", false), ("index-.md", false), ("index-a.md", false),
        ("index-2.js", false), ("a/index-2.md", false), ("index-٢.md", false), ("index.md", false),
    ])
    func aHomePagePartIsNamedByItsNumberFromTwo(_ path: String, isPart: Bool) {
        #expect(ContentLoader.isHomePagePart(path) == isPart)
    }

    @Test(arguments: [
        ("translation-status-2.html", true), ("translation-status-31.html", true),
        ("translation-status-1.html", false), ("translation-status.html", false), ("translation-status-2.htm", false),
        ("x/translation-status-2.html", false), ("translation-status-2x.html", false),
    ])
    func aStatusPagePartIsNamedByItsNumberFromTwo(_ path: String, isPart: Bool) {
        #expect(ContentLoader.isStatusPagePart(path) == isPart)
    }
}
