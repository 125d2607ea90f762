import Testing
@testable import LaunchLifecycle

/// The call orders of seed 004 (`004_e3e9c9865d2d967c.txt`, "UIApplicationDelegate方法调用顺序"),
/// six situations, cold launch and warm open. Each case names the seed lines it comes from.
struct SeedCallOrderCase: Sendable, CustomTestStringConvertible {
    /// One expected call: the selector, the state seen inside it, and whether the seed marks it
    /// "[如果 1 和 2 都返回 true]" (only when both launch methods return true).
    struct Expected: Sendable {
        let method: String
        let state: ApplicationState
        let conditional: Bool
    }

    let seedLines: String
    let scenario: Scenario
    let calls: [Expected]

    var testDescription: String { "004_e3e9c9865d2d967c:\(seedLines)" }

    static let all: [SeedCallOrderCase] = [
        SeedCallOrderCase(seedLines: "12-16 正常启动 (cold icon)", scenario: makeLoggedScenario(.cold), calls: [
            .init(method: Selector.willFinish, state: .inactive, conditional: false),
            .init(method: Selector.didFinish, state: .inactive, conditional: false),
            .init(method: Selector.didBecomeActive, state: .active, conditional: false),
        ]),
        SeedCallOrderCase(seedLines: "18-21 正常打开 (warm icon)", scenario: makeLoggedScenario(.warm), calls: [
            .init(method: Selector.willEnterForeground, state: .background, conditional: false),
            .init(method: Selector.didBecomeActive, state: .active, conditional: false),
        ]),
        SeedCallOrderCase(
            seedLines: "23-40 通过URL scheme启动 (cold URL)",
            scenario: makeLoggedScenario(.cold, [.url: "test://test.com", .sourceApplication: "com.apple.mobilesafari"]),
            calls: [
                .init(method: Selector.willFinish, state: .inactive, conditional: false),
                .init(method: Selector.didFinish, state: .inactive, conditional: false),
                .init(method: Selector.openURL, state: .inactive, conditional: true),
                .init(method: Selector.didBecomeActive, state: .active, conditional: false),
            ]),
        SeedCallOrderCase(
            seedLines: "42-46 通过URL scheme打开 (warm URL)", scenario: makeLoggedScenario(.warm, [.url: "test://test.com"]),
            calls: [
                .init(method: Selector.willEnterForeground, state: .background, conditional: false),
                .init(method: Selector.openURL, state: .inactive, conditional: false),
                .init(method: Selector.didBecomeActive, state: .active, conditional: false),
            ]),
        SeedCallOrderCase(
            seedLines: "48-71 通过universal link启动 (cold universal link)",
            scenario: makeLoggedScenario(.cold, [.userActivityDictionary: ["UIApplicationLaunchOptionsUserActivityTypeKey": "NSUserActivityTypeBrowsingWeb"]]),
            calls: [
                .init(method: Selector.willFinish, state: .inactive, conditional: false),
                .init(method: Selector.didFinish, state: .inactive, conditional: false),
                .init(method: Selector.willContinue, state: .inactive, conditional: true),
                .init(method: Selector.continue, state: .inactive, conditional: true),
                .init(method: Selector.didBecomeActive, state: .active, conditional: false),
            ]),
        SeedCallOrderCase(
            seedLines: "73-78 通过universal link打开 (warm universal link)",
            scenario: makeLoggedScenario(.warm, [.userActivityDictionary: [:]]),
            calls: [
                .init(method: Selector.willEnterForeground, state: .background, conditional: false),
                .init(method: Selector.willContinue, state: .inactive, conditional: false),
                .init(method: Selector.continue, state: .inactive, conditional: false),
                .init(method: Selector.didBecomeActive, state: .active, conditional: false),
            ]),
        SeedCallOrderCase(
            seedLines: "80-102 通过推送启动 (cold push)",
            scenario: makeLoggedScenario(.cold, [.remoteNotification: ["aps": ["alert": "Testing.. (0)"]]]),
            calls: [
                .init(method: Selector.willFinish, state: .inactive, conditional: false),
                .init(method: Selector.didFinish, state: .inactive, conditional: false),
                .init(method: Selector.notificationDidReceive, state: .inactive, conditional: false),
                .init(method: Selector.didBecomeActive, state: .active, conditional: false),
            ]),
        SeedCallOrderCase(
            seedLines: "104-108 通过推送打开 (warm push)", scenario: makeLoggedScenario(.warm, [.remoteNotification: [:]]),
            calls: [
                .init(method: Selector.willEnterForeground, state: .background, conditional: false),
                .init(method: Selector.notificationDidReceive, state: .inactive, conditional: false),
                .init(method: Selector.didBecomeActive, state: .active, conditional: false),
            ]),
        SeedCallOrderCase(
            seedLines: "110-126 通过快捷方式启动 (cold quick action)",
            scenario: makeLoggedScenario(.cold, [.shortcutItem: ["type": "com.recoursive.example.shortcutTest"]]),
            calls: [
                .init(method: Selector.willFinish, state: .inactive, conditional: false),
                .init(method: Selector.didFinish, state: .inactive, conditional: false),
                .init(method: Selector.performAction, state: .inactive, conditional: true),
                .init(method: Selector.didBecomeActive, state: .active, conditional: false),
            ]),
        SeedCallOrderCase(
            seedLines: "128-132 通过快捷方式打开 (warm quick action)", scenario: makeLoggedScenario(.warm, [.shortcutItem: "x"]),
            calls: [
                .init(method: Selector.willEnterForeground, state: .background, conditional: false),
                .init(method: Selector.performAction, state: .inactive, conditional: false),
                .init(method: Selector.didBecomeActive, state: .active, conditional: false),
            ]),
    ]
}

@Suite("Seed 004 call orders")
struct Seed004CallOrderTests {
    @Test("exact call order", arguments: SeedCallOrderCase.all)
    func callOrder(_ example: SeedCallOrderCase) {
        let trace = simulate(example.scenario)
        #expect(trace.methodNames == example.calls.map(\.method))
    }

    @Test("state seen inside each call", arguments: SeedCallOrderCase.all)
    func statesSeen(_ example: SeedCallOrderCase) {
        let trace = simulate(example.scenario)
        #expect(trace.calls.map(\.state) == example.calls.map(\.state))
    }

    @Test("calls marked [如果 1 和 2 都返回 true] are exactly the conditional ones", arguments: SeedCallOrderCase.all)
    func conditionalMarks(_ example: SeedCallOrderCase) {
        let trace = simulate(example.scenario)
        let expected = example.calls.filter(\.conditional).map(\.method)
        #expect(trace.conditionalCalls.map(\.method) == expected)
        #expect(trace.gated.filter { $0.rule.isReturnValueRule }.isEmpty)
    }

    @Test("a false return removes exactly the conditional calls", arguments: SeedCallOrderCase.all.filter { $0.scenario.launch == .cold })
    func falseReturnRemovesConditionalCalls(_ example: SeedCallOrderCase) {
        var changed = example.scenario
        changed.delegate.didFinishReturns = false
        let trace = simulate(changed)
        let expected = example.calls.filter { !$0.conditional }.map(\.method)
        #expect(trace.methodNames == expected)
        #expect(trace.gated.filter { $0.rule.isReturnValueRule }.map(\.method) == example.calls.filter(\.conditional).map(\.method))
    }
}
