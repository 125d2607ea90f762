import Testing
@testable import LaunchLifecycle

/// What one launch method does in a scenario: the three possibilities of R1/R2.
enum LaunchMethodBehaviour: String, Sendable, CaseIterable {
    case notImplemented, returnsTrue, returnsFalse

    var implemented: Bool { self != .notImplemented }
    var returns: Bool { self == .returnsTrue }
}

/// The launch reasons whose handlers return values might gate (spec §5).
enum GatedSituation: String, Sendable, CaseIterable {
    case url, universalLink, quickAction, push

    var options: LaunchOptions {
        switch self {
        case .url: [.url: "test://test.com"]
        case .universalLink: [.userActivityDictionary: ["UIApplicationLaunchOptionsUserActivityTypeKey": "NSUserActivityTypeBrowsingWeb"]]
        case .quickAction: [.shortcutItem: "com.example.search"]
        case .push: [.remoteNotification: ["aps": ["alert": "hi"]]]
        }
    }

    /// The handlers and the rule that governs each (R1, R5, R4, R7); a push has none (R6).
    var gatedHandlers: [(method: String, rule: GateRule)] {
        switch self {
        case .url: [(Selector.openURL, .r1)]
        case .universalLink: [(Selector.willContinue, .r5), (Selector.continue, .r4)]
        case .quickAction: [(Selector.performAction, .r7)]
        case .push: []
        }
    }
}

struct GatingCase: Sendable, CustomTestStringConvertible {
    let situation: GatedSituation
    let willFinish: LaunchMethodBehaviour
    let didFinish: LaunchMethodBehaviour

    var testDescription: String { "\(situation.rawValue): willFinish \(willFinish.rawValue), didFinish \(didFinish.rawValue)" }

    static let all: [GatingCase] = GatedSituation.allCases.flatMap { situation in
        LaunchMethodBehaviour.allCases.flatMap { will in
            LaunchMethodBehaviour.allCases.map { did in GatingCase(situation: situation, willFinish: will, didFinish: did) }
        }
    }

    var scenario: Scenario {
        makeLoggedScenario(.cold, situation.options, flags: [
            .implementsWillFinish: willFinish.implemented, .willFinishReturns: willFinish.returns,
            .implementsDidFinish: didFinish.implemented, .didFinishReturns: didFinish.returns,
        ])
    }

    /// R1/R2/R4/R5/R7 with "either" (§7.1): blocked when an implemented method returns false.
    var blockers: [String] {
        var result: [String] = []
        if willFinish == .returnsFalse { result.append(Selector.willFinish) }
        if didFinish == .returnsFalse { result.append(Selector.didFinish) }
        return result
    }
}

@Suite("Return-value rules R1–R13")
struct ReturnValueGatingTests {
    @Test("3×3 launch-method combinations in each gated situation", arguments: GatingCase.all)
    func combination(_ example: GatingCase) {
        let trace = simulate(example.scenario)
        let blocked = !example.blockers.isEmpty
        for (method, rule) in example.situation.gatedHandlers {
            #expect(trace.methodNames.contains(method) == !blocked, "\(method)")
            if blocked {
                let gated = trace.gated.first { $0.method == method }
                #expect(gated?.rule == rule)
                #expect(gated?.blockedBy == example.blockers)
            } else {
                #expect(trace.calls.first { $0.method == method }?.gateRule == rule)
            }
        }
        if example.situation == .push {
            #expect(trace.methodNames.contains(Selector.notificationDidReceive), "R6: a push is never gated")
            #expect(!trace.gated.contains { $0.rule.isReturnValueRule || $0.method == Selector.notificationDidReceive })
        }
        // R9: the launch is never aborted.
        #expect(trace.methodNames.last == Selector.didBecomeActive)
    }

    @Test("R6: return values are ignored when a remote notification launches the app")
    func remoteNotificationIgnoresReturnValues() {
        let trace = simulate(makeLoggedScenario(
            .cold, [.remoteNotification: [:], .url: "a://b"], flags: [.willFinishReturns: false, .didFinishReturns: false]))
        #expect(trace.methodNames.contains(Selector.openURL))
        #expect(trace.conditionalCalls.isEmpty)
        #expect(trace.steps.contains { $0.text.contains("R6") })
    }

    @Test("R2: neither launch method implemented gates nothing")
    func neitherImplemented() {
        let trace = simulate(makeLoggedScenario(.cold, [.url: "a://b"], flags: [.implementsWillFinish: false, .implementsDidFinish: false]))
        #expect(trace.methodNames == [Selector.openURL, Selector.didBecomeActive])
        #expect(trace.gatedRule(of: Selector.willFinish) == .notImplemented)
        #expect(trace.gatedRule(of: Selector.didFinish) == .notImplemented)
    }

    @Test("an unimplemented handler is not called, for a reason other than return values", arguments: [
        (DelegateFlag.implementsOpenURL, GatedSituation.url, Selector.openURL),
        (.implementsContinue, .universalLink, Selector.continue),
        (.implementsWillContinue, .universalLink, Selector.willContinue),
        (.implementsPerformAction, .quickAction, Selector.performAction),
    ])
    func unimplementedHandler(flag: DelegateFlag, situation: GatedSituation, method: String) {
        for launch in [LaunchKind.cold, .warm] {
            let trace = simulate(makeLoggedScenario(launch, situation.options, flags: [flag: false]))
            #expect(!trace.methodNames.contains(method))
            #expect(trace.gatedRule(of: method) == .notImplemented)
        }
    }

    @Test("a warm open runs no launch method, so their values gate nothing", arguments: GatedSituation.allCases)
    func warmOpenIgnoresLaunchValues(_ situation: GatedSituation) {
        let trace = simulate(makeLoggedScenario(.warm, situation.options, flags: [.willFinishReturns: false, .didFinishReturns: false]))
        for (method, _) in situation.gatedHandlers {
            #expect(trace.methodNames.contains(method))
        }
        #expect(trace.conditionalCalls.isEmpty)
    }

    @Test("R13: in a scene-based app a false return gates nothing", arguments: GatedSituation.allCases)
    func scenesAreNotGated(_ situation: GatedSituation) {
        let trace = simulate(makeLoggedScenario(.cold, situation.options, flags: [.usesScenes: true, .didFinishReturns: false]))
        #expect(!trace.gated.contains { $0.rule.isReturnValueRule })
        #expect(trace.methodNames.last == Selector.sceneDidBecomeActive)
    }
}
