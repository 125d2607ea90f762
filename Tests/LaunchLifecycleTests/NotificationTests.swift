import Testing
@testable import LaunchLifecycle

/// Notification taps: the UNUserNotificationCenter delegate path, a delegate set too late
/// (O-DC), and the legacy app-delegate path (O-RB, O-JM).
@Suite("Push notifications")
struct NotificationTests {
    let push: LaunchOptions = [.remoteNotification: ["aps": ["alert": "hello"]]]

    @Test("the delegate set during launch receives the cold-start tap, while inactive, before activation")
    func delegateSetDuringLaunch() throws {
        let trace = simulate(makeLoggedScenario(.cold, push))
        let tap = try #require(trace.index(of: Selector.notificationDidReceive))
        let didFinish = try #require(trace.index(of: Selector.didFinish))
        #expect(tap == didFinish + 1)
        #expect(tap < (trace.index(of: Selector.didBecomeActive) ?? -1))
        #expect(trace.state(of: Selector.notificationDidReceive) == .inactive)
        #expect(trace.calls[tap].receiver == .notificationCenterDelegate)
    }

    @Test("a delegate set after launch loses the cold-start tap")
    func delegateSetTooLate() {
        let trace = simulate(makeLoggedScenario(.cold, push, flags: [.setsUNDelegateDuringLaunch: false, .setsUNDelegateAfterLaunch: true]))
        #expect(trace.methodNames == [Selector.willFinish, Selector.didFinish, Selector.didBecomeActive])
        #expect(trace.gatedRule(of: Selector.notificationDidReceive) == .notificationDelegateTooLate)
    }

    @Test("a delegate set after launch still receives a warm tap")
    func lateDelegateWarm() {
        let trace = simulate(makeLoggedScenario(.warm, push, flags: [.setsUNDelegateDuringLaunch: false, .setsUNDelegateAfterLaunch: true]))
        #expect(trace.methodNames == [Selector.willEnterForeground, Selector.notificationDidReceive, Selector.didBecomeActive])
    }

    @Test("legacy path: without a delegate the app delegate's fetch-completion method gets the tap", arguments: [LaunchKind.cold, .warm])
    func legacyPath(_ launch: LaunchKind) {
        let trace = simulate(makeLoggedScenario(launch, push, flags: [
            .setsUNDelegateDuringLaunch: false, .implementsDidReceiveRemoteNotificationFetch: true,
        ]))
        #expect(trace.methodNames.contains(Selector.didReceiveRemote))
        #expect(!trace.methodNames.contains(Selector.notificationDidReceive))
        #expect(trace.state(of: Selector.didReceiveRemote) == .inactive)
        #expect(trace.index(of: Selector.didReceiveRemote)! < trace.index(of: Selector.didBecomeActive)!)
        #expect(trace.gatedRule(of: Selector.notificationDidReceive) == .notificationDelegateMissing)
    }

    @Test("with the delegate set, the legacy method is not used for a tap")
    func delegateWinsOverLegacy() {
        let trace = simulate(makeLoggedScenario(.cold, push, flags: [.implementsDidReceiveRemoteNotificationFetch: true]))
        #expect(!trace.methodNames.contains(Selector.didReceiveRemote))
    }

    @Test("no delegate and no legacy method: the tap reaches nothing")
    func nothingReceives() {
        let trace = simulate(makeLoggedScenario(.cold, push, flags: [.setsUNDelegateDuringLaunch: false]))
        #expect(trace.gatedRule(of: Selector.didReceiveRemote) == .notImplemented)
        #expect(trace.methodNames == [Selector.willFinish, Selector.didFinish, Selector.didBecomeActive])
    }

    @Test("a local notification never falls back to the remote-notification method")
    func localNotificationHasNoRemoteFallback() {
        let trace = simulate(makeLoggedScenario(.cold, [.localNotification: "reminder"], flags: [
            .setsUNDelegateDuringLaunch: false, .implementsDidReceiveRemoteNotificationFetch: true,
        ]))
        #expect(!trace.methodNames.contains(Selector.didReceiveRemote))
        #expect(trace.gatedRule(of: Selector.notificationDidReceive) == .notificationDelegateMissing)
    }
}
