/// The return-value rules of lifecycle-spec §5 for one launch: which launch-reason handlers the
/// values returned by `application(_:willFinishLaunchingWithOptions:)` and
/// `application(_:didFinishLaunchingWithOptions:)` allow.
///
/// Choices where sources disagree:
/// - **Either, not both (§7.1, R1/R3).** One false return blocks `application(_:open:options:)`,
///   as the willFinish and didFinish pages and the quick-action header say; the open-URL page's
///   "both" wording is not followed. The same "either" applies to the user-activity calls (R4, and
///   R5 by O-REC's observation) and to the quick action (R7, R8: didFinish's page omits it, but
///   the header and the quick-action page count either method).
/// - **Only implemented methods count (R2).** A method the delegate does not implement has no
///   value; when neither is implemented nothing is gated. `applicationDidFinishLaunching(_:)`
///   returns nothing and never counts.
/// - **Remote notifications (R6).** When the launch options hold `remoteNotification`, the values
///   are ignored and nothing is gated.
/// - **Scenes (R13).** Scene-based apps receive launch reasons through their scene, so the values
///   gate nothing there.
/// - **No abort (R9).** A false return never stops the launch; the app still becomes active or
///   goes to the background.
struct LaunchGate {
    /// Launch methods that ran and returned false, in call order.
    let falseReturners: [LifecycleMethod]
    /// R6: the launch options hold a remote notification.
    let ignoredForRemoteNotification: Bool
    /// Whether the values can gate anything in this launch at all.
    let applies: Bool

    init(_ scenario: Scenario) {
        let flags = scenario.delegate
        var returners: [LifecycleMethod] = []
        if flags.implementsWillFinish && !flags.willFinishReturns { returners.append(.willFinishLaunching) }
        if flags.implementsDidFinish && !flags.didFinishReturns { returners.append(.didFinishLaunching) }
        falseReturners = scenario.launch == .cold ? returners : []
        ignoredForRemoteNotification = scenario.options.contains(.remoteNotification)
        applies = scenario.launch == .cold && !flags.usesScenes && !ignoredForRemoteNotification
    }

    /// True when a return value stops the gated handlers.
    var blocks: Bool { applies && !falseReturners.isEmpty }

    /// "application(_:didFinishLaunchingWithOptions:) returned false", or both methods joined by "and".
    var falseReturnWording: String {
        let names = falseReturners.map(\.selector)
        return names.joined(separator: " and ") + " returned false"
    }
}
