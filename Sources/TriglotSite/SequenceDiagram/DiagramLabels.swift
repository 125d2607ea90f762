import LaunchLifecycle

/// The words a lifecycle picture shows besides method names (which stay as written in every
/// language): lane names, system steps, states, why a call did not happen, and the words
/// around the picture. Every language names every state, step and reason: a reader of the
/// Chinese page should never meet an English word beside 活跃.
public struct DiagramLabels: Sendable {
    public var system: String
    /// Lane names; `\u{200B}` marks where a long name without spaces may wrap in its box.
    public var receivers: [CallReceiver: String]
    public var states: [AppState: String]
    public var steps: [TraceStep.Kind: String]
    public var notCalled: String
    /// Put between "not called" and the reason: a colon that suits the script.
    public var reasonSeparator: String
    /// Why a call did not happen, in the reader's words; rule ids stay out of sight.
    public var reasons: [GateRule: String]
    /// The accessible name of the scrolling region around the picture.
    public var scrollRegion: String
    /// Shown under the picture on narrow screens, where it is wider than the page.
    public var scrollHint: String
    public var factsSummary: String

    public static func forLanguage(_ code: String) -> DiagramLabels {
        switch code.lowercased() {
        case let code where code.hasPrefix("zh"): return .chinese
        case "ja": return .japanese
        default: return .english
        }
    }

    /// "not called: the delegate was set too late", or just "not called" when the trace gives no reason.
    public func notCalled(because rule: GateRule?) -> String {
        guard let reason = rule.flatMap({ reasons[$0] }) else { return notCalled }
        return notCalled + reasonSeparator + reason
    }

    public static let english = DiagramLabels(
        system: "UIKit",
        receivers: [.appDelegate: "App delegate", .sceneDelegate: "Scene delegate",
                    .notificationCenterDelegate: "Notification center delegate", .locationManagerDelegate: "Location manager delegate"],
        states: [.notRunning: "not running", .inactive: "inactive", .active: "active", .background: "background", .suspended: "suspended"],
        steps: [.processLaunch: "launch", .main: "main()", .createApplication: "UIApplicationMain(_:_:_:_:)",
                .loadMainInterface: "load main interface", .restoreState: "state restoration", .windowVisible: "window visible",
                .sceneConnection: "connect scene", .event: "event"],
        notCalled: "not called", reasonSeparator: ": ",
        reasons: [.r1: "a launch method returned false", .r4: "a launch method returned false",
                  .r5: "a launch method returned false", .r7: "a launch method returned false",
                  .r13: "a scene-based app gets this through its scene", .notImplemented: "not implemented",
                  .notificationDelegateMissing: "no notification center delegate is set",
                  .notificationDelegateTooLate: "the delegate is set only after launch",
                  .connectionOptions: "the scene gets this in its connection options",
                  .sessionRestored: "a saved scene session is restored", .declined: "the delegate declined",
                  .superseded: "the WithOptions method is implemented"],
        scrollRegion: "Sequence diagram, scrolls sideways", scrollHint: "Swipe or scroll sideways to see every lane →",
        factsSummary: "What this diagram shows")

    public static let chinese = DiagramLabels(
        system: "UIKit",
        receivers: [.appDelegate: "App 代理", .sceneDelegate: "场景代理",
                    .notificationCenterDelegate: "通知中心代理", .locationManagerDelegate: "位置管理器\u{200B}代理"],
        states: [.notRunning: "未运行", .inactive: "非活跃", .active: "活跃", .background: "后台", .suspended: "挂起"],
        steps: [.processLaunch: "启动", .main: "main()", .createApplication: "UIApplicationMain(_:_:_:_:)",
                .loadMainInterface: "加载主界面", .restoreState: "状态恢复", .windowVisible: "窗口可见",
                .sceneConnection: "连接场景", .event: "事件"],
        notCalled: "未调用", reasonSeparator: "：",
        reasons: [.r1: "启动方法返回了 false", .r4: "启动方法返回了 false", .r5: "启动方法返回了 false", .r7: "启动方法返回了 false",
                  .r13: "基于场景的 App 通过场景接收", .notImplemented: "未实现",
                  .notificationDelegateMissing: "未设置通知中心代理", .notificationDelegateTooLate: "代理在启动完成后才设置",
                  .connectionOptions: "场景在连接选项中接收", .sessionRestored: "已恢复保存的场景会话",
                  .declined: "代理拒绝了", .superseded: "已实现 WithOptions 版本"],
        scrollRegion: "时序图，可横向滚动", scrollHint: "横向滑动或滚动可查看所有泳道 →",
        factsSummary: "此图表明的事实")

    public static let japanese = DiagramLabels(
        system: "UIKit",
        receivers: [.appDelegate: "アプリデリゲート", .sceneDelegate: "シーンデリゲート",
                    .notificationCenterDelegate: "通知センター\u{200B}デリゲート", .locationManagerDelegate: "位置情報マネージャ\u{200B}デリゲート"],
        states: [.notRunning: "未実行", .inactive: "非アクティブ", .active: "アクティブ", .background: "バックグラウンド", .suspended: "サスペンド"],
        steps: [.processLaunch: "起動", .main: "main()", .createApplication: "UIApplicationMain(_:_:_:_:)",
                .loadMainInterface: "メインインターフェイスの読み込み", .restoreState: "状態の復元", .windowVisible: "ウインドウ表示",
                .sceneConnection: "シーンの接続", .event: "イベント"],
        notCalled: "呼ばれない", reasonSeparator: "：",
        reasons: [.r1: "起動メソッドが false を返した", .r4: "起動メソッドが false を返した",
                  .r5: "起動メソッドが false を返した", .r7: "起動メソッドが false を返した",
                  .r13: "シーンベースのアプリはシーンで受け取る", .notImplemented: "実装されていない",
                  .notificationDelegateMissing: "通知センターのデリゲートが未設定", .notificationDelegateTooLate: "デリゲートの設定が起動後",
                  .connectionOptions: "シーンが接続オプションで受け取る", .sessionRestored: "保存したシーンセッションを復元",
                  .declined: "デリゲートが拒否した", .superseded: "WithOptions 版が実装されている"],
        scrollRegion: "シーケンス図（横にスクロールできます）", scrollHint: "横にスワイプまたはスクロールするとすべてのレーンが見られます →",
        factsSummary: "この図からわかること")
}
