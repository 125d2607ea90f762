/// Combinations a scenario file may not ask for, because no real launch looks like them.
///
/// They are refused when a file is decoded. ``LaunchSimulator`` still accepts such a scenario
/// built in code and resolves it as documented there (background wins), so `run` stays total.
enum ScenarioConsistency {
    static func problem(in scenario: Scenario) -> String? {
        let reasons = LaunchReasons(scenario)
        if reasons.isBackground, let first = reasons.foreground.first {
            return "the scenario launches the app in the background (\(backgroundWording(scenario))) "
                + "but also asks for a foreground open (\(foregroundWording(first))); split it into two scenarios"
        }
        if !scenario.connectionOptions.isEmpty && !scenario.delegate.usesScenes {
            return "connectionOptions are only used by scene-based apps; set delegate.usesScenes to true"
        }
        if scenario.launch == .running && !(scenario.options.isEmpty && scenario.connectionOptions.isEmpty) {
            return "a \"running\" app is already in the foreground and is not opened with options; use \"warm\""
        }
        if scenario.launch == .running && scenario.event == .backgroundFetch {
            return "background fetch only happens while the app is in the background; use \"warm\" or \"cold\""
        }
        if scenario.delegate.sessionRestored && !scenario.delegate.usesScenes {
            return "sessionRestored describes scene sessions; set delegate.usesScenes to true"
        }
        return nil
    }

    private static func backgroundWording(_ scenario: Scenario) -> String {
        if let event = scenario.event, event.runsInBackground { return "event \(event.rawValue)" }
        let key = scenario.options.keys.first { $0.impliesBackgroundLaunch }
        return "option \(key?.rawValue ?? "?")"
    }

    private static func foregroundWording(_ reason: LaunchReasons.ForegroundReason) -> String {
        switch reason {
        case .url: "a URL"
        case .userActivity: "a user activity"
        case .notificationTap: "a notification tap"
        case .quickAction: "a quick action"
        }
    }
}
