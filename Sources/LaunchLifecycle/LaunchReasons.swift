/// Why the app is launched or opened, read from a scenario's launch options, connection
/// options and event. Both option dictionaries count, so a warm open of a scene-based app can
/// be written either way.
///
/// - A document open is a URL open (a file URL under `url`, perhaps with `annotation`).
/// - `userActivityType` alone also means a user activity: the header puts it inside the
///   user-activity dictionary; Apple's key page places it under `shortcutItem`, which the spec
///   treats as a documentation error (§7.9).
/// - `sourceApplication`, `annotation`, `cloudKitShareMetadata` and `eventAttribution` only
///   accompany a launch; on their own they are an ordinary foreground launch. Whether
///   `sourceApplication` is present for another team's app (§7.10) changes no call.
struct LaunchReasons: Equatable {
    /// Foreground reasons, each with its own handler.
    enum ForegroundReason: Equatable, CaseIterable {
        case url
        case userActivity
        case notificationTap
        case quickAction
    }

    /// Why the system runs the app in the background instead of showing it.
    enum BackgroundCause: Equatable {
        case location
        case bluetooth
        case newsstand
        case fetch
        case silentPush
    }

    /// In the order their handlers run; the order only matters for odd scenarios that combine them.
    let foreground: [ForegroundReason]
    let background: BackgroundCause?

    init(_ scenario: Scenario) {
        let options = scenario.options
        let connection = scenario.connectionOptions
        var reasons: [ForegroundReason] = []
        if options.contains(.url) || connection.contains(.urlContexts) {
            reasons.append(.url)
        }
        if options.contains(.userActivityDictionary) || options.contains(.userActivityType)
            || connection.contains(.userActivities)
        {
            reasons.append(.userActivity)
        }
        // A remote-notification payload with a silentPush event is the push that woke the app,
        // not a tap on an alert.
        let tappedPush = options.contains(.remoteNotification) && scenario.event != .silentPush
        if tappedPush || options.contains(.localNotification) || connection.contains(.notificationResponse) {
            reasons.append(.notificationTap)
        }
        if options.contains(.shortcutItem) || connection.contains(.shortcutItem) {
            reasons.append(.quickAction)
        }
        foreground = reasons
        background = Self.backgroundCause(options: options, event: scenario.event)
    }

    private static func backgroundCause(options: LaunchOptions, event: LifecycleEvent?) -> BackgroundCause? {
        switch event {
        case .backgroundFetch: return .fetch
        case .silentPush: return .silentPush
        case .locationUpdate: return .location
        default: break
        }
        if options.contains(.location) { return .location }
        if options.contains(.bluetoothCentrals) || options.contains(.bluetoothPeripherals) { return .bluetooth }
        if options.contains(.newsstandDownloads) { return .newsstand }
        return nil
    }

    func contains(_ reason: ForegroundReason) -> Bool { foreground.contains(reason) }

    var isBackground: Bool { background != nil }
}
