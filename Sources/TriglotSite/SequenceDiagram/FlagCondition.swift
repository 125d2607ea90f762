import LaunchLifecycle

/// A `set` line of a lifecycle block as a reader reads it: "set willFinishReturns false" becomes
/// "If application(_:willFinishLaunchingWithOptions:) returns false".
enum FlagCondition {
    /// What a flag is about: a method's return value, whether a method exists, or something else
    /// about the app that needs its own words.
    enum Subject {
        case returns(String)
        case implements(String)
        case other
    }

    static func subject(_ flag: DelegateFlag) -> Subject {
        switch flag {
        case .willFinishReturns: .returns("application(_:willFinishLaunchingWithOptions:)")
        case .didFinishReturns: .returns("application(_:didFinishLaunchingWithOptions:)")
        case .shouldRestoreReturns: .returns("application(_:shouldRestoreSecureApplicationState:)")
        case .shouldSaveReturns: .returns("application(_:shouldSaveSecureApplicationState:)")
        case .optsIntoStateRestoration: .implements("application(_:shouldRestoreSecureApplicationState:)")
        case .optsIntoStatePreservation: .implements("application(_:shouldSaveSecureApplicationState:)")
        case .implementsWillFinish: .implements("application(_:willFinishLaunchingWithOptions:)")
        case .implementsDidFinish: .implements("application(_:didFinishLaunchingWithOptions:)")
        case .implementsLegacyDidFinishLaunching: .implements("applicationDidFinishLaunching(_:)")
        case .implementsOpenURL: .implements("application(_:open:options:)")
        case .implementsWillContinue: .implements("application(_:willContinueUserActivityWithType:)")
        case .implementsContinue: .implements("application(_:continue:restorationHandler:)")
        case .implementsPerformAction: .implements("application(_:performActionFor:completionHandler:)")
        case .implementsDidReceiveRemoteNotificationFetch: .implements("application(_:didReceiveRemoteNotification:fetchCompletionHandler:)")
        case .implementsPerformFetch: .implements("application(_:performFetchWithCompletionHandler:)")
        case .implementsSceneOpenURLContexts: .implements("scene(_:openURLContexts:)")
        case .implementsSceneWillContinue: .implements("scene(_:willContinueUserActivityWithType:)")
        case .implementsSceneContinue: .implements("scene(_:continue:)")
        case .implementsWindowScenePerformAction: .implements("windowScene(_:performActionFor:completionHandler:)")
        case .setsUNDelegateDuringLaunch, .setsUNDelegateAfterLaunch, .hasRestorationArchive, .usesLegacyRestorationMethods,
             .callsMakeKeyAndVisibleInWillFinish, .usesScenes, .sessionRestored:
            .other
        }
    }

    /// The condition as a phrase (no full stop; ``CaptionLanguage/sentence(_:)`` adds it).
    static func phrase(_ flag: DelegateFlag, _ value: Bool, in language: CaptionLanguage) -> String {
        switch (subject(flag), language) {
        case (.returns(let method), .english): return "if \(method) returns \(value)"
        case (.returns(let method), .chinese): return "如果 \(method) 返回 \(value)"
        case (.returns(let method), .japanese): return "\(method) が \(value) を返す場合"
        case (.implements(let method), .english): return value ? "if the delegate implements \(method)" : "if the delegate doesn’t implement \(method)"
        case (.implements(let method), .chinese): return value ? "如果代理实现了 \(method)" : "如果代理未实现 \(method)"
        case (.implements(let method), .japanese): return value ? "デリゲートが \(method) を実装している場合" : "デリゲートが \(method) を実装していない場合"
        case (.other, _): return other(flag, value, in: language)
        }
    }

    private static func other(_ flag: DelegateFlag, _ value: Bool, in language: CaptionLanguage) -> String {
        let (english, chinese, japanese): (String, String, String)
        switch flag {
        case .setsUNDelegateDuringLaunch:
            (english, chinese, japanese) = value
                ? ("if the app sets the notification center delegate during launch", "如果 App 在启动期间设置通知中心代理", "アプリが起動中に通知センターのデリゲートを設定する場合")
                : ("if the app doesn’t set the notification center delegate during launch", "如果 App 未在启动期间设置通知中心代理", "アプリが起動中に通知センターのデリゲートを設定しない場合")
        case .setsUNDelegateAfterLaunch:
            (english, chinese, japanese) = value
                ? ("if the app sets the notification center delegate after launch", "如果 App 在启动完成后设置通知中心代理", "アプリが起動後に通知センターのデリゲートを設定する場合")
                : ("if the app doesn’t set the notification center delegate after launch", "如果 App 未在启动完成后设置通知中心代理", "アプリが起動後に通知センターのデリゲートを設定しない場合")
        case .hasRestorationArchive:
            (english, chinese, japanese) = value
                ? ("if an earlier run saved state to restore", "如果上次运行保存了可恢复的状态", "以前の実行で復元用の状態が保存されている場合")
                : ("if no saved state is there to restore", "如果没有可恢复的已保存状态", "復元できる保存済みの状態がない場合")
        case .usesLegacyRestorationMethods:
            (english, chinese, japanese) = value
                ? ("if the delegate implements the older, non-secure restoration methods", "如果代理实现了旧版（非安全）恢复方法", "デリゲートが旧式の（セキュアでない）復元メソッドを実装している場合")
                : ("if the delegate implements the secure restoration methods", "如果代理实现了安全恢复方法", "デリゲートがセキュアな復元メソッドを実装している場合")
        case .callsMakeKeyAndVisibleInWillFinish:
            (english, chinese, japanese) = value
                ? ("if the app calls makeKeyAndVisible() in application(_:willFinishLaunchingWithOptions:)", "如果 App 在 application(_:willFinishLaunchingWithOptions:) 中调用 makeKeyAndVisible()", "アプリが application(_:willFinishLaunchingWithOptions:) で makeKeyAndVisible() を呼ぶ場合")
                : ("if the app calls makeKeyAndVisible() in application(_:didFinishLaunchingWithOptions:)", "如果 App 在 application(_:didFinishLaunchingWithOptions:) 中调用 makeKeyAndVisible()", "アプリが application(_:didFinishLaunchingWithOptions:) で makeKeyAndVisible() を呼ぶ場合")
        case .usesScenes:
            (english, chinese, japanese) = value
                ? ("if the app uses scenes", "如果 App 使用场景", "アプリがシーンを使う場合")
                : ("if the app doesn’t use scenes", "如果 App 不使用场景", "アプリがシーンを使わない場合")
        case .sessionRestored:
            (english, chinese, japanese) = value
                ? ("if the scene reconnects to a saved session", "如果场景连接到已保存的会话", "シーンが保存済みのセッションに再接続する場合")
                : ("if the scene gets a new session", "如果场景获得新的会话", "シーンが新しいセッションを受け取る場合")
        default:
            (english, chinese, japanese) = (flag.meaning, flag.meaning, flag.meaning)
        }
        switch language {
        case .english: return english
        case .chinese: return chinese
        case .japanese: return japanese
        }
    }
}
