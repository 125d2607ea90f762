/// The five states of an app's life cycle, as the App Programming Guide describes them.
///
/// Only three of them can be seen from code through `UIApplication.State`; `notRunning` and
/// `suspended` exist for the system alone, which is why ``observed`` is optional.
public enum AppState: String, Codable, Sendable, CaseIterable {
    case notRunning
    case inactive
    case active
    case background
    case suspended

    /// The `UIApplication.State` value that code running in this state would read, or nil when
    /// no app code can run (not running, suspended).
    public var observed: ApplicationState? {
        switch self {
        case .inactive: .inactive
        case .active: .active
        case .background: .background
        case .notRunning, .suspended: nil
        }
    }

    /// Wording for traces and explanations ("not running" rather than "notRunning").
    public var readableName: String {
        switch self {
        case .notRunning: "not running"
        case .inactive: "inactive"
        case .active: "active"
        case .background: "background"
        case .suspended: "suspended"
        }
    }
}

/// The three values of `UIApplication.State`: what a delegate method sees when it reads
/// `UIApplication.shared.applicationState`.
public enum ApplicationState: String, Codable, Sendable, CaseIterable {
    case active
    case inactive
    case background

    /// Reads after "while the app is": "active", "inactive", "in the background".
    public var phrase: String {
        self == .background ? "in the background" : rawValue
    }
}
