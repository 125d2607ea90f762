import Testing
import TriglotChecks
import TriglotModel

@Suite("source.url")
struct SourceURLCheckTests {
    static let apple = "https://developer.apple.com/documentation/uikit/"

    @Test(arguments: [
        ("uiapplicationdelegate/application-willfinishlaunchingwithoptions.md", "application(_:willFinishLaunchingWithOptions:)",
         "uiapplicationdelegate/application(_:willfinishlaunchingwithoptions:)", true),
        ("uiapplicationdelegate/application-willfinishlaunchingwithoptions.md", "application(_:willFinishLaunchingWithOptions:)",
         "uiapplicationdelegate/1623032-application", true),
        ("uiwindow/makekeyandvisible.md", "makeKeyAndVisible()", "uiwindow/makekeyandvisible()", true),
        ("uiapplication/launchoptionskey.md", "UIApplication.LaunchOptionsKey", "uiapplication/launchoptionskey", true),
        ("app-and-environment/responding-to-the-launch-of-your-app.md", "Responding to the launch of your app", "responding-to-the-launch-of-your-app", true),
        ("app-and-environment/delegate-call-order.md", "Delegate call order at launch and open", "uiapplicationdelegate", true),
        ("index.md", "UIKit App Launch", "managing-your-app-s-life-cycle", true),
        // Seed 001: the article's source link points at another page.
        ("app-and-environment/responding-to-the-launch-of-your-app.md", "Responding to the launch of your app",
         "uiapplication/responding_to_memory_warnings", false),
        ("uiwindow/makekeyandvisible.md", "makeKeyAndVisible()", "uiwindow/makekey()", false),
        ("uiapplicationdelegate/application-willfinishlaunchingwithoptions.md", "application(_:willFinishLaunchingWithOptions:)",
         "uiapplicationdelegate/1622921-applicationdidbecomeactive", false),
    ])
    func addressNamesThePage(path: String, title: String, address: String, plausible: Bool) {
        // A title that is a symbol makes a symbol page (it has a Declaration); others are articles.
        let declaration = title.first!.isUppercase && title.contains(" ") ? "" : "## Declaration\n\n```swift\nfunc f()\n```\n"
        let page = TestContent.page("# \(title)\n\nAbstract.\n\n" + declaration, source: Self.apple + address)
        let found = TestContent.run(SourceURLCheck.self, ["en/" + path: page])
        #expect(found.isEmpty == plausible, "\(found.map(\.summary))")
        #expect(found.allSatisfy { $0.line == 2 && $0.severity == .warning })
    }

    @Test func missingAndDifferingSources() {
        let english = TestContent.page("# About\n\nAbstract.\n", source: Self.apple + "about")
        let other = TestContent.page("# 关于\n\n摘要。\n", source: Self.apple + "about/")
        let missing = "# 概要\n\n概要です。\n"
        let found = TestContent.run(SourceURLCheck.self, ["en/about.md": english, "zh-Hans/about.md": other, "ja/about.md": missing])
        #expect(found.map(\.summary).sorted() == [
            "`source:` differs from the English page's (https://developer.apple.com/documentation/uikit/about)",
            "the page has no `source:` (the address of the page it documents)",
        ])
        #expect(found.first { $0.path.contains("zh-Hans") }?.severity == .error)
        #expect(found.first { $0.path.contains("/ja/") }?.line == 1)
    }

    /// A `source:` refused for its scheme is reported once, by the reader, not again as missing.
    @Test(arguments: ["javascript:alert(1)", " JavaScript:x", "file:///etc/passwd"])
    func aRefusedSourceIsNotAlsoMissing(source: String) {
        let english = TestContent.page("# About\n\nAbstract.\n", source: source)
        let translation = TestContent.page("# 关于\n\n摘要。\n", source: Self.apple + "about")
        let found = TestContent.run(SourceURLCheck.self, ["en/about.md": english, "zh-Hans/about.md": translation])
        #expect(found.isEmpty, "\(found.map(\.summary))")
    }
}
