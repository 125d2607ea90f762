import Testing
@testable import LaunchLifecycle

/// Launches and wake-ups for background work (spec §6.1, §7.2, §7.3; seed 001's location example).
@Suite("Background launches")
struct BackgroundLaunchTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let label: String
        let scenario: Scenario
        let event: String?
        var testDescription: String { label }
    }

    static let coldCases: [Case] = [
        Case(label: "location key (seed 001:85-88)", scenario: makeLoggedScenario(.cold, [.location: true]), event: Selector.locationDidUpdate),
        Case(label: "location event", scenario: makeLoggedScenario(.cold, event: .locationUpdate), event: Selector.locationDidUpdate),
        Case(label: "background fetch", scenario: makeLoggedScenario(.cold, event: .backgroundFetch), event: Selector.performFetch),
        Case(
            label: "silent push",
            scenario: makeLoggedScenario(.cold, [.remoteNotification: ["aps": ["content-available": 1]]],
                flags: [.implementsDidReceiveRemoteNotificationFetch: true], event: .silentPush),
            event: Selector.didReceiveRemote),
        Case(label: "Bluetooth centrals", scenario: makeLoggedScenario(.cold, [.bluetoothCentrals: ["central-1"]]), event: nil),
        Case(label: "Bluetooth peripherals", scenario: makeLoggedScenario(.cold, [.bluetoothPeripherals: ["p-1"]]), event: nil),
        Case(label: "Newsstand", scenario: makeLoggedScenario(.cold, [.newsstandDownloads: ["d-1"]]), event: nil),
    ]

    @Test("a background launch never becomes active and sees background everywhere", arguments: coldCases)
    func neverActive(_ example: Case) {
        let trace = simulate(example.scenario)
        #expect(!trace.states.contains(.active))
        #expect(!trace.states.contains(.inactive))
        #expect(trace.calls.allSatisfy { $0.state == .background })
        #expect(!trace.methodNames.contains(Selector.didBecomeActive))
        #expect(trace.states.last == .suspended)
    }

    @Test("order: willFinish, didFinish, applicationDidEnterBackground (§7.3), then the event", arguments: coldCases)
    func order(_ example: Case) {
        let trace = simulate(example.scenario)
        let expected = [Selector.willFinish, Selector.didFinish, Selector.didEnterBackground] + (example.event.map { [$0] } ?? [])
        #expect(trace.methodNames == expected)
    }

    @Test("the location event goes to the location manager's delegate")
    func locationReceiver() {
        let trace = simulate(makeLoggedScenario(.cold, [.location: true]))
        #expect(trace.calls.last?.receiver == .locationManagerDelegate)
    }

    @Test("a warm wake-up: no foreground calls, the event in the background, then suspended", arguments: [
        (LifecycleEvent.backgroundFetch, Selector.performFetch),
        (.locationUpdate, Selector.locationDidUpdate),
    ])
    func warmWake(event: LifecycleEvent, method: String) {
        let trace = simulate(makeLoggedScenario(.warm, event: event))
        #expect(trace.methodNames == [Selector.didEnterBackground, method])
        #expect(trace.states == [.suspended, .background, .suspended])
    }

    @Test("fetch not implemented: recorded as not called")
    func fetchNotImplemented() {
        let trace = simulate(makeLoggedScenario(.cold, flags: [.implementsPerformFetch: false], event: .backgroundFetch))
        #expect(trace.gatedRule(of: Selector.performFetch) == .notImplemented)
    }

    @Test("scene-based background launch: no scene connects and no app-delegate background call")
    func sceneBackgroundLaunch() {
        let trace = simulate(makeLoggedScenario(.cold, [.location: true], flags: [.usesScenes: true]))
        #expect(trace.methodNames == [Selector.willFinish, Selector.didFinish, Selector.locationDidUpdate])
    }

    @Test("a running app gets location updates and silent pushes while active")
    func runningAppEvents() {
        let location = simulate(makeLoggedScenario(.running, event: .locationUpdate))
        #expect(location.calls.map(\.state) == [.active])
        let push = simulate(makeLoggedScenario(.running, flags: [.implementsDidReceiveRemoteNotificationFetch: true], event: .silentPush))
        #expect(push.methodNames == [Selector.didReceiveRemote])
    }
}
