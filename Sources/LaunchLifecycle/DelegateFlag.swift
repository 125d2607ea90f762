/// The name of one ``DelegateFlags`` property, as written in scenario files and in `set`
/// lines of lifecycle blocks.
///
/// Defaults describe a typical app that follows Apple's guidance: both launch methods are
/// implemented and return true, the handlers for every launch reason exist, the notification
/// centre delegate is set during launch, there is no restoration archive, and the app does not
/// use scenes. ``defaultValue`` is the single place those defaults live.
public enum DelegateFlag: String, Codable, Sendable, CaseIterable {
    case implementsWillFinish
    case willFinishReturns
    case implementsDidFinish
    case didFinishReturns
    case implementsLegacyDidFinishLaunching
    case implementsOpenURL
    case implementsWillContinue
    case implementsContinue
    case implementsPerformAction
    case setsUNDelegateDuringLaunch
    case setsUNDelegateAfterLaunch
    case implementsDidReceiveRemoteNotificationFetch
    case implementsPerformFetch
    case hasRestorationArchive
    case shouldRestoreReturns
    case shouldSaveReturns
    case usesLegacyRestorationMethods
    case callsMakeKeyAndVisibleInWillFinish
    case usesScenes
    case sessionRestored
    case implementsSceneOpenURLContexts
    case implementsSceneWillContinue
    case implementsSceneContinue
    case implementsWindowScenePerformAction

    public var defaultValue: Bool {
        switch self {
        case .implementsWillFinish, .willFinishReturns, .implementsDidFinish, .didFinishReturns,
            .implementsOpenURL, .implementsWillContinue, .implementsContinue, .implementsPerformAction,
            .setsUNDelegateDuringLaunch, .implementsPerformFetch, .shouldRestoreReturns, .shouldSaveReturns,
            .implementsSceneOpenURLContexts, .implementsSceneWillContinue, .implementsSceneContinue,
            .implementsWindowScenePerformAction:
            true
        case .implementsLegacyDidFinishLaunching, .setsUNDelegateAfterLaunch,
            .implementsDidReceiveRemoteNotificationFetch, .hasRestorationArchive,
            .usesLegacyRestorationMethods, .callsMakeKeyAndVisibleInWillFinish, .usesScenes, .sessionRestored:
            false
        }
    }

    /// What the flag says about the app, for documentation and explanations.
    public var meaning: String {
        switch self {
        case .implementsWillFinish: "the app delegate implements application(_:willFinishLaunchingWithOptions:)"
        case .willFinishReturns: "application(_:willFinishLaunchingWithOptions:) returns true"
        case .implementsDidFinish: "the app delegate implements application(_:didFinishLaunchingWithOptions:)"
        case .didFinishReturns: "application(_:didFinishLaunchingWithOptions:) returns true"
        case .implementsLegacyDidFinishLaunching: "the app delegate implements the old applicationDidFinishLaunching(_:)"
        case .implementsOpenURL: "the app delegate implements application(_:open:options:)"
        case .implementsWillContinue: "the app delegate implements application(_:willContinueUserActivityWithType:)"
        case .implementsContinue: "the app delegate implements application(_:continue:restorationHandler:)"
        case .implementsPerformAction: "the app delegate implements application(_:performActionFor:completionHandler:)"
        case .setsUNDelegateDuringLaunch: "the app sets UNUserNotificationCenter.current().delegate in willFinish or didFinish"
        case .setsUNDelegateAfterLaunch: "the app sets the notification centre delegate only after launch has finished"
        case .implementsDidReceiveRemoteNotificationFetch:
            "the app delegate implements application(_:didReceiveRemoteNotification:fetchCompletionHandler:)"
        case .implementsPerformFetch: "the app delegate implements application(_:performFetchWithCompletionHandler:)"
        case .hasRestorationArchive: "a state restoration archive was saved by an earlier run"
        case .shouldRestoreReturns: "the delegate agrees to restore state"
        case .shouldSaveReturns: "the delegate agrees to save state"
        case .usesLegacyRestorationMethods: "the delegate implements the pre-iOS 13.2 (non-secure) restoration methods"
        case .callsMakeKeyAndVisibleInWillFinish: "the app calls makeKeyAndVisible() in willFinish rather than didFinish"
        case .usesScenes: "the app is scene-based (has a UIApplicationSceneManifest)"
        case .sessionRestored: "the scene connects to a saved scene session rather than a new one"
        case .implementsSceneOpenURLContexts: "the scene delegate implements scene(_:openURLContexts:)"
        case .implementsSceneWillContinue: "the scene delegate implements scene(_:willContinueUserActivityWithType:)"
        case .implementsSceneContinue: "the scene delegate implements scene(_:continue:)"
        case .implementsWindowScenePerformAction:
            "the scene delegate implements windowScene(_:performActionFor:completionHandler:)"
        }
    }

    /// Where the flag lives in ``DelegateFlags``; lets scenario decoding and `set` overrides share
    /// one mapping instead of two hand-written switches that could drift apart.
    var keyPath: WritableKeyPath<DelegateFlags, Bool> {
        switch self {
        case .implementsWillFinish: \.implementsWillFinish
        case .willFinishReturns: \.willFinishReturns
        case .implementsDidFinish: \.implementsDidFinish
        case .didFinishReturns: \.didFinishReturns
        case .implementsLegacyDidFinishLaunching: \.implementsLegacyDidFinishLaunching
        case .implementsOpenURL: \.implementsOpenURL
        case .implementsWillContinue: \.implementsWillContinue
        case .implementsContinue: \.implementsContinue
        case .implementsPerformAction: \.implementsPerformAction
        case .setsUNDelegateDuringLaunch: \.setsUNDelegateDuringLaunch
        case .setsUNDelegateAfterLaunch: \.setsUNDelegateAfterLaunch
        case .implementsDidReceiveRemoteNotificationFetch: \.implementsDidReceiveRemoteNotificationFetch
        case .implementsPerformFetch: \.implementsPerformFetch
        case .hasRestorationArchive: \.hasRestorationArchive
        case .shouldRestoreReturns: \.shouldRestoreReturns
        case .shouldSaveReturns: \.shouldSaveReturns
        case .usesLegacyRestorationMethods: \.usesLegacyRestorationMethods
        case .callsMakeKeyAndVisibleInWillFinish: \.callsMakeKeyAndVisibleInWillFinish
        case .usesScenes: \.usesScenes
        case .sessionRestored: \.sessionRestored
        case .implementsSceneOpenURLContexts: \.implementsSceneOpenURLContexts
        case .implementsSceneWillContinue: \.implementsSceneWillContinue
        case .implementsSceneContinue: \.implementsSceneContinue
        case .implementsWindowScenePerformAction: \.implementsWindowScenePerformAction
        }
    }
}
