import Testing
@testable import LaunchLifecycle

/// The two places where the published logs leave the order open and the core follows Apple's
/// documentation instead (Documentation/LaunchLifecycle.md, "Where the logs are uncertain").
/// These tests pin the chosen order so a change to it is a deliberate one.
@Suite("Orders chosen from Apple's documentation")
struct UncertainOrderTests {
    // MARK: Background fetch launch ("About the background execution sequence")

    @Test("background fetch, app without scenes: launch methods, applicationDidEnterBackground, then the fetch, all in the background")
    func backgroundFetchLaunch() {
        let trace = simulate(makeScenario(.cold, flags: [.implementsWillFinish: true, .implementsPerformFetch: true], event: .backgroundFetch))
        #expect(trace.methodNames == [Selector.willFinish, Selector.didFinish, Selector.didEnterBackground, Selector.performFetch])
        #expect(trace.calls.allSatisfy { $0.state == .background })
        #expect(trace.states == [.notRunning, .background, .suspended])
        #expect(trace.steps(of: .windowVisible).first?.text.contains("hidden") == true)
    }

    @Test("background fetch, template delegate: applicationDidEnterBackground still comes, the fetch has no receiver")
    func backgroundFetchTemplate() {
        let trace = simulate(makeScenario(.cold, event: .backgroundFetch))
        #expect(trace.methodNames == [Selector.didFinish, Selector.didEnterBackground])
        #expect(trace.gatedRule(of: Selector.performFetch) == .notImplemented)
    }

    @Test("background fetch, scene-based app: no scene connects and no app-delegate background call", arguments: [LaunchKind.cold, .warm])
    func sceneBackgroundFetch(_ launch: LaunchKind) {
        let trace = simulate(makeScenario(launch, flags: [
            .usesScenes: true, .implementsWillFinish: true, .implementsPerformFetch: true,
        ], event: .backgroundFetch))
        let launchMethods = launch == .cold ? [Selector.willFinish, Selector.didFinish] : []
        #expect(trace.methodNames == launchMethods + [Selector.performFetch])
        #expect(trace.calls.allSatisfy { $0.state == .background })
        for absent in [Selector.configurationForConnecting, Selector.sceneWillConnect, Selector.sceneDidEnterBackground,
                       Selector.didEnterBackground, Selector.sceneDidBecomeActive] {
            #expect(!trace.methodNames.contains(absent), "\(absent)")
        }
        #expect(trace.states.last == .suspended)
    }

    // MARK: Push launch of a scene-based app (UNUserNotificationCenterDelegate, ConnectionOptions.notificationResponse)

    static let scenePushOptions: [(LaunchOptions, ConnectionOptions)] = [
        ([:], [.notificationResponse: ["actionIdentifier": "com.apple.UNNotificationDefaultActionIdentifier"]]),
        ([.remoteNotification: ["aps": ["alert": "hi"]]], [:]),
    ]

    @Test("push launch, scene-based app: the scene connects with the response, then didReceive while inactive, then activation",
          arguments: scenePushOptions)
    func scenePushLaunch(options: LaunchOptions, connection: ConnectionOptions) throws {
        let trace = simulate(makeScenario(.cold, options, connection: connection, flags: [
            .usesScenes: true, .setsUNDelegateDuringLaunch: true,
        ]))
        #expect(trace.methodNames == [
            Selector.didFinish, Selector.configurationForConnecting, Selector.sceneWillConnect,
            Selector.sceneWillEnterForeground, Selector.notificationDidReceive, Selector.sceneDidBecomeActive,
        ])
        #expect(trace.state(of: Selector.notificationDidReceive) == .inactive)
        let tap = try #require(trace.calls.first { $0.method == Selector.notificationDidReceive })
        #expect(tap.receiver == .notificationCenterDelegate)
        let connect = try #require(trace.steps.first { $0.method == Selector.sceneWillConnect })
        #expect(connect.text.contains("notificationResponse"))
        #expect(!trace.methodNames.contains(Selector.didBecomeActive))
    }

    @Test("push launch, scene-based app: launch-method return values gate nothing")
    func scenePushIgnoresReturnValues() {
        let trace = simulate(makeScenario(.cold, [.remoteNotification: [:]], flags: [
            .usesScenes: true, .setsUNDelegateDuringLaunch: true, .implementsWillFinish: true,
            .willFinishReturns: false, .didFinishReturns: false,
        ]))
        #expect(trace.methodNames.contains(Selector.notificationDidReceive))
        #expect(!trace.gated.contains { $0.rule.isReturnValueRule })
    }

    @Test("push launch, scene-based app whose delegate is set late or never: the tap that launched it is lost", arguments: [
        ([DelegateFlag.setsUNDelegateAfterLaunch: true], GateRule.notificationDelegateTooLate),
        ([:], .notificationDelegateMissing),
    ])
    func scenePushWithoutDelegate(flags: [DelegateFlag: Bool], rule: GateRule) {
        let trace = simulate(makeScenario(.cold, connection: [.notificationResponse: [:]], flags: flags.merging([.usesScenes: true]) { $1 }))
        #expect(!trace.methodNames.contains(Selector.notificationDidReceive))
        #expect(trace.gatedRule(of: Selector.notificationDidReceive) == rule)
        #expect(trace.methodNames.last == Selector.sceneDidBecomeActive)
    }

    @Test("push open of a suspended scene-based app: the same place as on a cold launch")
    func scenePushWarm() {
        let trace = simulate(makeScenario(.warm, [.remoteNotification: [:]], flags: [.usesScenes: true, .setsUNDelegateDuringLaunch: true]))
        #expect(trace.methodNames == [Selector.sceneWillEnterForeground, Selector.notificationDidReceive, Selector.sceneDidBecomeActive])
        #expect(trace.calls.map(\.state) == [.background, .inactive, .active])
    }
}
