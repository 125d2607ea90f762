/// Launches and wake-ups for work in the background (lifecycle-spec §6.1, A-BG).
///
/// Choices where sources disagree:
/// - The app is in `background`, never `inactive`, during willFinish and didFinish (§7.2).
/// - applicationDidEnterBackground is called after the launch sequence and before the event
///   (A-BG), although O-RB's background-fetch log on iOS 11 does not show it (§7.3). The same
///   call precedes the event when a suspended app is woken.
/// - Scene-based apps connect no scene for a background launch and, as always for them, get
///   no app-delegate background call.
/// - The app never becomes active; once the event is handled the system suspends it.
extension Simulation {
    mutating func finishBackgroundLaunch(_ cause: LaunchReasons.BackgroundCause) {
        recorder.note(.windowVisible, "The window stays hidden: the app was launched into the background.")
        announceBackground()
        deliverBackgroundEvent(cause)
        recorder.move(to: .suspended, "the background work is done, so the system suspends the app")
    }

    mutating func wakeInBackground(_ cause: LaunchReasons.BackgroundCause) {
        recorder.note(.event, "The app is suspended; the system wakes it in the background " + cause.purpose + ".")
        recorder.move(to: .background, "the system wakes the app for background work")
        announceBackground()
        deliverBackgroundEvent(cause)
        recorder.move(to: .suspended, "the background work is done, so the system suspends the app again")
    }

    private mutating func announceBackground() {
        if flags.usesScenes {
            recorder.note(.sceneConnection, "No scene connects for background work, and scene-based apps get no app-delegate background call.")
        } else {
            recorder.call(.applicationDidEnterBackground, "UIKit tells the delegate the app runs in the background before it delivers the event (A-BG).")
        }
    }

    /// Hands the event to its receiver; also used for an app that is already active, where the
    /// same receivers get it in the foreground.
    mutating func deliverBackgroundEvent(_ cause: LaunchReasons.BackgroundCause) {
        switch cause {
        case .location:
            recorder.call(
                .locationDidUpdate,
                "Core Location delivers the location to the delegate of the location manager the app created during launch; the launch option only says that location data is waiting.")
        case .fetch:
            if flags.implementsPerformFetch {
                recorder.call(.performFetch, "The system gives the app a short time to fetch new content.")
            } else {
                recorder.skip(.performFetch, rule: .notImplemented, "The app delegate does not implement it, so the fetch does nothing.")
            }
        case .silentPush:
            if flags.implementsDidReceiveRemoteNotificationFetch {
                recorder.call(.didReceiveRemoteNotification, "The silent push payload is delivered to the app delegate.")
            } else {
                recorder.skip(
                    .didReceiveRemoteNotification, rule: .notImplemented,
                    "The app delegate does not implement it, so the silent push is not delivered.")
            }
        case .bluetooth:
            recorder.note(
                .event,
                "Core Bluetooth restores the managers named in the launch options and reports to their delegates, which this model does not follow.")
        case .newsstand:
            recorder.note(
                .event,
                "Newsstand Kit reports the finished downloads named in the launch options to its own delegate, which this model does not follow.")
        }
    }
}
