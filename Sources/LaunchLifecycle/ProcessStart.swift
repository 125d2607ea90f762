extension Simulation {
    /// Steps 1–7 of the launch sequence (lifecycle-spec §4, seed 003): from the process starting
    /// to `application(_:didFinishLaunchingWithOptions:)` returning.
    ///
    /// A background launch enters `background` directly, so willFinish and didFinish see
    /// `background` there (§7.2: A-APG and O-RB, although A-WILL says "inactive" without
    /// exception). Scene-based apps receive nil launch options (A-WILL, A-DID).
    mutating func startProcess() {
        recorder.note(.processLaunch, launchSentence())
        recorder.note(.main, "main() calls UIApplicationMain(_:_:_:_:).")
        recorder.note(.createApplication, "UIApplicationMain(_:_:_:_:) creates the UIApplication object and the app delegate.")
        if !flags.usesScenes {
            recorder.note(.loadMainInterface, "UIKit loads the app's default interface from the main storyboard or nib file.")
        }
        if reasons.isBackground {
            recorder.move(to: .background, "a launch for a background event skips the inactive state")
        } else {
            recorder.move(to: .inactive, "the app launches towards the foreground")
        }
        let options = optionsWording()
        if flags.implementsWillFinish {
            recorder.call(
                .willFinishLaunching, returning: flags.willFinishReturns,
                "The launch process has begun and state restoration has not happened yet; launchOptions: \(options).")
        } else {
            recorder.skip(.willFinishLaunching, rule: .notImplemented, "The app delegate does not implement it, so its value does not count (R2).")
        }
        restoreStateAtLaunch()
        finishLaunchingCall(options: options)
    }

    private mutating func finishLaunchingCall(options: String) {
        if flags.implementsDidFinish {
            recorder.call(
                .didFinishLaunching, returning: flags.didFinishReturns,
                "The launch is almost done: restoration is over and the interface is not shown yet; launchOptions: \(options).")
            if flags.implementsLegacyDidFinishLaunching {
                recorder.skip(
                    .legacyDidFinishLaunching, rule: .superseded,
                    "UIKit calls application(_:didFinishLaunchingWithOptions:) instead when the delegate implements both (O-RB).")
            }
        } else if flags.implementsLegacyDidFinishLaunching {
            recorder.call(
                .legacyDidFinishLaunching,
                "The delegate implements only the old method, so UIKit calls it in place of didFinish; it returns nothing and gates nothing.")
        } else {
            recorder.skip(.didFinishLaunching, rule: .notImplemented, "The app delegate does not implement it, so its value does not count (R2).")
        }
    }

    private func optionsWording() -> String {
        if flags.usesScenes { return "nil (scene-based apps get their launch reason through the scene)" }
        if scenario.options.isEmpty { return "nil" }
        return "[" + scenario.options.keys.map(\.rawValue).joined(separator: ", ") + "]"
    }

    private func launchSentence() -> String {
        if let cause = reasons.background {
            return "The system launches the app into the background " + cause.purpose + "."
        }
        guard let reason = reasons.foreground.first else {
            return "The user taps the app icon while the app is not running."
        }
        return "The app is not running; " + reason.trigger + ", so the system launches it."
    }
}

extension LaunchReasons.ForegroundReason {
    /// What the user did, as a clause.
    var trigger: String {
        switch self {
        case .url: "the user opens a URL (a custom scheme or a document) that the app handles"
        case .userActivity: "the user follows a universal link or continues an activity from another device"
        case .notificationTap: "the user taps one of its notifications"
        case .quickAction: "the user picks one of its Home-screen quick actions"
        }
    }
}

extension LaunchReasons.BackgroundCause {
    /// Why the system runs the app, as an infinitive clause.
    var purpose: String {
        switch self {
        case .location: "to deliver a location event"
        case .bluetooth: "to handle Core Bluetooth events for its restored managers"
        case .newsstand: "because a Newsstand download finished"
        case .fetch: "to fetch new content"
        case .silentPush: "to handle a silent push notification"
        }
    }
}
