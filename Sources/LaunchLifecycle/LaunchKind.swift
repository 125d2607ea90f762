/// Where the app starts when a scenario begins.
public enum LaunchKind: String, Codable, Sendable, CaseIterable {
    /// Not running: the process is started and the full launch sequence runs.
    case cold
    /// Suspended in the background: the app is brought back (or, for a background event, woken)
    /// without any launch method being called. A warm scenario that opens nothing and whose
    /// event needs the foreground (userExit, interruption) describes the app while it runs in
    /// the foreground; see ``Scenario/initialState``.
    case warm
    /// Already active in the foreground: nothing is launched or opened, only the scenario's event
    /// happens. This lets a scenario describe backgrounding or an interruption on its own.
    case running

}
