import Testing
import TriglotChecks
import TriglotModel

@Suite("translation.untranslated")
struct UntranslatedCheckTests {
    static let english = "# About the launch\n\nLearn about the launch.\n\n## Overview\n\nText.\n"

    @Test(arguments: [
        ("使用此方法初始化你的 App。", false),
        ("Use this method to initialize your app and prepare it to run.", true),
        ("Use this method to initialize your app。", true),  // CJK punctuation is not CJK text
        ("`application(_:didFinishLaunchingWithOptions:)`", false),
        ("[`application(_:open:options:)`](application-open-options.md)", false),
        ("<https://developer.apple.com/documentation/uikit/uiapplicationdelegate>", false),
        ("UIKit, Core Location", false),  // under 20 letters: a name list, not prose
        ("> **Important**", false),
    ])
    func chineseParagraphs(paragraph: String, fires: Bool) {
        let translation = "# 关于启动\n\n了解启动。\n\n## 概览\n\n" + paragraph + "\n"
        let found = TestContent.run(UntranslatedCheck.self, PagePair.files(Self.english, translation))
        #expect(found.map(\.line) == (fires ? [7] : []))
    }

    /// What the English page quotes (an error message) or names by a lone link (an article's
    /// title) stays as it is; a quotation or link the English page does not have is judged.
    @Test(arguments: [
        ("> Error: ENOSPC: System limit for number of file watchers reached", true, false),
        ("> Error: ENOSPC: System limit for number of file watchers reached", false, true),
        ("- [Hot Module Replacement is Easy](https://example.org/hmr)", true, false),
        ("- [Hot Module Replacement is Easy](https://example.org/hmr)", false, true),
        ("- /etc/systemd/system.conf", false, false),
        // A badge beside the link is no prose of its own; words beside it are.
        ("- [Hot Module Replacement is Easy](https://example.org/hmr) <Badge text=\"external\" />", true, false),
        ("- [Hot Module Replacement is Easy](https://example.org/hmr), read it today", true, true),
        ("> This quoted note was left in English by mistake.", false, true),
        // Names, an identifier, images alone: nothing to translate, in the English or not.
        ("- Alexander Wert – Elastic Observability", false, false),
        ("- [Tommy Reilly](https://github.com/gnurizen) (Polar Signals)", false, false),
        ("- [http.server.request.body.size](https://example.org/metrics)", false, false),
        ("[![OTCA certification badge](otca.png)](https://example.org/otca)", false, false),
        ("![Native instrumentation](a.svg) ![Instrumentation libraries](b.svg)", false, false),
        ("- Alexander Wert of Elastic talks about pipelines", false, true),
        ("![Flow](a.svg) shows how the launch proceeds step by step", false, true),
    ])
    func quotationsLinkTitlesAndPathsStayAsWritten(paragraph: String, inEnglish: Bool, fires: Bool) {
        let english = "# About the launch\n\nLearn about the launch.\n\n## Overview\n\n" + (inEnglish ? paragraph : "Text.") + "\n"
        let translation = "# 关于启动\n\n了解启动。\n\n## 概览\n\n" + paragraph + "\n"
        let found = TestContent.run(UntranslatedCheck.self, PagePair.files(english, translation))
        #expect(found.map(\.line) == (fires ? [7] : []))
    }

    @Test func japaneseParagraphsNeedJapaneseText() {
        let translation = "# 起動について\n\n起動について説明します。\n\n## 概要\n\nThe system launches your app when the user taps its icon.\n"
        let found = TestContent.run(UntranslatedCheck.self, PagePair.files(Self.english, translation, language: "ja"))
        #expect(found.map(\.line) == [7])
    }

    @Test(arguments: [
        ("# About the launch", "article", true), ("# 关于启动", "article", false), ("# makeKeyAndVisible()", "symbol", false),
        // Names alone stay as they are, joined by a sign or not.
        ("# Turso & Astro", "article", false), ("# Optimizely CMS + Astro", "article", false),
    ])
    func titles(title: String, kind: String, fires: Bool) {
        let declaration = kind == "symbol" ? "## Declaration\n\n```swift\nfunc makeKeyAndVisible()\n```\n" : ""
        let english = (kind == "symbol" ? "# makeKeyAndVisible()" : title.hasPrefix("# 关于") ? "# About the launch" : title) + "\n\nShows it.\n\n" + declaration
        let translation = title + "\n\n显示它。\n\n" + declaration.replacing("Declaration", with: "声明")
        let found = TestContent.run(UntranslatedCheck.self, PagePair.files(english, translation))
        #expect(found.map(\.line) == (fires ? [1] : []))
    }

    @Test func availabilityAndCodeAreNotProse() {
        let english = "# About a\n\nDoes a thing.\n\n> iOS 13.0+\n> iPadOS 13.0+\n> Mac Catalyst 13.1+\n\n## Discussion\n\n```swift\nlet value = computeSomethingVeryLong()\n```\n"
        let translation = english.replacing("# About a", with: "# 关于 a").replacing("Does a thing.", with: "做一件事。").replacing("Discussion", with: "讨论")
        #expect(TestContent.run(UntranslatedCheck.self, PagePair.files(english, translation)).isEmpty)
    }

    /// A page that is mostly English is one finding, at its first untranslated paragraph; a page
    /// with a few untranslated paragraphs among translated ones keeps a finding for each.
    @Test(arguments: [(6, 1, 1), (5, 4, 1), (4, 0, 4), (5, 5, 5), (12, 2, 1)])
    func aMostlyUntranslatedPageIsOneFinding(untranslated: Int, translated: Int, findings: Int) throws {
        let english = "# About the launch\n\nLearn about the launch.\n\n## Overview\n\n"
            + (0 ..< untranslated + translated).map { "The system launches your app in step \($0) of the sequence.\n\n" }.joined()
        let translation = "# 关于启动\n\n了解启动。\n\n## 概览\n\n"
            + (0 ..< translated).map { "系统在第 \($0) 步启动你的 App。\n\n" }.joined()
            + (0 ..< untranslated).map { "The system launches your app in step \($0) of the sequence.\n\n" }.joined()
        let found = TestContent.run(UntranslatedCheck.self, PagePair.files(english, translation))
        #expect(found.count == findings)
        let first = try #require(found.first)
        #expect(first.line == 7 + 2 * translated)
        if findings == 1, untranslated > 1 {
            #expect(first.summary == "\(untranslated) of the page's \(untranslated + translated + 1) paragraphs are untranslated (this is the first)")
        }
    }

    /// In a language written in Latin letters, a paragraph word for word its English partner.
    @Test(arguments: [
        ("Le système lance votre app quand l’utilisateur touche son icône.", false),
        ("The system launches your app when the user taps its icon.", true),
        ("The system launches your app\nwhen the user taps its icon.", true),  // rewrapped
        ("UIKit, Core Location", false),
    ])
    func frenchParagraphsThatAreTheEnglish(paragraph: String, fires: Bool) throws {
        let english = "# About the launch\n\nLearn about the launch.\n\n## Overview\n\n"
            + (paragraph == "UIKit, Core Location" ? paragraph : "The system launches your app when the user taps its icon.") + "\n"
        #expect(try Self.frenchFindings(english: english, paragraph: paragraph).map(\.line) == (fires ? [7] : []))
    }

    /// In a Latin-script translation too: names and identifiers the English has word for word.
    @Test(arguments: [
        ("- [http.server.response.body.size](/docs/specs/semconv/http/)", false),
        ("- Alexander Wert – Elastic Observability", false),
        ("[![OTCA certification badge](otca.png)](https://example.org/otca)", false),
        ("- The system launches your app when the user taps its icon.", true),
    ])
    func frenchNamesAndImagesStayAsWritten(paragraph: String, fires: Bool) throws {
        let english = "# About the launch\n\nLearn about the launch.\n\n## Overview\n\n" + paragraph + "\n"
        #expect(try Self.frenchFindings(english: english, paragraph: paragraph).map(\.line) == (fires ? [7] : []))
    }

    /// The check on a French page whose overview paragraph is `paragraph`.
    static func frenchFindings(english: String, paragraph: String) throws -> [Diagnostic] {
        let translation = "# À propos du lancement\n\nDécouvrez le lancement.\n\n## Vue d’ensemble\n\n" + paragraph + "\n"
        var files = PagePair.files(english, translation, language: "fr")
        files["site.yml"] = "languages: [en, fr]\n"
        return UntranslatedCheck().run(CheckContext(content: try TestContent.onDisk(files)))
    }
}
