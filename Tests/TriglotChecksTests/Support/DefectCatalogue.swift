import Testing

/// One injected defect: text edits to one file of the good trio, the check that must report it,
/// and a piece of text on the line it must be reported at (in the edited file).
struct Defect: Sendable, CustomTestStringConvertible {
    var name: String
    var file: String
    var edits: [(String, String)]
    var id: String
    var at: String

    var testDescription: String { name }

    init(_ name: String, _ language: String, _ path: String, _ edits: [(String, String)], _ id: String, at: String) {
        self.name = name
        file = language + "/" + path
        self.edits = edits
        self.id = id
        self.at = at
    }
}

extension Defect {
    static let A = GoodTrio.willFinish
    static let B = GoodTrio.didFinish
    static let C = GoodTrio.article

    static let catalogue: [Defect] = translation + typography

    static let translation: [Defect] = [
        .init("drop a code span", "zh-Hans", A, [("则返回 `false`", "则返回失败")], "translation.code-spans", at: "则返回失败"),
        .init("alter a code span", "ja", A, [("`false` を返すと", "`NO` を返すと")], "translation.code-spans", at: "`NO` を返すと"),
        .init("change a number", "zh-Hans", C, [("4 个步骤", "5 个步骤")], "translation.numbers", at: "5 个步骤"),
        .init("drop a number", "ja", C, [("4 つの手順", "いくつかの手順")], "translation.numbers", at: "いくつかの手順"),
        .init("drop a link", "zh-Hans", A, [("请阅读[启动顺序](../app-and-environment/about-the-app-launch-sequence.md#launch-steps)", "请阅读启动顺序")],
              "translation.links", at: "请阅读启动顺序"),
        .init("change a link target", "ja", A, [("(application-didfinishlaunchingwithoptions.md) メソッドを", "(../app-and-environment/about-the-app-launch-sequence.md) メソッドを")],
              "translation.links", at: "(../app-and-environment/about-the-app-launch-sequence.md)"),
        .init("remove a section", "ja", A, [("## 戻り値\n\nアプリが URL リソースを処理できない場合は `false`、それ以外の場合は `true` を返します。\n\n", "")],
              "translation.structure", at: "## 解説"),
        .init("swap two sections", "zh-Hans", C, [("## 概览 {#overview}", "## 启动步骤 {#launch-steps}"), ("## 启动步骤 {#launch-steps}\n\n1.", "## 概览 {#overview}\n\n1.")],
              "translation.structure", at: "## 概览"),
        .init("drop a list item", "zh-Hans", C, [("4. UIKit 调用 [`application(_:didFinishLaunchingWithOptions:)`](../uiapplicationdelegate/application-didfinishlaunchingwithoptions.md)。\n", "")],
              "translation.blocks", at: "有关详细信息"),
        .init("remove a callout", "zh-Hans", A, [("> **重要**\n>\n> 在 iOS 13.1 及更高版本中，请在此方法中显示 App 的窗口。\n\n", "")],
              "translation.blocks", at: "## 另请参阅"),
        .init("drop a paragraph", "ja", C, [("\n詳しくは[概要](#overview)を参照してください。\n", "\n")], "translation.blocks", at: "4. UIKit が"),
        .init("change the declaration", "zh-Hans", A, [("= nil) -> Bool\n", "= nil) -> Int\n")], "translation.declaration", at: "-> Int"),
        .init("rename a parameter", "ja", A, [("- `launchOptions`", "- `options`")], "translation.parameters", at: "- `options`"),
        .init("reorder parameters", "zh-Hans", A, [("- `application`\n\n  你的单例 App 对象。\n\n- `launchOptions`\n\n  指明 App 启动原因的字典。",
                                                    "- `launchOptions`\n\n  指明 App 启动原因的字典。\n\n- `application`\n\n  你的单例 App 对象。")],
              "translation.parameters", at: "- `launchOptions`"),
        .init("document a name the declaration lacks", "en", B, [("- `launchOptions`", "- `launchOption`")], "model.parameters-vs-declaration", at: "- `launchOption`"),
        .init("leave a declared parameter undocumented", "en", A, [("- `application`\n\n  Your singleton app object.\n\n", "")],
              "model.parameters-vs-declaration", at: "## Parameters"),
        .init("drop availability", "zh-Hans", B, [("> iOS 3.0+\n> iPadOS 3.0+\n\n", "")], "translation.availability", at: "# application("),
        .init("change a version", "ja", A, [("> iPadOS 6.0+", "> iPadOS 7.0+")], "translation.availability", at: "iPadOS 7.0+"),
        .init("add a platform", "zh-Hans", A, [("> Mac Catalyst 13.1+\n", "> Mac Catalyst 13.1+\n> tvOS 9.0+\n")], "translation.availability", at: "tvOS 9.0+"),
        .init("change a code block", "ja", A, [("    return true", "    return false")], "translation.code-blocks", at: "return false"),
        .init("drop a code block", "zh-Hans", A, [(GoodTrio.sampleCode + "\n\n", "")], "translation.code-blocks", at: "## 讨论"),
        .init("drop a See Also item", "ja", A, [("- [`application(_:didFinishLaunchingWithOptions:)`](application-didfinishlaunchingwithoptions.md)\n\n  起動プロセスがほぼ完了したことをデリゲートに通知します。\n", "")],
              "translation.see-also", at: "### アプリの初期化"),
        .init("change a See Also target", "zh-Hans", B, [("- [`application(_:willFinishLaunchingWithOptions:)`](application-willfinishlaunchingwithoptions.md)\n\n  告诉代理",
                                                          "- [`application(_:willFinishLaunchingWithOptions:)`](application-didfinishlaunchingwithoptions.md)\n\n  告诉代理")],
              "translation.see-also", at: "- [`application(_:willFinishLaunchingWithOptions:)`](application-didfinish"),
        .init("change a heading id", "ja", C, [("{#launch-steps}", "{#steps}")], "translation.heading-ids", at: "{#steps}"),
        .init("drop a heading id", "zh-Hans", C, [("## 概览 {#overview}", "## 概览")], "translation.heading-ids", at: "## 概览"),
        .init("duplicate a heading id", "en", C, [("See the [overview]", "## Details {#overview}\n\nSee the [overview]")], "model.duplicate-heading-id", at: "## Details"),
        .init("malformed selector with a space", "ja", B, [("[`application(_:willFinishLaunchingWithOptions:)`](application-willfinishlaunchingwithoptions.md) が戻った",
                                                           "[`application(_:willFinishLaunchingWithOptions :)`](application-willfinishlaunchingwithoptions.md) が戻った")],
              "symbols.malformed", at: "WithOptions :)"),
        .init("selector with a trailing colon", "zh-Hans", C, [("`application(_:didFinishLaunchingWithOptions:)`](../", "`application(_:didFinishLaunchingWithOptions:):`](../")],
              "symbols.malformed", at: "WithOptions:):"),
        .init("unresolved symbol", "en", C, [("in a fixed order.", "in a fixed order, then `applicationDidBecomeActive(_:)`.")],
              "symbols.unresolved", at: "applicationDidBecomeActive"),
        .init("broken relative link", "zh-Hans", C, [("../uiapplicationdelegate/application-willfinishlaunchingwithoptions.md", "../uiapplicationdelegate/application-willfinish.md")],
              "links.relative", at: "application-willfinish.md"),
        .init("broken fragment", "ja", C, [("(#overview)", "(#overveiw)")], "links.relative", at: "#overveiw"),
        .init("broken fragment in another page", "zh-Hans", A, [("about-the-app-launch-sequence.md#launch-steps", "about-the-app-launch-sequence.md#launch")],
              "links.relative", at: "sequence.md#launch)"),
        .init("link out of the language folder", "en", A, [("(../app-and-environment/", "(../../../../app-and-environment/")], "links.relative", at: "../../../../"),
        .init("untranslated paragraph in Japanese", "ja", A, [("## 解説\n\n", "## 解説\n\nUse this method to initialize your app and prepare it to run.\n\n")],
              "translation.untranslated", at: "Use this method"),
        .init("untranslated article title", "ja", C, [("# アプリの起動シーケンスについて", "# About the app launch sequence")],
              "translation.untranslated", at: "# About the app"),
        .init("委托 in Chinese", "zh-Hans", B, [("告诉代理启动过程即将完成", "告诉委托启动过程即将完成")], "terminology.glossary", at: "告诉委托"),
        .init("another translation of a term", "zh-Hans", B, [("告诉代理启动过程已经开始", "告诉委派启动过程已经开始")], "terminology.glossary", at: "告诉委派"),
        .init("negate a sentence", "zh-Hans", A, [("且其主 storyboard 已经加载之后", "且其主 storyboard 还没有加载之后")], "translation.negation", at: "还没有加载"),
        .init("affirm a negated sentence", "ja", A, [("メソッドを呼び出しません。", "メソッドを呼び出します。")], "translation.negation", at: "いずれかのメソッドが"),
        .init("change the source URL", "zh-Hans", C, [("about-the-app-launch-sequence\n---", "responding-to-the-launch-of-your-app\n---")], "source.url", at: "source:"),
        .init("source URL names another page", "en", C, [("about-the-app-launch-sequence\n---", "responding_to_memory_warnings\n---")], "source.url", at: "source:"),
        .init("no source URL", "ja", B, [("---\nsource: " + GoodTrio.didFinishSource + "\n---\n\n", "")], "source.url", at: "# application("),
    ]
}
