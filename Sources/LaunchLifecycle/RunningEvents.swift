/// What happens to the app after its launch or open: the scenario's event.
///
/// Choices:
/// - Leaving the foreground goes active → inactive → background; UIKit never jumps from
///   active to background.
/// - An interruption resigns and reactivates the app; applicationDidBecomeActive is then called
///   a second time, the one documented exception to "once per launch" (§7.13).
/// - Termination of a running app first takes it out of the foreground, then calls
///   applicationWillTerminate; a suspended app is purged without any call (A-APG).
extension Simulation {
    mutating func handle(_ event: LifecycleEvent) {
        switch event {
        case .userExit:
            guard requireForeground(for: "leaving the app") else { return }
            recorder.note(.event, "The user leaves the app for the Home screen or another app.")
            leaveForeground()
            recorder.move(to: .suspended, "the app has no background work, so the system suspends it")
        case .interruption:
            guard requireForeground(for: "an interruption") else { return }
            recorder.note(.event, "A system alert or an incoming call covers the app.")
            resignActive()
            recorder.note(.event, "The interruption is dismissed.")
            recorder.move(to: .active, "the interruption ends")
            let method: LifecycleMethod = flags.usesScenes ? .sceneDidBecomeActive : .applicationDidBecomeActive
            recorder.call(method, "The interruption is over, so the app is active again (a second activation in this run).")
        case .terminate:
            terminate()
        case .backgroundFetch, .locationUpdate, .silentPush:
            // A cold or warm launch has already delivered these as its background work.
            if scenario.initialState == .active { deliverWhileActive(event) }
        }
    }

    private mutating func requireForeground(for what: String) -> Bool {
        guard recorder.state == .active else {
            recorder.note(.event, "The app is \(recorder.state.readableName), not in the foreground, so \(what) changes nothing.")
            return false
        }
        return true
    }

    private mutating func resignActive() {
        let method: LifecycleMethod = flags.usesScenes ? .sceneWillResignActive : .applicationWillResignActive
        recorder.call(method, "The app is about to stop receiving events; it is still active inside this call.")
        recorder.move(to: .inactive, "the app resigns active")
    }

    private mutating func leaveForeground() {
        resignActive()
        recorder.move(to: .background, "the app leaves the foreground")
        if flags.usesScenes {
            recorder.call(.sceneDidEnterBackground, "The scene is now in the background.")
        } else {
            recorder.call(.applicationDidEnterBackground, "The app is now in the background and has a few seconds to finish its work.")
            saveStateAfterEnteringBackground()
        }
    }

    private mutating func terminate() {
        switch recorder.state {
        case .active:
            recorder.note(.event, "The user closes the app from the app switcher.")
            leaveForeground()
            terminateRunningApp()
        case .inactive:
            recorder.move(to: .background, "the app leaves the foreground")
            terminateRunningApp()
        case .background:
            terminateRunningApp()
        case .suspended:
            recorder.move(to: .notRunning, "the system purges the suspended app without notice; applicationWillTerminate(_:) is not called")
        case .notRunning:
            recorder.note(.event, "The app is not running, so there is nothing to terminate.")
        }
    }

    private mutating func terminateRunningApp() {
        recorder.call(.applicationWillTerminate, "The system is about to end the app while it still runs.")
        recorder.move(to: .notRunning, "the system terminates the app")
    }

    private mutating func deliverWhileActive(_ event: LifecycleEvent) {
        switch event {
        case .locationUpdate: deliverBackgroundEvent(.location)
        case .silentPush: deliverBackgroundEvent(.silentPush)
        default:
            recorder.note(.event, "Background fetch is scheduled only while the app is in the background, so nothing is called.")
        }
    }
}
