import Testing
@testable import LaunchLifecycle

/// How a scenario says "the running app": `running`, or `warm` with nothing to open and an
/// event that needs the foreground, the form the project's Content/scenarios files use.
@Suite("Where a scenario starts")
struct WarmRunningAppTests {
    @Test("initial states", arguments: [
        (makeScenario(.cold), AppState.notRunning),
        (makeScenario(.cold, event: .userExit), .notRunning),
        (makeScenario(.warm), .suspended),
        (makeScenario(.warm, event: .userExit), .active),
        (makeScenario(.warm, event: .interruption), .active),
        (makeScenario(.warm, event: .terminate), .suspended),
        (makeScenario(.warm, [.url: "a://b"], event: .userExit), .suspended),
        (makeScenario(.warm, event: .backgroundFetch), .suspended),
        (makeScenario(.running), .active),
    ])
    func initialState(scenario: Scenario, expected: AppState) {
        #expect(scenario.initialState == expected)
        #expect(simulate(scenario).states.first == expected)
    }

    @Test("warm + userExit and running + userExit give the same calls")
    func warmEqualsRunning() {
        let warm = simulate(makeScenario(.warm, event: .userExit))
        let running = simulate(makeScenario(.running, event: .userExit))
        #expect(warm.methodNames == running.methodNames)
        #expect(warm.methodNames == [Selector.willResignActive, Selector.didEnterBackground])
    }

    @Test("a warm open with a reason happens before the event")
    func openThenLeave() {
        let trace = simulate(makeScenario(.warm, [.url: "a://b"], flags: [.implementsOpenURL: true], event: .userExit))
        #expect(trace.methodNames.prefix(3) == [Selector.willEnterForeground, Selector.openURL, Selector.didBecomeActive])
        #expect(trace.methodNames.dropFirst(3).first == Selector.willResignActive)
    }

    @Test("terminating a warm (suspended) app calls nothing")
    func terminateWarm() {
        let trace = simulate(makeScenario(.warm, event: .terminate))
        #expect(trace.methodNames.isEmpty)
        #expect(trace.states == [.suspended, .notRunning])
    }
}
