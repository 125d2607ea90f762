/// The legal moves between the five app states (spec §3.2).
///
/// Every state change the simulator makes is checked against this table, and
/// ``TraceInvariants`` checks every recorded trace against it again, so a modelling mistake
/// shows up as a violation rather than as a plausible-looking trace.
public struct StateTransitions: Sendable, Equatable {
    /// One legal move and what usually causes it.
    public struct Transition: Sendable, Equatable, Hashable, Codable {
        public let from: AppState
        public let to: AppState
        public let trigger: String

        public init(from: AppState, to: AppState, trigger: String) {
            self.from = from
            self.to = to
            self.trigger = trigger
        }
    }

    public let transitions: [Transition]

    public init(transitions: [Transition]) {
        self.transitions = transitions
    }

    /// The table UIKit follows. `active → background` is deliberately absent: an app always
    /// passes through `inactive` when it leaves the foreground.
    public static let uiKit = StateTransitions(transitions: [
        Transition(from: .notRunning, to: .inactive, trigger: "launch into the foreground"),
        Transition(from: .notRunning, to: .background, trigger: "launch into the background for an event"),
        Transition(from: .inactive, to: .active, trigger: "the launch, an open or an interruption ends"),
        Transition(from: .active, to: .inactive, trigger: "an interruption, or the start of leaving the foreground"),
        Transition(from: .inactive, to: .background, trigger: "the user leaves the app"),
        Transition(from: .background, to: .inactive, trigger: "the app is brought back to the foreground"),
        Transition(from: .background, to: .suspended, trigger: "no work is left; the system suspends the app"),
        Transition(from: .suspended, to: .background, trigger: "the system resumes the app"),
        Transition(from: .suspended, to: .notRunning, trigger: "the system purges the suspended app without notice"),
        Transition(from: .background, to: .notRunning, trigger: "the system terminates the running app"),
    ])

    public func isLegal(from: AppState, to: AppState) -> Bool {
        transition(from: from, to: to) != nil
    }

    public func transition(from: AppState, to: AppState) -> Transition? {
        transitions.first { $0.from == from && $0.to == to }
    }

    /// Shorthand for `StateTransitions.uiKit.isLegal(from:to:)`.
    public static func isLegal(from: AppState, to: AppState) -> Bool {
        uiKit.isLegal(from: from, to: to)
    }
}
