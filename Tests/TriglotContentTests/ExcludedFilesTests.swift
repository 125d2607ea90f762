import Foundation
import Testing
@testable import TriglotContent
@testable import TriglotModel
import TriglotTestSupport

/// `exclude:` in site.yml: partials a generator imports into pages, drafts and notes are no
/// part of the site, in every layout, and `triglot init` names the partials it finds.
@Suite("Excluded files")
struct ExcludedFilesTests {
    @Test(arguments: [
        // A name: a file or a folder anywhere.
        ("_*", "_fragments/cta.mdx", true), ("_*", "guide/_partial.md", true), ("_*", "guide/intro.md", false),
        ("_*", "ja/_it/debug.mdx", true), ("*.draft.md", "guide/a.draft.md", true), ("notes", "guide/notes/a.md", true),
        ("a?.md", "x/ab.md", true), ("a?.md", "x/abc.md", false), ("*a*b", "xaxxb", true), ("*a*b", "xaxxbc", false), ("*", "*x", true), ("a*", "a", true),
        // A path: from the content folder, ** for any folders, a folder taking what is below it.
        ("drafts/*.md", "drafts/a.md", true), ("drafts/*.md", "en/drafts/a.md", false), ("/notes", "notes/a.md", true),
        ("/notes", "en/notes/a.md", false), ("**/drafts", "en/guide/drafts/a.md", true), ("**/drafts", "drafts/a.md", true),
        ("en/**/old-*.md", "en/a/b/old-1.md", true), ("en/**/old-*.md", "ja/a/old-1.md", false),
        // A trailing slash: folders only.
        ("drafts/", "drafts/a.md", true), ("drafts/", "guide/drafts", false), ("drafts/", "en/drafts/x/a.md", true),
    ] as [(String, String, Bool)])
    func patterns(pattern: String, path: String, matches: Bool) throws {
        let compiled = try #require(PathPattern(pattern))
        #expect(compiled.matches(path) == matches)
    }

    @Test(arguments: ["", "/", "a//b", "//"])
    func patternsThatNameNothing(pattern: String) {
        #expect(PathPattern(pattern) == nil)
    }

    @Test func siteYmlReadsThePatternsAndNamesTheLineOfOneThatNamesNothing() throws {
        let configuration = try SiteConfigurationReader.read("languages: [en, ja]\nexclude: [\"_*\", drafts/]\n", path: "site.yml")
        #expect(configuration.exclude.map(\.text) == ["_*", "drafts/"])
        #expect(configuration.excludes("ja/_it/a.md") && !configuration.excludes("ja/a.md"))
        let single = try SiteConfigurationReader.read("languages: [en]\nexclude: notes\n", path: "site.yml")
        #expect(single.exclude.map(\.text) == ["notes"])
        #expect(throws: (any Error).self) { try SiteConfigurationReader.read("languages: [en]\nexclude:\n  - a//b\n", path: "site.yml") }
        do {
            _ = try SiteConfigurationReader.read("languages: [en]\nexclude:\n  - _*\n  - a//b\n", path: "docs/site.yml")
        } catch {
            #expect("\(error)".hasPrefix("docs/site.yml:4: exclude: 'a//b' names no file or folder"))
        }
    }

    static func load(_ files: [String: String]) throws -> ContentSet {
        let root = try TemporaryFolder("triglot-exclude")
        defer { root.remove() }
        try root.write(files)
        return try ContentLoader.load(folder: root.path)
    }

    /// The same partials and drafts left out of a site in each layout, pages and resources alike.
    @Test(arguments: [
        ("languages: [en, ja]\n", ["en/guide.mdx", "en/_fragments/cta.mdx", "en/drafts/next.md", "en/_fragments/a.png", "ja/guide.mdx", "ja/_cta.mdx"]),
        ("layout: suffix\nlanguages: [en, ja]\n", ["guide.mdx", "_fragments/cta.mdx", "drafts/next.md", "_fragments/a.png", "guide.ja.mdx", "_cta.ja.mdx"]),
        ("layout: root\nlanguages: [en, ja]\n", ["guide.mdx", "_fragments/cta.mdx", "drafts/next.md", "_fragments/a.png", "ja/guide.mdx", "ja/_cta.mdx"]),
    ])
    func excludedFilesAreNoPartOfTheSite(layout: String, files: [String]) throws {
        var tree = Dictionary(uniqueKeysWithValues: files.map { ($0, $0.hasSuffix(".png") ? "png" : "# Page\n\nText.\n") })
        tree["site.yml"] = layout + "exclude: [\"_*\", drafts/]\n"
        let content = try Self.load(tree)
        #expect(content.pages[.english]?.keys.sorted() == ["guide.md"])
        #expect(content.pages[.japanese]?.keys.sorted() == ["guide.md"])
        #expect(content.resources[.english] ?? [] == [])
    }

    /// init writes `exclude: ["_*"]` for partials; where Hugo's `_index.md` pages are, only
    /// `_*/` for a folder of partials that is no section (`_includes/`), and nothing without one.
    @Test(arguments: [
        (["en/guide.mdx": "# Guide\n", "en/_fragments/cta.mdx": "Try it.\n", "ja/guide.mdx": "# ガイド\n"], ["_*"], "_fragments/cta.mdx"),
        (["en/_index.md": "# Guide\n", "en/guide/_index.md": "# Guide\n", "ja/_index.md": "# ガイド\n"], [], nil),
        (["en/_index.md": "# Home\n", "en/_includes/note.md": "Note.\n", "en/guide.md": "# Guide\n", "ja/guide.md": "# ガイド\n"],
         ["_*/"], "_includes/note.md"),
        // A folder named with `_` that has its `_index` page is a section.
        (["en/_index.md": "# Home\n", "en/_archive/_index.md": "# Old\n", "en/_archive/v1.md": "# V1\n", "ja/guide.md": "# ガイド\n"], [], nil),
        (["en/guide.md": "# Guide\n", "ja/guide.md": "# ガイド\n"], [], nil),
    ] as [([String: String], [String], String?)])
    func initNamesThePartialsItFinds(files: [String: String], exclude: [String], example: String?) throws {
        let root = try TemporaryFolder("triglot-exclude-init")
        defer { root.remove() }
        try root.write(files)
        let found = try ContentDetection.detect(folder: root.path)
        let yaml = SiteConfigurationDraft.yaml(for: found, folderName: "site")
        let configuration = try SiteConfigurationReader.read(yaml, path: "site.yml")
        #expect(configuration.exclude.map(\.text) == exclude)
        if let example { #expect(yaml.contains(example)) }
    }

    /// `_*/` leaves the folder of partials out and keeps Hugo's `_index.md` pages.
    @Test func aFolderPatternKeepsSectionPages() throws {
        let content = try Self.load(["site.yml": "languages: [en, ja]\nexclude: [\"_*/\"]\n", "en/_index.md": "# Home\n\nText.\n",
                                     "en/_includes/note.md": "Note.\n", "en/guide/_index.md": "# Guide\n\nText.\n", "ja/_index.md": "# ホーム\n\nテキスト。\n"])
        #expect(content.pages[.english]?.keys.sorted() == ["_index.md", "guide/_index.md"])
    }
}
