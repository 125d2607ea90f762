extension Simulation {
    /// A tap on a notification, for apps with or without scenes.
    ///
    /// UIKit delivers it to the `UNUserNotificationCenter` delegate, which must be set before
    /// launch finishes (A-UNC). When it is set only afterwards, the tap that launched the app is
    /// lost (O-DC); a warm open finds the delegate in place. Without a delegate at delivery
    /// time, a remote notification falls back to the legacy app-delegate method (O-RB, O-JM)
    /// when the app implements it. The launch methods' values never gate any of this (R6).
    mutating func deliverNotificationTap() {
        let delegateReady = flags.setsUNDelegateDuringLaunch || (!isCold && flags.setsUNDelegateAfterLaunch)
        if delegateReady {
            var why = isCold
                ? "The app set the notification centre delegate during launch, so the tap that launched it is delivered."
                : "The notification centre delegate receives the user's response to the notification."
            if isCold && !gate.falseReturners.isEmpty && !flags.usesScenes {
                why += " The launch methods' return values are ignored for a notification launch (R6)."
            }
            recorder.call(.notificationDidReceive, why)
            return
        }
        if isCold && flags.setsUNDelegateAfterLaunch {
            recorder.skip(
                .notificationDidReceive, rule: .notificationDelegateTooLate,
                "The app sets the notification centre delegate only after launch has finished, so the tap that launched it is lost.")
        } else {
            recorder.skip(
                .notificationDidReceive, rule: .notificationDelegateMissing,
                "The app never sets a notification centre delegate.")
        }
        guard !isLocalNotificationOnly else { return }
        if flags.implementsDidReceiveRemoteNotificationFetch {
            recorder.call(
                .didReceiveRemoteNotification,
                "With no notification centre delegate in place, UIKit falls back to the legacy app-delegate method.")
        } else {
            recorder.skip(
                .didReceiveRemoteNotification, rule: .notImplemented,
                "The legacy fallback is not implemented either, so nothing receives the tap.")
        }
    }

    /// The legacy remote-notification method is no fallback for a local notification.
    private var isLocalNotificationOnly: Bool {
        scenario.options.contains(.localNotification) && !scenario.options.contains(.remoteNotification)
            && !scenario.connectionOptions.contains(.notificationResponse)
    }
}
