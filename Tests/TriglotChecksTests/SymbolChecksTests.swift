import Testing
@testable import TriglotChecks
import TriglotModel

@Suite("symbols.malformed and symbols.unresolved")
struct SymbolChecksTests {
    @Test(arguments: [
        ("`application(_:didFinishLaunchingWithOptions :)`", "application(_:didFinishLaunchingWithOptions:)"),
        ("`application(_:open:options:):`", "application(_:open:options:)"),
        ("`application( _:open:)`", "application(_:open:)"),
        ("`application(_:open:options)`", nil),
        ("see application(_:didFinishLaunchingWithOptions :) for details", "application(_:didFinishLaunchingWithOptions:)"),
    ] as [(String, String?)])
    func malformedSelectorsFire(text: String, fix: String?) throws {
        let page = "# T\n\nAbstract.\n\n## Discussion\n\nCall \(text) now.\n"
        let found = try #require(TestContent.run(MalformedSymbolCheck.self, ["en/a.md": page]).first)
        #expect(found.line == 7)
        #expect(found.fixIts.map(\.replacement) == (fix.map { [$0] } ?? []))
    }

    /// Calls in real packages' doc comments (swift-collections, swift-log): code, not symbols.
    @Test(arguments: ["`application(_:open:options:)`", "`makeKeyAndVisible()`", "`f(x)`", "`UIApplication`", "the app (if any)", "(see: below)", "`[String: Any]`",
                      "`areInIncreasingOrder(a, b)`", "`min(left.count, right.count)`", "`String(describing: value)`", "`sort(by: <)`"])
    func wellFormedOrNonSymbolTextIsQuiet(text: String) {
        let page = "# T\n\nAbstract.\n\n## Discussion\n\nCall \(text) now.\n"
        #expect(TestContent.run(MalformedSymbolCheck.self, ["en/a.md": page]).isEmpty)
    }

    /// Seed 002 is plain text: the stray space sits in running Japanese prose.
    @Test func seed002StraySpaceFires() throws {
        let seedLine = "URL を開くように求められると、このメソッドから戻る結果が application(_:didFinishLaunchingWithOptions :) メソッドから戻る結果と組み合わされて、URL を処理すべきかどうかが判断されます。"
        let page = "# application(_:willFinishLaunchingWithOptions:)\n\n起動プロセスが開始されたことを通知します。\n\n## 解説\n\n" + seedLine + "\n"
        let found = TestContent.run(MalformedSymbolCheck.self, ["ja/a.md": page])
        let diagnostic = try #require(found.first)
        #expect(found.count == 1)
        #expect(diagnostic.line == 7)
        let fix = try #require(diagnostic.fixIts.first)
        #expect(fix.replacement == "application(_:didFinishLaunchingWithOptions:)")
        #expect(SourceTextSlice.text(page, fix) == "application(_:didFinishLaunchingWithOptions :)")
    }

    @Test func seeAlsoTitleWithASpaceBeforeTheParenthesis() {
        let page = "# T\n\nAbstract.\n\n## See Also\n\n### Related\n\n- application (_:open:options:)\n\n  Opens a URL.\n"
        let found = TestContent.run(MalformedSymbolCheck.self, ["en/a.md": page])
        #expect(found.map(\.line) == [9])
        #expect(found.first?.summary == "`application (_:open:options:)` is not a well-formed selector; did you mean `application(_:open:options:)`?")
    }

    static let symbolPage = "# makeKeyAndVisible()\n\nShows the window.\n\n## Declaration\n\n```swift\nfunc makeKeyAndVisible()\n```\n"

    @Test(arguments: [
        ("`makeKeyAndVisible()`", false), ("`makeKeyAndVisible`", false), ("`applicationDidBecomeActive(_:)`", true),
        ("`UIApplication`", true), ("`UNNotification`", true), ("`URLSession`", false), ("`nil`", false),
        ("`launchOptions`", false), ("`true`", false), ("`UIApplication.LaunchOptionsKey.url`", true),
    ])
    func unresolvedSymbols(span: String, fires: Bool) {
        let page = "# T\n\nAbstract.\n\n## Discussion\n\nUse \(span) here.\n"
        let found = TestContent.run(UnresolvedSymbolCheck.self, ["en/a.md": page, "en/window.md": Self.symbolPage])
        #expect(found.map(\.line) == (fires ? [7] : []))
    }

    @Test func declarationsParametersAndOtherLanguagesAreNotReferences() {
        let page = "# application(_:open:)\n\nOpens a URL.\n\n## Declaration\n\n```swift\nfunc application(_ app: UIApplication, open url: URL)\n```\n\n## Parameters\n\n- `app`\n\n  The `UIApplication` object.\n\n- `url`\n\n  The URL.\n"
        let found = TestContent.run(UnresolvedSymbolCheck.self, ["en/a.md": page, "ja/window.md": Self.symbolPage])
        #expect(found.map(\.summary) == ["`UIApplication` names a symbol that has no en page"])
        // A page in another language does not resolve an English reference.
        let english = "# T\n\nAbstract.\n\n## Discussion\n\nUse `makeKeyAndVisible()`.\n"
        #expect(TestContent.run(UnresolvedSymbolCheck.self, ["en/a.md": english, "ja/window.md": Self.symbolPage]).count == 1)
    }

    /// Whether `foo()` names a symbol depends on the site being Swift's: what most of its
    /// declarations are, not one unlabelled block in a translation of a JavaScript reference.
    /// A site with no symbol page at all (no declaration, 0-0-0) documents none by page: a guide
    /// that names `fetch()` in prose misses no page.
    @Test(arguments: [
        (0, 0, 3, false), (3, 0, 0, true), (0, 1, 3, false), (1, 0, 3, false), (2, 0, 2, true), (0, 0, 0, false),
    ])
    func aSiteIsSwiftsWhenMostOfItsDeclarationsAre(swift: Int, unlabelled: Int, javaScript: Int, isSwift: Bool) {
        var files: [String: String] = ["en/a.md": "# T\n\nAbstract.\n\n## Discussion\n\nCall `fetch()` first.\n"]
        let blocks = Array(repeating: "swift", count: swift) + Array(repeating: "", count: unlabelled) + Array(repeating: "js", count: javaScript)
        for (number, info) in blocks.enumerated() {
            files["en/m\(number).md"] = "# m\(number)()\n\nDoes.\n\n## Declaration\n\n```\(info)\nm\(number)()\n```\n"
        }
        let found = TestContent.run(UnresolvedSymbolCheck.self, files)
        #expect(found.map(\.summary) == (isSwift ? ["`fetch()` names a symbol that has no en page"] : []))
    }
}

extension SymbolChecksTests {
    /// Symbol pages without a single declaration (React's reference shows each signature as a
    /// code span in a heading) are no vote for Swift: `useContext()` in prose is a call.
    @Test(arguments: [false, true])
    func symbolPagesWithoutDeclarationsMakeNoSwiftSite(oneSwiftDeclaration: Bool) {
        var files: [String: String] = ["en/a.md": "# T\n\nAbstract.\n\n## Discussion\n\nCall `useContext()` first.\n"]
        for number in 0 ..< 3 { files["en/m\(number).md"] = "# m\(number)()\n\nDoes.\n" }
        if oneSwiftDeclaration { files["en/s.md"] = "# s()\n\nDoes.\n\n## Declaration\n\n```swift\nfunc s()\n```\n" }
        let found = TestContent.run(UnresolvedSymbolCheck.self, files)
        #expect(found.map(\.summary) == (oneSwiftDeclaration ? ["`useContext()` names a symbol that has no en page"] : []))
    }
}

/// The text of a file range, for checking fix-it ranges.
enum SourceTextSlice {
    static func text(_ page: String, _ fix: Diagnostic.FixIt) -> String {
        TriglotMarkupSource(page).text(in: fix.range)
    }
}
