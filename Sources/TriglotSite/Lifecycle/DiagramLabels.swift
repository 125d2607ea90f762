import LaunchLifecycle

/// The words a lifecycle picture shows besides method names (which stay as written in every
/// language): lane names, system steps, states.
public struct DiagramLabels: Sendable {
    public var system: String
    public var receivers: [CallReceiver: String]
    public var states: [AppState: String]
    public var steps: [TraceStep.Kind: String]
    public var notCalled: String

    public static func forLanguage(_ code: String) -> DiagramLabels {
        switch code.lowercased() {
        case let code where code.hasPrefix("zh"): return .chinese
        case "ja": return .japanese
        default: return .english
        }
    }

    public static let english = DiagramLabels(
        system: "UIKit",
        receivers: [.appDelegate: "App delegate", .sceneDelegate: "Scene delegate",
                    .notificationCenterDelegate: "Notification center delegate", .locationManagerDelegate: "Location manager delegate"],
        states: [.notRunning: "not running", .inactive: "inactive", .active: "active", .background: "background", .suspended: "suspended"],
        steps: [.processLaunch: "launch", .main: "main()", .createApplication: "UIApplicationMain(_:_:_:_:)",
                .loadMainInterface: "load main interface", .restoreState: "state restoration", .windowVisible: "window visible",
                .sceneConnection: "connect scene", .event: "event"],
        notCalled: "not called")

    public static let chinese = DiagramLabels(
        system: "UIKit",
        receivers: [.appDelegate: "App 代理", .sceneDelegate: "场景代理",
                    .notificationCenterDelegate: "通知中心代理", .locationManagerDelegate: "位置管理器代理"],
        states: [.notRunning: "未运行", .inactive: "inactive", .active: "活跃", .background: "后台", .suspended: "挂起"],
        steps: [.processLaunch: "启动", .main: "main()", .createApplication: "UIApplicationMain(_:_:_:_:)",
                .loadMainInterface: "加载主界面", .restoreState: "状态恢复", .windowVisible: "窗口可见",
                .sceneConnection: "连接场景", .event: "事件"],
        notCalled: "未调用")

    public static let japanese = DiagramLabels(
        system: "UIKit",
        receivers: [.appDelegate: "アプリデリゲート", .sceneDelegate: "シーンデリゲート",
                    .notificationCenterDelegate: "通知センターデリゲート", .locationManagerDelegate: "位置情報マネージャデリゲート"],
        states: [.notRunning: "未実行", .inactive: "非アクティブ", .active: "アクティブ", .background: "バックグラウンド", .suspended: "サスペンド"],
        steps: [.processLaunch: "起動", .main: "main()", .createApplication: "UIApplicationMain(_:_:_:_:)",
                .loadMainInterface: "メインインターフェイスの読み込み", .restoreState: "状態の復元", .windowVisible: "ウインドウ表示",
                .sceneConnection: "シーンの接続", .event: "イベント"],
        notCalled: "呼ばれない")
}
