import Testing
@testable import LaunchLifecycle

/// The example scenario files in Fixtures/: each decodes, runs soundly, and gives the calls its
/// description promises.
@Suite("Fixture scenarios")
struct FixtureTests {
    static let expectedCalls: [String: [String]] = [
        "cold-icon": [Selector.willFinish, Selector.didFinish, Selector.didBecomeActive],
        "warm-icon": [Selector.willEnterForeground, Selector.didBecomeActive],
        "cold-url": [Selector.willFinish, Selector.didFinish, Selector.openURL, Selector.didBecomeActive],
        "cold-document": [Selector.willFinish, Selector.didFinish, Selector.openURL, Selector.didBecomeActive],
        "cold-url-did-false": [Selector.willFinish, Selector.didFinish, Selector.didBecomeActive],
        "warm-url": [Selector.willEnterForeground, Selector.openURL, Selector.didBecomeActive],
        "cold-universal-link": [Selector.willFinish, Selector.didFinish, Selector.willContinue, Selector.continue, Selector.didBecomeActive],
        "warm-universal-link": [Selector.willEnterForeground, Selector.willContinue, Selector.continue, Selector.didBecomeActive],
        "cold-push": [Selector.willFinish, Selector.didFinish, Selector.notificationDidReceive, Selector.didBecomeActive],
        "warm-push": [Selector.willEnterForeground, Selector.notificationDidReceive, Selector.didBecomeActive],
        "cold-push-late-delegate": [Selector.willFinish, Selector.didFinish, Selector.didBecomeActive],
        "cold-push-legacy": [Selector.willFinish, Selector.didFinish, Selector.didReceiveRemote, Selector.didBecomeActive],
        "cold-quick-action": [Selector.willFinish, Selector.didFinish, Selector.performAction, Selector.didBecomeActive],
        "warm-quick-action": [Selector.willEnterForeground, Selector.performAction, Selector.didBecomeActive],
        "background-location": [Selector.willFinish, Selector.didFinish, Selector.didEnterBackground, Selector.locationDidUpdate],
        "background-fetch": [Selector.willFinish, Selector.didFinish, Selector.didEnterBackground, Selector.performFetch],
        "interruption": [Selector.willResignActive, Selector.didBecomeActive],
        "user-exit-saves-state": [Selector.willResignActive, Selector.didEnterBackground, Selector.shouldSaveSecure, Selector.willEncode],
        "cold-restoration": [Selector.willFinish, Selector.shouldRestoreSecure, Selector.didDecode, Selector.didFinish, Selector.didBecomeActive],
        "scene-cold-url": [Selector.willFinish, Selector.didFinish, Selector.configurationForConnecting, Selector.sceneWillConnect,
                           Selector.sceneWillEnterForeground, Selector.sceneDidBecomeActive],
        "scene-cold-restored-session": [Selector.willFinish, Selector.didFinish, Selector.sceneWillConnect,
                                        Selector.sceneWillEnterForeground, Selector.sceneDidBecomeActive],
        "scene-warm-quick-action": [Selector.sceneWillEnterForeground, Selector.windowScenePerformAction, Selector.sceneDidBecomeActive],
        "seed-004-cold-icon": [Selector.willFinish, Selector.didFinish, Selector.didBecomeActive],
        "seed-004-cold-url": [Selector.willFinish, Selector.didFinish, Selector.openURL, Selector.didBecomeActive],
        "seed-004-cold-universal-link": [Selector.willFinish, Selector.didFinish, Selector.willContinue, Selector.continue, Selector.didBecomeActive],
        "seed-004-cold-push": [Selector.willFinish, Selector.didFinish, Selector.notificationDidReceive, Selector.didBecomeActive],
        "seed-004-cold-quick-action": [Selector.willFinish, Selector.didFinish, Selector.performAction, Selector.didBecomeActive],
    ]

    @Test("there are at least ten fixture files, and every scenario in them is checked here")
    func inventory() throws {
        let names = try Fixtures.names()
        #expect(names.count >= 10)
        var scenarioNames: [String] = []
        for file in names {
            scenarioNames += try ScenarioFile.decode(Fixtures.bytes(file)).compactMap(\.name)
        }
        #expect(Set(scenarioNames) == Set(Self.expectedCalls.keys))
    }

    @Test("each fixture decodes, runs within the invariants, and gives the expected calls", arguments: try Fixtures.names())
    func fixture(_ file: String) throws {
        let bytes = try Fixtures.bytes(file)
        let scenarios = try ScenarioFile.decode(bytes)
        #expect(ScenarioFile.holdsArray(bytes) == (file == "seed-004-launches.json"))
        for scenario in scenarios {
            let name = try #require(scenario.name)
            if file != "seed-004-launches.json" { #expect(file == name + ".json") }
            let trace = simulate(scenario)
            #expect(trace.methodNames == Self.expectedCalls[name], "\(name)")
            #expect(!TraceFormat.text(trace, scenario: scenario).isEmpty)
        }
    }
}
