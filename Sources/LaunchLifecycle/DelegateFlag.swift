/// The name of one ``DelegateFlags`` property, as written in scenario files and in `set`
/// lines of lifecycle blocks.
///
/// Defaults describe the app delegate of Xcode's iOS App template, because a flag a scenario
/// leaves out must not make the app do more than a freshly made app does: it implements
/// application(_:didFinishLaunchingWithOptions:) (returning true) and nothing else this model
/// calls conditionally, so no launch-reason handler, no notification centre delegate, no
/// background fetch and no opting into state preservation or restoration. A scenario spells out
/// each method its app adds. The app does not use scenes, like the template before Xcode 11 and
/// the iOS 11 and 12 apps whose logs the model follows; a scene-based app says `usesScenes`.
/// Return-value flags default to true, what an implementation returns in the usual case; they
/// count only when the method is implemented. ``defaultValue`` is the single place the defaults
/// live; Documentation/LaunchLifecycle.md shows them as a table.
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
    case optsIntoStateRestoration
    case shouldRestoreReturns
    case optsIntoStatePreservation
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
        // What the template implements, and what implementations return.
        case .implementsDidFinish, .willFinishReturns, .didFinishReturns, .shouldRestoreReturns, .shouldSaveReturns:
            true
        // What the template leaves out: each is something an app adds, so a scenario opts in.
        case .implementsWillFinish, .implementsLegacyDidFinishLaunching, .implementsOpenURL,
            .implementsWillContinue, .implementsContinue, .implementsPerformAction,
            .setsUNDelegateDuringLaunch, .setsUNDelegateAfterLaunch,
            .implementsDidReceiveRemoteNotificationFetch, .implementsPerformFetch,
            .hasRestorationArchive, .optsIntoStateRestoration, .optsIntoStatePreservation,
            .usesLegacyRestorationMethods, .callsMakeKeyAndVisibleInWillFinish, .usesScenes, .sessionRestored,
            .implementsSceneOpenURLContexts, .implementsSceneWillContinue, .implementsSceneContinue,
            .implementsWindowScenePerformAction:
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
        case .optsIntoStateRestoration:
            "the app delegate opts into state restoration: it implements application(_:shouldRestoreSecureApplicationState:) and application(_:didDecodeRestorableStateWith:)"
        case .shouldRestoreReturns: "application(_:shouldRestoreSecureApplicationState:), when implemented, returns true"
        case .optsIntoStatePreservation:
            "the app delegate opts into state preservation: it implements application(_:shouldSaveSecureApplicationState:) and application(_:willEncodeRestorableStateWith:)"
        case .shouldSaveReturns: "application(_:shouldSaveSecureApplicationState:), when implemented, returns true"
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
        case .optsIntoStateRestoration: \.optsIntoStateRestoration
        case .shouldRestoreReturns: \.shouldRestoreReturns
        case .optsIntoStatePreservation: \.optsIntoStatePreservation
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
