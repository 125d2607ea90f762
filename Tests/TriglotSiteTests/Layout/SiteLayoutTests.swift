import Testing
import TriglotModel
@testable import TriglotSite

@Suite("Where pages land and how they link")
struct SiteLayoutTests {
    @Test(arguments: [
        ("uikit/x.md", "zh-Hans", "zh-hans/uikit/x.html"),
        ("index.md", "ja", "ja/index.html"),
        ("a/b/c.md", "en", "en/a/b/c.html"),
        ("images/launch.png", "en", "en/images/launch.png"),
    ])
    func outputPath(path: String, language: String, expected: String) {
        #expect(SiteLayout.outputPath(of: path, in: Language(language)) == expected)
    }

    /// An ASCII path is written on its bytes; every path still lands where the segment, a
    /// slash and `htmlPath` joined as Strings put it (Unicode-aware: `\u{600}` joins the `.`
    /// after it into one character, so that path does not end in the characters `.md`).
    @Test(arguments: [
        "", "a", "md", ".md", "a.md", "x.md.md", "a/b/c.md", "a/b.MD", "a/b.mdx", "a.m", "images/launch.png",
        "a\r\n.md", "\u{600}.md", "x\u{600}.md", "文档/启动.md", "é.md", "e\u{301}.md", "a.md\u{301}", "ａ.ｍｄ",
        "a-very-long-folder-name/with-a-long-page-name-past-fifteen-bytes.md",
    ], ["en", "zh-Hans", "ja", "ZH-HANT", "x-Ünicode"])
    func outputPathIsTheSegmentASlashAndTheHTMLPath(path: String, language: String) {
        let language = Language(language)
        #expect(SiteLayout.outputPath(of: path, in: language) == language.urlSegment + "/" + SiteLayout.htmlPath(of: path))
    }

    @Test(arguments: [
        ("en/uikit/a.html", "en/uikit/b.html", "b.html"),
        ("en/uikit/a.html", "en/index.html", "../index.html"),
        ("en/index.html", "zh-hans/index.html", "../zh-hans/index.html"),
        ("index.html", "en/index.html", "en/index.html"),
        ("en/a/b/c.html", "assets/triglot.css", "../../../assets/triglot.css"),
        ("en/uikit/uiapplicationdelegate.html", "en/uikit/uiapplicationdelegate/x.html", "uiapplicationdelegate/x.html"),
        ("en/uikit/uiapplicationdelegate/x.html", "en/uikit/uiapplicationdelegate.html", "../uiapplicationdelegate.html"),
        ("ja/uikit/x.html", "ja/uikit/x.html", "x.html"),
        ("ja/uikit/x.html", "en/uikit/x.html", "../../en/uikit/x.html"),
    ])
    func relativeURL(from: String, to: String, expected: String) {
        #expect(SiteLayout.relativeURL(from: from, to: to) == expected)
    }

    /// Whatever two site paths, following the relative URL from the first lands on the second.
    @Test func relativeURLAlwaysLandsOnItsTarget() {
        let paths = ["index.html", "404.html", "en/index.html", "en/a.html", "en/a/b.html", "en/a/b/c.html", "en/a/c/d.html",
                     "ja/a/b.html", "zh-hans/a/b/c.html", "assets/triglot.css", "en/a/a/a.html", "en/ab/a.html"]
        for from in paths {
            for to in paths {
                let relative = SiteLayout.relativeURL(from: from, to: to)
                #expect(Self.follow(relative, from: from) == to, "\(from) → \(to) gave \(relative)")
                #expect(!relative.hasPrefix("/"))
            }
        }
    }

    /// How a browser resolves a relative reference from a page.
    static func follow(_ reference: String, from page: String) -> String {
        var parts = page.split(separator: "/").dropLast().map(String.init)
        for part in reference.split(separator: "/") {
            if part == ".." { if !parts.isEmpty { parts.removeLast() } } else if part != "." { parts.append(String(part)) }
        }
        return parts.joined(separator: "/")
    }

    /// The byte-level `relativeURL` and `resolve` give what the plain definitions give, empty
    /// parts, dots and non-ASCII names included.
    @Test func bytePathsAgreeWithThePlainDefinitions() {
        let paths = ["index.html", "en/a.html", "en//a.html", "/en/a.html", "en/a/", "ja/モジュール/ページ.html",
                     "ja/モジュール/別.html", "zh-hans/e\u{301}/x.html", "zh-hans/é/x.html", "a", "",
                     "/", "//", "en/", "en//", "en/a//b.html", "en/a/b/c.html", "en/a/b/", "en/ab/c.html", "en/a/bc.html",
                     "en/uikit/app/launch.html", "en/uikit/index.html", "en/search-index.js", "ja/index.html#folder-x", "a/b/c/d/e/f.html"]
        for from in paths {
            for to in paths {
                #expect(SiteLayout.relativeURL(from: from, to: to) == Self.plainRelativeURL(from: from, to: to), "\(from) → \(to)")
            }
        }
        let references = ["b.md", "../b.md", "./b.md", "a//b.md", "a/./../b.md", "..", ".", "../../x.md", "モジュール/../ページ.md", "é/x.md#id", "x/"]
        for from in ["a.md", "uikit/a.md", "uikit//a.md", "ja/モジュール/a.md", ""] {
            for reference in references {
                let resolved = SiteLayout.resolve(reference, from: from)
                let plain = Self.plainResolve(reference, from: from)
                #expect(resolved?.path == plain?.path && resolved?.fragment == plain?.fragment, "\(reference) from \(from)")
            }
        }
    }

    /// A page link worked out on bytes is the link `resolve`, `outputPath` and `relativeURL`
    /// make one after another: dots, empty parts, fragments, deep and shallow pages, other
    /// languages, and names beyond ASCII (which take the definition's own path).
    @Test func pageLinksOnBytesAgreeWithTheDefinition() {
        let targets = ["b.md", "../b.md", "./b.md", "a//b.md", "a/./../b.md", "..", ".", "../../x.md", "x/", "b.md#", "b.md#id",
                       "../b.md#é", "#top", "", "b.markdown", "b.md/", ".md", "a/.md", "md", "/abs.md", "?q.md", "http://x.md",
                       "b.md?x", "モジュール/../ページ.md", "é/x.md#id", "x\u{301}.md", "x.md\u{301}", "a/../../b.md", "...md", "a..md"]
        let pages = ["a.md", "uikit/a.md", "uikit//a.md", "uikit/deep/er/a.md", "ja/モジュール/a.md", "", "x"]
        for language in [Language("en"), Language("zh-Hans"), Language("ja")] {
            for path in pages {
                let sitePath = SiteLayout.outputPath(of: path, in: language)
                for target in targets {
                    let fast = SiteLayout.pageLinkURL(target, writtenIn: path, sitePath: sitePath, language: language)
                    let plain = SiteLayout.plainPageLinkURL(target, writtenIn: path, sitePath: sitePath, language: language)
                    #expect(fast == plain, "\(target) in \(path) (\(language.code))")
                }
            }
        }
    }

    static func plainRelativeURL(from: String, to: String) -> String {
        let source = from.split(separator: "/", omittingEmptySubsequences: true).dropLast()
        let target = to.split(separator: "/", omittingEmptySubsequences: false)
        var common = 0
        while common < source.count, common < target.count - 1, Array(source)[common].utf8.elementsEqual(target[common].utf8) { common += 1 }
        return String(repeating: "../", count: source.count - common) + target[common...].joined(separator: "/")
    }

    static func plainResolve(_ target: String, from path: String) -> (path: String, fragment: String?)? {
        var reference = Substring(target)
        var fragment: String?
        if let hash = reference.firstIndex(of: "#") {
            fragment = String(reference[reference.index(after: hash)...])
            reference = reference[..<hash]
        }
        guard let first = reference.first, !reference.contains(":"), first != "/", first != "?" else { return nil }
        var parts = path.split(separator: "/").dropLast().map(String.init)
        for part in reference.split(separator: "/", omittingEmptySubsequences: false) {
            if part == "." || part.isEmpty { continue }
            if part == ".." {
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            } else {
                parts.append(String(part))
            }
        }
        return (parts.joined(separator: "/"), fragment)
    }

    @Test(arguments: [("index.html", ""), ("en/index.html", "../"), ("en/a/b.html", "../../"), ("zh-hans/a/b/c.html", "../../../")])
    func rootPrefix(sitePath: String, expected: String) {
        #expect(SiteLayout.rootPrefix(from: sitePath) == expected)
    }

    @Test(arguments: [
        ("b.md", "uikit/a.md", "uikit/b.md", nil),
        ("../x.md#some-id", "uikit/a/b.md", "uikit/x.md", "some-id"),
        ("./c.md", "a.md", "c.md", nil),
        ("a/../b.md", "x.md", "b.md", nil),
        ("sub/page.md#", "x.md", "sub/page.md", ""),
        ("../uiapplication/launchoptionskey.md", "uikit/uiapplicationdelegate/x.md", "uikit/uiapplication/launchoptionskey.md", nil),
    ] as [(String, String, String, String?)])
    func resolve(target: String, from: String, path: String, fragment: String?) throws {
        let resolved = try #require(SiteLayout.resolve(target, from: from))
        #expect(resolved.path == path)
        #expect(resolved.fragment == fragment)
    }

    /// Leaving the language folder, absolute paths, other schemes and bare fragments are not page links.
    @Test(arguments: [
        ("../x.md", "a.md"),
        ("../../x.md", "uikit/a.md"),
        ("a/../../x.md", "b.md"),
        ("https://example.com/x.md", "a.md"),
        ("/abs.md", "a.md"),
        ("mailto:someone@example.com", "a.md"),
        ("javascript:alert(1)", "a.md"),
        ("?q=1", "a.md"),
        ("#discussion", "a.md"),
        ("", "a.md"),
    ])
    func resolveRefuses(target: String, from: String) {
        #expect(SiteLayout.resolve(target, from: from) == nil)
    }

    @Test(arguments: [("a/b.md", "a/b.html"), ("index.md", "index.html"), ("img/x.png", "img/x.png"), ("notes.mdx", "notes.mdx")])
    func htmlPath(path: String, expected: String) {
        #expect(SiteLayout.htmlPath(of: path) == expected)
    }
}
