/// Which delegate flag adds a method the app does not implement. Every such flag defaults to
/// false (Xcode's app template leaves the method out), so an explanation of a missing call
/// names the flag a scenario sets to opt in, rather than leaving the reader to guess whether
/// the model or the app is at fault.
enum OptInFlag {
    static func adding(_ method: LifecycleMethod) -> DelegateFlag? {
        switch method {
        case .willFinishLaunching: .implementsWillFinish
        case .didFinishLaunching: .implementsDidFinish
        case .openURL: .implementsOpenURL
        case .willContinueUserActivity: .implementsWillContinue
        case .continueUserActivity: .implementsContinue
        case .performQuickAction: .implementsPerformAction
        case .didReceiveRemoteNotification: .implementsDidReceiveRemoteNotificationFetch
        case .performFetch: .implementsPerformFetch
        case .shouldRestoreSecureState, .shouldRestoreState, .didDecodeRestorableState: .optsIntoStateRestoration
        case .shouldSaveSecureState, .shouldSaveState, .willEncodeRestorableState: .optsIntoStatePreservation
        case .sceneOpenURLContexts: .implementsSceneOpenURLContexts
        case .sceneWillContinueUserActivity: .implementsSceneWillContinue
        case .sceneContinueUserActivity: .implementsSceneContinue
        case .windowScenePerformAction: .implementsWindowScenePerformAction
        case .notificationDidReceive: .setsUNDelegateDuringLaunch
        default: nil
        }
    }
}
