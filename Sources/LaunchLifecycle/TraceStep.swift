/// One entry of a trace's timeline: a system step, a state change, a call, or a call that
/// did not happen.
public struct TraceStep: Sendable, Equatable, Codable {
    public enum Kind: String, Codable, Sendable, CaseIterable {
        /// The user or the system starts the app (launch sequence step 1).
        case processLaunch
        /// `main()` calls `UIApplicationMain` (step 2).
        case main
        /// `UIApplicationMain` creates the application object and the app delegate (step 3).
        case createApplication
        /// The main storyboard or nib is loaded (step 4, apps without scenes).
        case loadMainInterface
        /// State restoration runs or is skipped (step 6).
        case restoreState
        /// The window appears on screen, or stays hidden in the background.
        case windowVisible
        /// UIKit creates or restores a scene session and its scene.
        case sceneConnection
        case stateChange
        case call
        case notCalled
        /// Something outside the app happens: the user leaves, an alert appears, a location arrives.
        case event
        /// A state change the transition table refused; only a modelling error produces one.
        case refusedTransition
    }

    public var kind: Kind
    public var text: String
    /// For `call` and `notCalled`.
    public var method: String?
    /// For `call`: the state seen inside it.
    public var state: ApplicationState?
    /// For `stateChange` and `refusedTransition`.
    public var from: AppState?
    public var to: AppState?
    /// For `notCalled`, and for calls that passed a return-value rule.
    public var rule: GateRule?

    public init(
        kind: Kind, text: String, method: String? = nil, state: ApplicationState? = nil,
        from: AppState? = nil, to: AppState? = nil, rule: GateRule? = nil
    ) {
        self.kind = kind
        self.text = text
        self.method = method
        self.state = state
        self.from = from
        self.to = to
        self.rule = rule
    }
}
