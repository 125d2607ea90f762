import LaunchLifecycle

/// The phrases captions are built from, in each language the site is written in. Method names
/// stay in their Swift spelling in every language, as they do in the articles.
enum CaptionLanguage {
    case english, chinese, japanese

    init(code: String) {
        switch code.lowercased() {
        case let code where code.hasPrefix("zh"): self = .chinese
        case "ja": self = .japanese
        default: self = .english
        }
    }

    /// A phrase as a sentence: capitalised and closed with the script's full stop.
    func sentence(_ phrase: String) -> String {
        switch self {
        case .english: return phrase.prefix(1).uppercased() + phrase.dropFirst() + "."
        case .chinese, .japanese: return phrase + "。"
        }
    }

    var sentenceGap: String { self == .english ? " " : "" }

    var then: String {
        switch self {
        case .english: return ", then "
        case .chinese: return "，随后"
        case .japanese: return "。その後、"
        }
    }

    /// A cold launch: the process starts for this reason.
    func launches(_ reason: ScenarioCaption.Reason) -> String {
        switch (self, reason) {
        case (.english, .homeScreen): return "the person launches the app from the Home Screen"
        case (.english, .url): return "the app is launched to open a URL"
        case (.english, .userActivity): return "the app is launched to continue a universal link or user activity"
        case (.english, .notification): return "the app is launched because the person taps a notification"
        case (.english, .quickAction): return "the app is launched from a Home Screen quick action"
        case (.english, .location): return "the app is launched in the background for a location event"
        case (.english, .fetch): return "the app is launched in the background to fetch content"
        case (.english, .silentPush): return "the app is launched in the background by a silent push notification"
        case (.chinese, .homeScreen): return "用户从主屏幕启动 App"
        case (.chinese, .url): return "为打开一个 URL 而启动 App"
        case (.chinese, .userActivity): return "为继续一个通用链接或用户活动而启动 App"
        case (.chinese, .notification): return "用户轻点通知，从而启动 App"
        case (.chinese, .quickAction): return "通过主屏幕快速操作启动 App"
        case (.chinese, .location): return "为处理位置事件而在后台启动 App"
        case (.chinese, .fetch): return "为获取内容而在后台启动 App"
        case (.chinese, .silentPush): return "静默推送通知在后台启动 App"
        case (.japanese, .homeScreen): return "ユーザがホーム画面からアプリを起動する"
        case (.japanese, .url): return "URL を開くためにアプリが起動される"
        case (.japanese, .userActivity): return "ユニバーサルリンクやユーザアクティビティを続けるためにアプリが起動される"
        case (.japanese, .notification): return "ユーザが通知をタップしてアプリが起動される"
        case (.japanese, .quickAction): return "ホーム画面のクイックアクションからアプリが起動される"
        case (.japanese, .location): return "位置情報イベントのためにアプリがバックグラウンドで起動される"
        case (.japanese, .fetch): return "コンテンツを取得するためにアプリがバックグラウンドで起動される"
        case (.japanese, .silentPush): return "サイレントプッシュ通知でアプリがバックグラウンドで起動される"
        }
    }

    /// A warm open: the suspended app comes back to the foreground for this reason.
    func returns(_ reason: ScenarioCaption.Reason) -> String {
        switch (self, reason) {
        case (.english, .homeScreen): return "the person returns to the suspended app from the Home Screen"
        case (.english, .url): return "the suspended app is brought back to open a URL"
        case (.english, .userActivity): return "the suspended app is brought back to continue a universal link or user activity"
        case (.english, .notification): return "the suspended app is brought back because the person taps a notification"
        case (.english, _): return "the suspended app is brought back from a Home Screen quick action"
        case (.chinese, .homeScreen): return "用户从主屏幕回到已挂起的 App"
        case (.chinese, .url): return "为打开一个 URL 而唤回已挂起的 App"
        case (.chinese, .userActivity): return "为继续一个通用链接或用户活动而唤回已挂起的 App"
        case (.chinese, .notification): return "用户轻点通知，唤回已挂起的 App"
        case (.chinese, _): return "通过主屏幕快速操作唤回已挂起的 App"
        case (.japanese, .homeScreen): return "ユーザがホーム画面からサスペンド中のアプリに戻る"
        case (.japanese, .url): return "URL を開くためにサスペンド中のアプリが呼び戻される"
        case (.japanese, .userActivity): return "ユニバーサルリンクやユーザアクティビティを続けるためにサスペンド中のアプリが呼び戻される"
        case (.japanese, .notification): return "ユーザが通知をタップしてサスペンド中のアプリが呼び戻される"
        case (.japanese, _): return "ホーム画面のクイックアクションでサスペンド中のアプリが呼び戻される"
        }
    }

    /// A warm scenario whose reason is background work: the app wakes without coming forward.
    func wokenInBackground(_ reason: ScenarioCaption.Reason) -> String {
        switch (self, reason) {
        case (.english, .location): return "the suspended app is woken in the background for a location event"
        case (.english, .silentPush): return "the suspended app is woken in the background by a silent push notification"
        case (.english, _): return "the suspended app is woken in the background to fetch content"
        case (.chinese, .location): return "为处理位置事件而在后台唤醒已挂起的 App"
        case (.chinese, .silentPush): return "静默推送通知在后台唤醒已挂起的 App"
        case (.chinese, _): return "为获取内容而在后台唤醒已挂起的 App"
        case (.japanese, .location): return "位置情報イベントのためにサスペンド中のアプリがバックグラウンドで起こされる"
        case (.japanese, .silentPush): return "サイレントプッシュ通知でサスペンド中のアプリがバックグラウンドで起こされる"
        case (.japanese, _): return "コンテンツを取得するためにサスペンド中のアプリがバックグラウンドで起こされる"
        }
    }

    /// Something that happens to an app already running in the foreground.
    func event(_ event: LifecycleEvent) -> String {
        switch (self, event) {
        case (.english, .userExit): return "the person leaves the app for the Home Screen or another app"
        case (.english, .interruption): return "an alert or a call briefly covers the app"
        case (.english, .terminate): return "the system ends the app"
        case (.english, _): return "the system wakes the app in the background"
        case (.chinese, .userExit): return "用户离开 App，前往主屏幕或其他 App"
        case (.chinese, .interruption): return "提醒或来电短暂遮住 App"
        case (.chinese, .terminate): return "系统终止 App"
        case (.chinese, _): return "系统在后台唤醒 App"
        case (.japanese, .userExit): return "ユーザがアプリを離れてホーム画面や別のアプリに移る"
        case (.japanese, .interruption): return "アラートや着信が一時的にアプリを覆う"
        case (.japanese, .terminate): return "システムがアプリを終了する"
        case (.japanese, _): return "システムがアプリをバックグラウンドで起こす"
        }
    }

    var usesScenes: String {
        switch self {
        case .english: return "the app uses scenes"
        case .chinese: return "App 使用场景"
        case .japanese: return "アプリはシーンを使う"
        }
    }

    var sessionRestored: String {
        switch self {
        case .english: return "its scene reconnects to a session saved by an earlier run"
        case .chinese: return "其场景连接到上次运行时保存的会话"
        case .japanese: return "シーンは以前の実行で保存されたセッションに再接続する"
        }
    }

    var hasSavedState: String {
        switch self {
        case .english: return "an earlier run saved state to restore"
        case .chinese: return "上次运行保存了可恢复的状态"
        case .japanese: return "以前の実行で復元用の状態が保存されている"
        }
    }

    var lateNotificationDelegate: String {
        switch self {
        case .english: return "the app sets the notification center delegate only after launch finishes"
        case .chinese: return "App 在启动完成后才设置通知中心代理"
        case .japanese: return "アプリは起動の完了後に初めて通知センターのデリゲートを設定する"
        }
    }
}
