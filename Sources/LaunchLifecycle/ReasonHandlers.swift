extension Simulation {
    /// Hands each launch or open reason to its app-delegate handler (apps without scenes).
    /// On a cold launch the URL, user-activity and quick-action handlers are subject to the
    /// launch methods' return values (see ``LaunchGate``); a push never is (R6).
    mutating func deliverForegroundReasons() {
        for reason in reasons.foreground {
            switch reason {
            case .url:
                deliverGated(
                    .openURL, rule: .r1, implemented: flags.implementsOpenURL,
                    "The app was opened with a URL, which UIKit hands over once the app is in the foreground.")
            case .userActivity:
                deliverGated(
                    .willContinueUserActivity, rule: .r5, implemented: flags.implementsWillContinue,
                    "UIKit announces the type of the activity to continue before its data arrives.")
                deliverGated(
                    .continueUserActivity, rule: .r4, implemented: flags.implementsContinue,
                    "UIKit hands over the user activity (a universal link or Handoff) to continue.")
            case .notificationTap:
                deliverNotificationTap()
            case .quickAction:
                deliverGated(
                    .performQuickAction, rule: .r7, implemented: flags.implementsPerformAction,
                    "UIKit hands over the Home-screen quick action the user chose.")
            }
        }
    }

    /// Calls a handler unless a launch method's false return (checked first, since UIKit does
    /// not even look for the method then) or a missing implementation stops it.
    private mutating func deliverGated(_ method: LifecycleMethod, rule: GateRule, implemented: Bool, _ why: String) {
        if gate.blocks {
            recorder.skip(
                method, rule: rule, blockedBy: gate.falseReturners,
                "\(gate.falseReturnWording), and either launch method returning false stops this call (\(rule.rawValue)); the launch itself goes on (R9).")
        } else if !implemented {
            recorder.skip(method, rule: .notImplemented, "The app delegate does not implement it.")
        } else if gate.applies {
            recorder.call(method, gateRule: rule, why + " " + allowanceWording(rule))
        } else {
            recorder.call(method, why)
        }
    }

    private func allowanceWording(_ rule: GateRule) -> String {
        let implemented = [flags.implementsWillFinish, flags.implementsDidFinish].filter { $0 }.count
        switch implemented {
        case 0: return "Neither launch method is implemented, so nothing gates it (R2)."
        case 1: return "The one implemented launch method returned true, and only its value counts (\(rule.rawValue), R2)."
        default: return "Both launch methods returned true (\(rule.rawValue))."
        }
    }
}
