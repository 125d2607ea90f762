import Testing
@testable import LaunchLifecycle

/// Events that happen to an app after launch: interruption, leaving with state saving, termination.
@Suite("Events of a running app")
struct RunningEventTests {
    @Test("interruption: applicationWillResignActive (active) → applicationDidBecomeActive (active)")
    func interruption() {
        let trace = simulate(makeScenario(.running, event: .interruption))
        #expect(trace.methodNames == [Selector.willResignActive, Selector.didBecomeActive])
        #expect(trace.calls.map(\.state) == [.active, .active])
        #expect(trace.states == [.active, .inactive, .active])
    }

    @Test("interruption after a cold launch activates twice, the one documented repeat")
    func interruptionAfterLaunch() {
        let trace = simulate(makeScenario(.cold, event: .interruption))
        #expect(trace.methodNames.filter { $0 == Selector.didBecomeActive }.count == 2)
    }

    @Test("leaving the app, template delegate: resign and enter background, nothing else", arguments: [LaunchKind.running, .warm])
    func userExitWithoutOptingIn(_ launch: LaunchKind) {
        let trace = simulate(makeScenario(launch, event: .userExit))
        #expect(trace.methodNames == [Selector.willResignActive, Selector.didEnterBackground])
        #expect(trace.calls.map(\.state) == [.active, .background])
        #expect(trace.states == [.active, .inactive, .background, .suspended])
        #expect(trace.gatedRule(of: Selector.shouldSaveSecure) == .notImplemented)
        #expect(!trace.methodNames.contains(Selector.willEncode))
    }

    @Test("leaving the app: an app that opts into state preservation is asked, and encodes when it agrees", arguments: [
        (true, false, [Selector.willResignActive, Selector.didEnterBackground, Selector.shouldSaveSecure, Selector.willEncode]),
        (false, false, [Selector.willResignActive, Selector.didEnterBackground, Selector.shouldSaveSecure]),
        (true, true, [Selector.willResignActive, Selector.didEnterBackground, Selector.shouldSaveLegacy, Selector.willEncode]),
    ])
    func userExit(agrees: Bool, legacy: Bool, expected: [String]) {
        let trace = simulate(makeScenario(.running, flags: [
            .optsIntoStatePreservation: true, .shouldSaveReturns: agrees, .usesLegacyRestorationMethods: legacy,
        ], event: .userExit))
        #expect(trace.methodNames == expected)
        #expect(trace.calls.map(\.state) == [.active] + Array(repeating: .background, count: expected.count - 1))
        #expect(trace.states == [.active, .inactive, .background, .suspended])
        #expect(trace.calls[2].returned == agrees)
        #expect(agrees || trace.gatedRule(of: Selector.willEncode) == .declined)
    }

    @Test("a return value for shouldSave does not opt the app in: only implementing the method does", arguments: [true, false])
    func returnValueAloneDoesNotOptIn(_ agrees: Bool) {
        let trace = simulate(makeScenario(.running, flags: [.shouldSaveReturns: agrees], event: .userExit))
        #expect(trace.methodNames == [Selector.willResignActive, Selector.didEnterBackground])
    }

    @Test("a cold launch of the template app followed by leaving it")
    func launchThenLeave() {
        let trace = simulate(makeScenario(.cold, event: .userExit))
        #expect(trace.methodNames == [
            Selector.didFinish, Selector.didBecomeActive, Selector.willResignActive, Selector.didEnterBackground,
        ])
        #expect(trace.gatedRule(of: Selector.willFinish) == .notImplemented)
    }

    @Test("terminating an active app leaves the foreground, then applicationWillTerminate")
    func terminateActive() {
        let trace = simulate(makeScenario(.running, event: .terminate))
        #expect(trace.methodNames == [Selector.willResignActive, Selector.didEnterBackground, Selector.willTerminate])
        #expect(trace.state(of: Selector.willTerminate) == .background)
        #expect(trace.states.last == .notRunning)
        let optedIn = simulate(makeScenario(.running, flags: [.optsIntoStatePreservation: true, .shouldSaveReturns: false], event: .terminate))
        #expect(optedIn.methodNames == [Selector.willResignActive, Selector.didEnterBackground, Selector.shouldSaveSecure, Selector.willTerminate])
    }

    @Test("a suspended app is purged without applicationWillTerminate")
    func terminateSuspended() {
        let trace = simulate(makeScenario(.cold, [.location: true], event: .terminate))
        #expect(!trace.methodNames.contains(Selector.willTerminate))
        #expect(trace.states.suffix(2) == [.suspended, .notRunning])
    }

    @Test("leaving or being interrupted while suspended changes nothing", arguments: [LifecycleEvent.userExit, .interruption])
    func eventsNeedTheForeground(_ event: LifecycleEvent) {
        let withEvent = simulate(makeScenario(.cold, [.location: true], event: event))
        let without = simulate(makeScenario(.cold, [.location: true]))
        #expect(withEvent.methodNames == without.methodNames)
        #expect(withEvent.states == without.states)
        #expect(withEvent.steps.last?.text.contains("changes nothing") == true)
    }

    @Test("scene apps leave through the scene delegate and save no app-delegate state")
    func sceneUserExit() {
        let trace = simulate(makeScenario(.running, flags: [.usesScenes: true], event: .userExit))
        #expect(trace.methodNames == [Selector.sceneWillResignActive, Selector.sceneDidEnterBackground])
    }

    @Test("scene apps are interrupted through the scene delegate")
    func sceneInterruption() {
        let trace = simulate(makeScenario(.running, flags: [.usesScenes: true], event: .interruption))
        #expect(trace.methodNames == [Selector.sceneWillResignActive, Selector.sceneDidBecomeActive])
    }
}
