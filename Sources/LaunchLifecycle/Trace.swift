/// What happened when a scenario ran: the output of ``LaunchSimulator/run(_:)``.
public struct Trace: Sendable, Equatable, Codable {
    /// The delegate calls, in order.
    public var calls: [TraceCall]
    /// The whole timeline: system steps, state changes and calls, in order.
    public var steps: [TraceStep]
    /// Calls that did not happen, and why.
    public var gated: [GatedCall]
    /// Every state the app passed through, starting with the one it began in.
    public var states: [AppState]

    public init(calls: [TraceCall] = [], steps: [TraceStep] = [], gated: [GatedCall] = [], states: [AppState] = []) {
        self.calls = calls
        self.steps = steps
        self.gated = gated
        self.states = states
    }

    /// The selectors of the calls, in order.
    public var methodNames: [String] { calls.map(\.method) }

    /// The first call of a method, accepting the loose spellings of
    /// ``DelegateMethodCatalogue/normalizedSelector(_:)``.
    public func firstCall(of method: String) -> TraceCall? {
        let selector = DelegateMethodCatalogue.normalizedSelector(method) ?? method
        return calls.first { $0.method == selector }
    }

    /// Why a method was not called, if the simulator recorded a reason.
    public func gatedCall(of method: String) -> GatedCall? {
        let selector = DelegateMethodCatalogue.normalizedSelector(method) ?? method
        return gated.first { $0.method == selector }
    }

    /// The calls that happened only because the launch methods allowed them (R1, R4, R5, R7).
    public var conditionalCalls: [TraceCall] {
        calls.filter { $0.gateRule?.isReturnValueRule == true }
    }
}
