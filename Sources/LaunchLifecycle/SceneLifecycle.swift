/// Scene-based apps (lifecycle-spec §6.2).
///
/// Choices where sources disagree:
/// - A new scene is always followed by sceneWillEnterForeground before sceneDidBecomeActive
///   (A-SWEF, O-FRM), although O-BNR's text leaves the first one out (§7.6).
/// - configurationForConnecting is asked only for a new session; a restored session skips it (O-LUX, §7.7).
/// - The app-delegate open, continue and quick-action methods, and the app-delegate foreground
///   and background methods, are not called (Apple: A-QA, A-AWEF; O-OMW), despite O-JH (§7.8).
/// - On a cold launch the reason reaches the scene only through its connection options:
///   scene(_:openURLContexts:), scene(_:continue:) and windowScene(_:performActionFor:…) are
///   not called (O-JH).
/// - A notification tap is delivered to the notification centre delegate on a cold launch too,
///   after sceneWillEnterForeground and before sceneDidBecomeActive, the same place as in a warm
///   open (the spec marks both whether and when as uncertain).
extension Simulation {
    mutating func connectScene() {
        if flags.sessionRestored {
            recorder.note(.sceneConnection, "UIKit reconnects the scene session saved by an earlier run.")
            recorder.skip(
                .configurationForConnecting, rule: .sessionRestored,
                "The session is restored, so UIKit already knows its configuration.")
        } else {
            recorder.call(.configurationForConnecting, "UIKit is creating a new scene session and asks which scene configuration to use.")
        }
        recorder.note(.sceneConnection, "UIKit creates the scene and its scene delegate from the configuration.")
        recorder.call(.sceneWillConnect, "The scene is connecting; connectionOptions: \(connectionWording()).")
        recorder.note(
            .windowVisible,
            "The window the scene delegate made key and visible in scene(_:willConnectTo:options:) appears once that method returns.")
        recorder.call(.sceneWillEnterForeground, "The new scene is entering the foreground.")
        for reason in reasons.foreground {
            skipOnColdConnection(reason)
        }
        recorder.move(to: .active, "the scene becomes active")
        recorder.call(.sceneDidBecomeActive, "The scene is active and receives events.")
    }

    mutating func reopenScene() {
        recorder.note(.event, resumeSentence())
        recorder.move(to: .background, "the system resumes the suspended app")
        recorder.call(.sceneWillEnterForeground, "The scene is leaving the background for the foreground.")
        recorder.move(to: .inactive, "the scene enters the foreground")
        for reason in reasons.foreground {
            deliverToScene(reason)
        }
        recorder.move(to: .active, "the scene becomes active")
        recorder.call(.sceneDidBecomeActive, "The scene is active again and receives events.")
    }

    private mutating func skipOnColdConnection(_ reason: LaunchReasons.ForegroundReason) {
        let inOptions = "On a cold launch the scene gets this from its connection options in scene(_:willConnectTo:options:)."
        switch reason {
        case .url:
            recorder.skip(.sceneOpenURLContexts, rule: .connectionOptions, inOptions)
        case .userActivity:
            recorder.skip(.sceneWillContinueUserActivity, rule: .connectionOptions, inOptions)
            recorder.skip(.sceneContinueUserActivity, rule: .connectionOptions, inOptions)
        case .quickAction:
            recorder.skip(.windowScenePerformAction, rule: .connectionOptions, inOptions)
        case .notificationTap:
            deliverNotificationTap()
        }
        skipAppDelegateCounterparts(of: reason)
    }

    private mutating func deliverToScene(_ reason: LaunchReasons.ForegroundReason) {
        switch reason {
        case .url:
            callIfImplemented(.sceneOpenURLContexts, flags.implementsSceneOpenURLContexts, "The scene receives the URL to open.")
        case .userActivity:
            callIfImplemented(
                .sceneWillContinueUserActivity, flags.implementsSceneWillContinue,
                "The scene learns the type of the activity about to be continued.")
            callIfImplemented(.sceneContinueUserActivity, flags.implementsSceneContinue, "The scene receives the user activity to continue.")
        case .quickAction:
            callIfImplemented(
                .windowScenePerformAction, flags.implementsWindowScenePerformAction,
                "The window scene receives the Home-screen quick action the user chose.")
        case .notificationTap:
            deliverNotificationTap()
        }
        skipAppDelegateCounterparts(of: reason)
    }

    private mutating func callIfImplemented(_ method: LifecycleMethod, _ implemented: Bool, _ why: String) {
        if implemented {
            recorder.call(method, why)
        } else {
            recorder.skip(method, rule: .notImplemented, "The scene delegate does not implement it.")
        }
    }

    private mutating func skipAppDelegateCounterparts(of reason: LaunchReasons.ForegroundReason) {
        let why = "Scene-based apps receive this through the scene; the app-delegate method is not called (R13)."
        switch reason {
        case .url: recorder.skip(.openURL, rule: .r13, why)
        case .userActivity:
            recorder.skip(.willContinueUserActivity, rule: .r13, why)
            recorder.skip(.continueUserActivity, rule: .r13, why)
        case .quickAction: recorder.skip(.performQuickAction, rule: .r13, why)
        case .notificationTap: break
        }
    }

    private func connectionWording() -> String {
        var keys = scenario.connectionOptions.keys.map(\.rawValue)
        // Reasons given as launch-option keys reach a scene as the matching connection options.
        let fromLaunchOptions: [(LaunchReasons.ForegroundReason, String)] = [
            (.url, "urlContexts"), (.userActivity, "userActivities"),
            (.notificationTap, "notificationResponse"), (.quickAction, "shortcutItem"),
        ]
        for (reason, key) in fromLaunchOptions where reasons.contains(reason) && !keys.contains(key) {
            keys.append(key)
        }
        return keys.isEmpty ? "empty" : keys.sorted().joined(separator: ", ")
    }
}
