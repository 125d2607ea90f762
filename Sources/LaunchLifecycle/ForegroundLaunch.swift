extension Simulation {
    /// The end of a cold foreground launch in an app without scenes: the window appears, the
    /// launch reason is handed over, and the app becomes active.
    mutating func finishForegroundLaunch() {
        let requested = flags.callsMakeKeyAndVisibleInWillFinish
            ? "makeKeyAndVisible() was called in application(_:willFinishLaunchingWithOptions:)"
            : "makeKeyAndVisible() was called during launch"
        recorder.note(
            .windowVisible,
            "The window becomes visible only now that application(_:didFinishLaunchingWithOptions:) has returned; \(requested), which never shows it earlier.")
        deliverForegroundReasons()
        becomeActive(after: "the launch is complete")
    }

    /// A warm open of an app without scenes (seed 004, the "打开" cases): the app is resumed,
    /// told it will enter the foreground while still in the background, handed the reason while
    /// inactive, then made active.
    mutating func reopenApp() {
        recorder.note(.event, resumeSentence())
        recorder.move(to: .background, "the system resumes the suspended app")
        recorder.call(.applicationWillEnterForeground, "The app is leaving the background for the foreground.")
        recorder.move(to: .inactive, "the app enters the foreground")
        deliverForegroundReasons()
        becomeActive(after: "the open is complete")
    }

    /// The launch-reason handlers run before applicationDidBecomeActive (lifecycle-spec §7.4:
    /// observed for URLs, user activities and the legacy push path; chosen by analogy for the
    /// notification-centre delegate and for quick actions).
    mutating func becomeActive(after cause: String) {
        recorder.move(to: .active, cause)
        recorder.call(.applicationDidBecomeActive, "The app is now active in the foreground and receives events.")
    }

    func resumeSentence() -> String {
        guard let reason = reasons.foreground.first else {
            return "The app is suspended in the background; the user taps its icon."
        }
        return "The app is suspended in the background; " + reason.trigger + "."
    }
}
