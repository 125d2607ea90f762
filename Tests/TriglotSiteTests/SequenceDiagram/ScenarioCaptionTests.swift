import LaunchLifecycle
import Testing
@testable import TriglotSite

@Suite("Lifecycle pictures: captions in reader language")
struct ScenarioCaptionTests {
    static func scenario(_ json: String) throws -> Scenario {
        try #require(try ScenarioFile.decode(json).first)
    }

    @Test func aSetLineBecomesACondition() throws {
        let scenario = try Self.scenario(#"{"name": "cold-url", "launch": "cold", "options": {"url": "test://x"}}"#)
        let settings: [(DelegateFlag, Bool)] = [(.willFinishReturns, false)]
        #expect(ScenarioCaption(languageCode: "en").text(for: scenario, settings: settings)
            == "The app is launched to open a URL. If application(_:willFinishLaunchingWithOptions:) returns false.")
        #expect(ScenarioCaption(languageCode: "zh-Hans").text(for: scenario, settings: settings)
            == "为打开一个 URL 而启动 App。如果 application(_:willFinishLaunchingWithOptions:) 返回 false。")
        #expect(ScenarioCaption(languageCode: "ja").text(for: scenario, settings: settings)
            == "URL を開くためにアプリが起動される。application(_:willFinishLaunchingWithOptions:) が false を返す場合。")
    }

    @Test(arguments: ["en", "zh-Hans", "ja"], DelegateFlag.allCases)
    func noFlagNameOrScenarioNameIsShown(language: String, flag: DelegateFlag) throws {
        let scenario = try Self.scenario(#"{"name": "cold-push-late-delegate", "launch": "cold", "options": {"remoteNotification": {"aps": {}}}, "delegate": {"setsUNDelegateDuringLaunch": false, "setsUNDelegateAfterLaunch": true}}"#)
        for value in [true, false] {
            let caption = ScenarioCaption(languageCode: language).text(for: scenario, settings: [(flag, value)])
            #expect(!caption.contains(flag.rawValue) && !caption.contains("cold-push") && !caption.contains(" = "), "\(caption)")
        }
    }

    @Test func theSituationFollowsWhatTheAppIsHanded() throws {
        let cases: [(String, String)] = [
            (#"{"launch": "cold"}"#, "The person launches the app from the Home Screen."),
            (#"{"launch": "warm", "options": {"url": "test://x"}}"#, "The suspended app is brought back to open a URL."),
            (#"{"launch": "cold", "options": {"location": true}}"#, "The app is launched in the background for a location event."),
            (#"{"launch": "warm", "event": {"type": "userExit"}}"#, "The person leaves the app for the Home Screen or another app."),
            (#"{"launch": "cold", "delegate": {"usesScenes": true}}"#, "The person launches the app from the Home Screen. The app uses scenes."),
        ]
        for (json, expected) in cases {
            #expect(ScenarioCaption(languageCode: "en").text(for: try Self.scenario(json), settings: []) == expected)
        }
    }

    @Test func factsReadAsSentences() {
        let (assertions, errors) = LifecycleAssertion.parse("""
            scenario cold-url
            set didFinishReturns false
            not-called application(_:open:options:)
            state applicationDidEnterBackground(_:) background
            before application(_:willFinishLaunchingWithOptions:) application(_:didFinishLaunchingWithOptions:)
            """)
        #expect(errors.isEmpty)
        #expect(LifecycleFacts.sentences(assertions, labels: .english, language: .english) == [
            "application(_:open:options:) is not called.",
            "While applicationDidEnterBackground(_:) runs, the app is in the background.",
            "application(_:willFinishLaunchingWithOptions:) is called before application(_:didFinishLaunchingWithOptions:).",
        ])
        let japanese = LifecycleFacts.sentences(assertions, labels: .japanese, language: .japanese)
        #expect(japanese[1] == "applicationDidEnterBackground(_:) の実行中、アプリは「バックグラウンド」状態。")
    }
}
