/// Builds a ``Trace`` step by step and owns the app's current state.
///
/// ``move(to:_:)`` is the only way the state changes, and it refuses any move the
/// transition table does not allow: the refusal is recorded as a step (so
/// ``TraceInvariants`` reports it) and the state stays where it was.
struct TraceRecorder {
    private(set) var state: AppState
    private(set) var trace: Trace
    let transitions = StateTransitions.uiKit

    init(startingIn state: AppState) {
        self.state = state
        trace = Trace(states: [state])
    }

    mutating func note(_ kind: TraceStep.Kind, _ text: String) {
        trace.steps.append(TraceStep(kind: kind, text: text))
    }

    /// Records a call made in the current state; `why` is the sentence explaining it.
    mutating func call(
        _ method: LifecycleMethod, returning value: Bool? = nil, gateRule: GateRule? = nil, _ why: String
    ) {
        // A call can only happen while app code runs; a missing observable state would be a
        // modelling error, which TraceInvariants reports by comparing with the timeline.
        let seen = state.observed ?? .background
        trace.calls.append(
            TraceCall(method: method.selector, state: seen, receiver: method.receiver, returned: value, gateRule: gateRule))
        trace.steps.append(
            TraceStep(kind: .call, text: why, method: method.selector, state: seen, rule: gateRule))
    }

    /// Records a call that did not happen.
    mutating func skip(_ method: LifecycleMethod, rule: GateRule, blockedBy: [LifecycleMethod] = [], _ why: String) {
        trace.gated.append(
            GatedCall(method: method.selector, rule: rule, blockedBy: blockedBy.map(\.selector), reason: why))
        trace.steps.append(TraceStep(kind: .notCalled, text: why, method: method.selector, rule: rule))
    }

    /// Changes the app state, or refuses when the table has no such transition.
    @discardableResult
    mutating func move(to next: AppState, _ why: String) -> Bool {
        guard transitions.isLegal(from: state, to: next) else {
            trace.steps.append(
                TraceStep(
                    kind: .refusedTransition,
                    text: "Refused: \(state.readableName) → \(next.readableName) is not a legal transition (\(why)).",
                    from: state, to: next))
            return false
        }
        trace.steps.append(
            TraceStep(
                kind: .stateChange, text: "\(state.readableName) → \(next.readableName): \(why)", from: state, to: next))
        state = next
        trace.states.append(next)
        return true
    }
}
