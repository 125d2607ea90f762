import Testing
@testable import TriglotChecks
import TriglotModel

@Suite("terminology.glossary")
struct GlossaryCheckTests {
    static let english = "# T\n\nAbstract.\n\n## Discussion\n\nThe delegate shows the app's window.\n"

    @Test(arguments: [
        ("zh-Hans", "代理显示 App 的窗口。", [] as [String]),
        ("zh-Hans", "委托显示 App 的窗口。", ["'委托' is a variant to avoid; the glossary translates 'delegate' as '代理'"]),
        ("zh-Hans", "代理显示应用程序的窗口。", ["'应用程序' is a variant to avoid; the glossary translates 'app' as 'App'"]),
        ("zh-Hans", "委派显示 App 的窗口。", ["'委派' translates 'delegate' here; the glossary's term is '代理'"]),
        ("zh-Hans", "代理（而非委派）显示 App 的窗口。", []),  // the chosen word is there: a mention, not a translation
        ("zh-Hans", "`委托` 显示 App 的窗口。", []),  // code is not prose
        ("ja", "デリゲートがアプリのウィンドウを表示します。", ["'ウィンドウ' is a variant to avoid; the glossary translates 'window' as 'ウインドウ'"]),
        ("ja", "委任先がアプリのウインドウを表示します。", ["'委任' translates 'delegate' here; the glossary's term is 'デリゲート'"]),
        ("ja", "デリゲートがアプリのウインドウを表示します。", []),
    ])
    func terms(language: String, paragraph: String, summaries: [String]) {
        let translation = "# T\n\n摘要。\n\n## \(language == "ja" ? "解説" : "讨论")\n\n" + paragraph + "\n"
        let found = TestContent.run(GlossaryCheck.self, PagePair.files(Self.english, translation, language: language))
        #expect(found.map(\.summary) == summaries)
        #expect(found.allSatisfy { $0.severity == .warning && $0.line == 7 })
    }

    @Test func knownVariantWithoutTheEnglishTermIsQuiet() {
        let english = "# T\n\nAbstract.\n\n## Discussion\n\nThe object shows a view.\n"
        let translation = "# T\n\n摘要。\n\n## 讨论\n\n委派对象显示视图。\n"
        #expect(TestContent.run(GlossaryCheck.self, PagePair.files(english, translation)).isEmpty)
    }

    @Test(arguments: [
        ("The delegate is called.", "delegate", true), ("Delegates are called.", "delegate", true), ("It was launched.", "launch", true),
        ("Delegation is different.", "delegate", false), ("The app's window.", "app", true), ("An application.", "app", false),
        ("Use state restoration.", "state restoration", true),
    ])
    func englishTermMatching(text: String, term: String, uses: Bool) {
        #expect(GlossaryCheck.usesTerm(term, in: text) == uses)
    }
}
