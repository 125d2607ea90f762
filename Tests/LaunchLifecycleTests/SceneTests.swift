import Testing
@testable import LaunchLifecycle

/// Scene-based apps (spec §6.2, §7.6–7.8).
@Suite("Scene-based apps")
struct SceneTests {
    static let coldPrefix = [Selector.willFinish, Selector.didFinish, Selector.configurationForConnecting, Selector.sceneWillConnect, Selector.sceneWillEnterForeground]

    @Test("cold launch with a new session")
    func coldNewSession() {
        let trace = simulate(makeLoggedScenario(.cold, flags: [.usesScenes: true]))
        #expect(trace.methodNames == Self.coldPrefix + [Selector.sceneDidBecomeActive])
        #expect(trace.calls.map(\.state) == [.inactive, .inactive, .inactive, .inactive, .inactive, .active])
    }

    @Test("cold launch with a restored session skips configurationForConnecting (§7.7)")
    func coldRestoredSession() {
        let trace = simulate(makeLoggedScenario(.cold, flags: [.usesScenes: true, .sessionRestored: true]))
        #expect(trace.methodNames == [Selector.willFinish, Selector.didFinish, Selector.sceneWillConnect, Selector.sceneWillEnterForeground, Selector.sceneDidBecomeActive])
        #expect(trace.gatedRule(of: Selector.configurationForConnecting) == .sessionRestored)
    }

    @Test("the scene window appears after scene(_:willConnectTo:options:)")
    func windowAfterConnection() throws {
        let trace = simulate(makeLoggedScenario(.cold, flags: [.usesScenes: true]))
        let connect = try #require(trace.steps.firstIndex { $0.method == Selector.sceneWillConnect })
        #expect(trace.steps[connect + 1].kind == .windowVisible)
    }

    static let coldReasons: [(ConnectionOptions, [String])] = [
        ([.urlContexts: ["a://b"]], [Selector.sceneOpenURLContexts, Selector.openURL]),
        ([.userActivities: [["activityType": "NSUserActivityTypeBrowsingWeb"]]], [Selector.sceneWillContinue, Selector.sceneContinue, Selector.willContinue, Selector.continue]),
        ([.shortcutItem: "compose"], [Selector.windowScenePerformAction, Selector.performAction]),
    ]

    @Test("cold launch: the reason arrives only in the connection options", arguments: coldReasons)
    func coldReasonInConnectionOptions(connection: ConnectionOptions, notCalled: [String]) {
        let trace = simulate(makeLoggedScenario(.cold, connection: connection, flags: [.usesScenes: true]))
        #expect(trace.methodNames == Self.coldPrefix + [Selector.sceneDidBecomeActive])
        #expect(trace.gated.map(\.method) == notCalled)
        #expect(trace.gated.allSatisfy { $0.rule == .connectionOptions || $0.rule == .r13 })
        let connect = trace.steps.first { $0.method == Selector.sceneWillConnect }
        #expect(connect?.text.contains(connection.keys[0].rawValue) == true)
    }

    @Test("cold push in a scene app: delivered between sceneWillEnterForeground and sceneDidBecomeActive")
    func coldPush() {
        let trace = simulate(makeLoggedScenario(.cold, connection: [.notificationResponse: ["actionIdentifier": "open"]], flags: [.usesScenes: true]))
        #expect(trace.methodNames == Self.coldPrefix + [Selector.notificationDidReceive, Selector.sceneDidBecomeActive])
    }

    static let warmReasons: [(LaunchOptions, [String])] = [
        ([.url: "a://b"], [Selector.sceneOpenURLContexts]),
        ([.userActivityType: "NSUserActivityTypeBrowsingWeb"], [Selector.sceneWillContinue, Selector.sceneContinue]),
        ([.shortcutItem: "compose"], [Selector.windowScenePerformAction]),
        ([.remoteNotification: [:]], [Selector.notificationDidReceive]),
        ([:], []),
    ]

    @Test("warm opens call the scene delegate and never the app-delegate counterparts", arguments: warmReasons)
    func warmOpen(options: LaunchOptions, handlers: [String]) {
        let trace = simulate(makeLoggedScenario(.warm, options, flags: [.usesScenes: true]))
        #expect(trace.methodNames == [Selector.sceneWillEnterForeground] + handlers + [Selector.sceneDidBecomeActive])
        #expect(trace.calls.map(\.state) == [.background] + handlers.map { _ in .inactive } + [.active])
        #expect(!trace.methodNames.contains(Selector.willEnterForeground))
        #expect(trace.gated.allSatisfy { $0.rule == .r13 })
    }

    @Test("a warm open given as connection options works the same")
    func warmOpenWithConnectionOptions() {
        let trace = simulate(makeLoggedScenario(.warm, connection: [.urlContexts: ["a://b"]], flags: [.usesScenes: true]))
        #expect(trace.methodNames == [Selector.sceneWillEnterForeground, Selector.sceneOpenURLContexts, Selector.sceneDidBecomeActive])
    }

    static let sceneHandlers: [(DelegateFlag, LaunchOptions, String)] = [
        (.implementsSceneOpenURLContexts, [.url: "a://b"], Selector.sceneOpenURLContexts),
        (.implementsSceneContinue, [.userActivityType: "t"], Selector.sceneContinue),
        (.implementsSceneWillContinue, [.userActivityType: "t"], Selector.sceneWillContinue),
        (.implementsWindowScenePerformAction, [.shortcutItem: "s"], Selector.windowScenePerformAction),
    ]

    @Test("a scene handler that is not implemented is recorded as not called", arguments: sceneHandlers)
    func unimplementedSceneHandler(flag: DelegateFlag, options: LaunchOptions, method: String) {
        let trace = simulate(makeLoggedScenario(.warm, options, flags: [.usesScenes: true, flag: false]))
        #expect(!trace.methodNames.contains(method))
        #expect(trace.gatedRule(of: method) == .notImplemented)
    }

    @Test("scene calls go to the scene delegate")
    func receivers() {
        let trace = simulate(makeLoggedScenario(.warm, [.shortcutItem: "s"], flags: [.usesScenes: true]))
        #expect(trace.calls.map(\.receiver) == [.sceneDelegate, .sceneDelegate, .sceneDelegate])
    }
}
