/// Every delegate method the simulator can call, by its Swift selector.
public enum LifecycleMethod: String, Codable, Sendable, CaseIterable {
    // UIApplicationDelegate: launch
    case willFinishLaunching = "application(_:willFinishLaunchingWithOptions:)"
    case didFinishLaunching = "application(_:didFinishLaunchingWithOptions:)"
    case legacyDidFinishLaunching = "applicationDidFinishLaunching(_:)"
    // UIApplicationDelegate: state transitions
    case applicationDidBecomeActive = "applicationDidBecomeActive(_:)"
    case applicationWillResignActive = "applicationWillResignActive(_:)"
    case applicationDidEnterBackground = "applicationDidEnterBackground(_:)"
    case applicationWillEnterForeground = "applicationWillEnterForeground(_:)"
    case applicationWillTerminate = "applicationWillTerminate(_:)"
    // UIApplicationDelegate: launch reasons
    case openURL = "application(_:open:options:)"
    case willContinueUserActivity = "application(_:willContinueUserActivityWithType:)"
    case continueUserActivity = "application(_:continue:restorationHandler:)"
    case performQuickAction = "application(_:performActionFor:completionHandler:)"
    case didReceiveRemoteNotification = "application(_:didReceiveRemoteNotification:fetchCompletionHandler:)"
    case performFetch = "application(_:performFetchWithCompletionHandler:)"
    // UIApplicationDelegate: state restoration
    case shouldRestoreSecureState = "application(_:shouldRestoreSecureApplicationState:)"
    case shouldSaveSecureState = "application(_:shouldSaveSecureApplicationState:)"
    case shouldRestoreState = "application(_:shouldRestoreApplicationState:)"
    case shouldSaveState = "application(_:shouldSaveApplicationState:)"
    case didDecodeRestorableState = "application(_:didDecodeRestorableStateWith:)"
    case willEncodeRestorableState = "application(_:willEncodeRestorableStateWith:)"
    // UIApplicationDelegate: scenes
    case configurationForConnecting = "application(_:configurationForConnecting:options:)"
    // UISceneDelegate and UIWindowSceneDelegate
    case sceneWillConnect = "scene(_:willConnectTo:options:)"
    case sceneWillEnterForeground = "sceneWillEnterForeground(_:)"
    case sceneDidBecomeActive = "sceneDidBecomeActive(_:)"
    case sceneWillResignActive = "sceneWillResignActive(_:)"
    case sceneDidEnterBackground = "sceneDidEnterBackground(_:)"
    case sceneOpenURLContexts = "scene(_:openURLContexts:)"
    case sceneWillContinueUserActivity = "scene(_:willContinueUserActivityWithType:)"
    case sceneContinueUserActivity = "scene(_:continue:)"
    case windowScenePerformAction = "windowScene(_:performActionFor:completionHandler:)"
    // Other delegates
    case notificationDidReceive = "userNotificationCenter(_:didReceive:withCompletionHandler:)"
    case locationDidUpdate = "locationManager(_:didUpdateLocations:)"

    public var selector: String { rawValue }

    public var protocolName: DelegateProtocol {
        switch self {
        case .sceneWillConnect, .sceneWillEnterForeground, .sceneDidBecomeActive, .sceneWillResignActive,
            .sceneDidEnterBackground, .sceneOpenURLContexts, .sceneWillContinueUserActivity,
            .sceneContinueUserActivity:
            .uiSceneDelegate
        case .windowScenePerformAction: .uiWindowSceneDelegate
        case .notificationDidReceive: .unUserNotificationCenterDelegate
        case .locationDidUpdate: .clLocationManagerDelegate
        default: .uiApplicationDelegate
        }
    }

    public var receiver: CallReceiver { protocolName.receiver }
}

/// The protocols whose methods the simulator calls.
public enum DelegateProtocol: String, Codable, Sendable, CaseIterable {
    case uiApplicationDelegate = "UIApplicationDelegate"
    case uiSceneDelegate = "UISceneDelegate"
    case uiWindowSceneDelegate = "UIWindowSceneDelegate"
    case unUserNotificationCenterDelegate = "UNUserNotificationCenterDelegate"
    case clLocationManagerDelegate = "CLLocationManagerDelegate"

    /// The object that receives the protocol's calls. A window scene's delegate is the same object
    /// as its scene delegate.
    public var receiver: CallReceiver {
        switch self {
        case .uiApplicationDelegate: .appDelegate
        case .uiSceneDelegate, .uiWindowSceneDelegate: .sceneDelegate
        case .unUserNotificationCenterDelegate: .notificationCenterDelegate
        case .clLocationManagerDelegate: .locationManagerDelegate
        }
    }
}

/// The object a traced call is sent to.
public enum CallReceiver: String, Codable, Sendable, CaseIterable {
    case appDelegate
    case sceneDelegate
    case notificationCenterDelegate
    case locationManagerDelegate
}
