/// One delegate method the simulator can call, with its declaration as Apple's reference page
/// shows it; documentation pages are checked against `declaration`.
public struct DelegateMethodEntry: Sendable, Equatable, Codable {
    public let method: LifecycleMethod
    public let selector: String
    public let protocolName: DelegateProtocol
    public let receiver: CallReceiver
    public let declaration: String
}

/// Every delegate method the lifecycle core knows, with lookup by selector.
public enum DelegateMethodCatalogue {
    public static let entries: [DelegateMethodEntry] = LifecycleMethod.allCases.map { method in
        DelegateMethodEntry(
            method: method, selector: method.selector, protocolName: method.protocolName,
            receiver: method.receiver, declaration: declaration(of: method))
    }

    /// The entry for a selector, accepting the forms ``normalizedSelector(_:)`` accepts.
    public static func entry(for selector: String) -> DelegateMethodEntry? {
        guard let normalized = normalizedSelector(selector) else { return nil }
        return entries.first { $0.selector == normalized }
    }

    /// The catalogue's spelling of a selector written loosely in prose, or nil if it names no
    /// known method (or names several, like a bare `application`).
    ///
    /// Accepted: the exact selector; the short form without parameters when only one method has
    /// that base name (`applicationDidBecomeActive` → `applicationDidBecomeActive(_:)`); stray
    /// spaces and backticks; a trailing colon after the closing parenthesis (seen in seed 004);
    /// a protocol prefix (`UIApplicationDelegate.applicationDidBecomeActive(_:)`).
    public static func normalizedSelector(_ text: String) -> String? {
        var compact = String(text.filter { !$0.isWhitespace && $0 != "`" })
        while compact.hasSuffix("):") { compact.removeLast() }
        if let dot = compact.firstIndex(of: "."), compact[..<dot].allSatisfy({ $0.isLetter }),
            DelegateProtocol(rawValue: String(compact[..<dot])) != nil
        {
            compact = String(compact[compact.index(after: dot)...])
        }
        if let exact = LifecycleMethod(rawValue: compact) { return exact.selector }
        guard !compact.isEmpty, !compact.contains("(") else { return nil }
        let sameBase = LifecycleMethod.allCases.filter { $0.selector.prefix { $0 != "(" } == compact }
        return sameBase.count == 1 ? sameBase[0].selector : nil
    }

    public static func declaration(of method: LifecycleMethod) -> String {
        let app = "_ application: UIApplication"
        switch method {
        case .willFinishLaunching:
            return "optional func application(\(app), willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey : Any]? = nil) -> Bool"
        case .didFinishLaunching:
            return "optional func application(\(app), didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey : Any]? = nil) -> Bool"
        case .legacyDidFinishLaunching, .applicationDidBecomeActive, .applicationWillResignActive,
            .applicationDidEnterBackground, .applicationWillEnterForeground, .applicationWillTerminate:
            return "optional func \(method.selector.prefix { $0 != "(" })(\(app))"
        case .openURL:
            return "optional func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey : Any] = [:]) -> Bool"
        case .willContinueUserActivity:
            return "optional func application(\(app), willContinueUserActivityWithType userActivityType: String) -> Bool"
        case .continueUserActivity:
            return "optional func application(\(app), continue userActivity: NSUserActivity, restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void) -> Bool"
        case .performQuickAction:
            return "optional func application(\(app), performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void)"
        case .didReceiveRemoteNotification:
            return "optional func application(\(app), didReceiveRemoteNotification userInfo: [AnyHashable : Any], fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void)"
        case .performFetch:
            return "optional func application(\(app), performFetchWithCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void)"
        case .shouldRestoreSecureState:
            return "optional func application(\(app), shouldRestoreSecureApplicationState coder: NSCoder) -> Bool"
        case .shouldSaveSecureState:
            return "optional func application(\(app), shouldSaveSecureApplicationState coder: NSCoder) -> Bool"
        case .shouldRestoreState:
            return "optional func application(\(app), shouldRestoreApplicationState coder: NSCoder) -> Bool"
        case .shouldSaveState:
            return "optional func application(\(app), shouldSaveApplicationState coder: NSCoder) -> Bool"
        case .didDecodeRestorableState:
            return "optional func application(\(app), didDecodeRestorableStateWith coder: NSCoder)"
        case .willEncodeRestorableState:
            return "optional func application(\(app), willEncodeRestorableStateWith coder: NSCoder)"
        case .configurationForConnecting:
            return "optional func application(\(app), configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration"
        case .sceneWillConnect:
            return "optional func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)"
        case .sceneWillEnterForeground, .sceneDidBecomeActive, .sceneWillResignActive, .sceneDidEnterBackground:
            return "optional func \(method.selector.prefix { $0 != "(" })(_ scene: UIScene)"
        case .sceneOpenURLContexts:
            return "optional func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)"
        case .sceneWillContinueUserActivity:
            return "optional func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String)"
        case .sceneContinueUserActivity:
            return "optional func scene(_ scene: UIScene, continue userActivity: NSUserActivity)"
        case .windowScenePerformAction:
            return "optional func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void)"
        case .notificationDidReceive:
            return "optional func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse, withCompletionHandler completionHandler: @escaping () -> Void)"
        case .locationDidUpdate:
            return "optional func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation])"
        }
    }
}
