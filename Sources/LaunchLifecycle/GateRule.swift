/// Why a delegate method that a launch or open would call was not called (or, on a
/// ``TraceCall``, which return-value rule it had to pass).
///
/// The `R` numbers are the return-value rules of lifecycle-spec §5; the others name the
/// remaining reasons the model knows.
public enum GateRule: String, Codable, Sendable, CaseIterable {
    /// A launch method returned false, so `application(_:open:options:)` is skipped.
    case r1 = "R1"
    /// A launch method returned false, so `application(_:continue:restorationHandler:)` is skipped.
    case r4 = "R4"
    /// A launch method returned false, so `application(_:willContinueUserActivityWithType:)` is skipped.
    case r5 = "R5"
    /// A launch method returned false, so `application(_:performActionFor:completionHandler:)` is skipped.
    case r7 = "R7"
    /// Scene-based apps get launch reasons through their scene, never through these app-delegate methods.
    case r13 = "R13"
    /// The delegate does not implement the method.
    case notImplemented = "not-implemented"
    /// No `UNUserNotificationCenter` delegate is set, so the tap cannot be delivered there.
    case notificationDelegateMissing = "un-delegate-missing"
    /// The notification centre delegate was set after launch finished: the tap that launched the app is lost.
    case notificationDelegateTooLate = "un-delegate-late"
    /// On a cold launch a scene receives the reason in its connection options instead of this call.
    case connectionOptions = "connection-options"
    /// A saved scene session was restored, so no configuration is asked for.
    case sessionRestored = "session-restored"
    /// The delegate answered no to the question before it (shouldRestore… or shouldSave… returned false).
    case declined = "declined"
    /// `applicationDidFinishLaunching(_:)` is not called when the WithOptions variant exists.
    case superseded = "superseded"

    /// True for the rules that depend on what the launch methods returned. Documentation marks
    /// exactly these calls as conditional.
    public var isReturnValueRule: Bool {
        switch self {
        case .r1, .r4, .r5, .r7: true
        default: false
        }
    }
}
