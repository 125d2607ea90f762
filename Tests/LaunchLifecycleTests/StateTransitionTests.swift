import Testing
@testable import LaunchLifecycle

@Suite("States, transitions and invariants")
struct StateTransitionTests {
    @Test("legal transitions of spec §3.2", arguments: [
        (AppState.notRunning, AppState.inactive), (.notRunning, .background), (.inactive, .active), (.active, .inactive),
        (.inactive, .background), (.background, .inactive), (.background, .suspended), (.suspended, .background),
        (.suspended, .notRunning), (.background, .notRunning),
    ])
    func legal(from: AppState, to: AppState) {
        #expect(StateTransitions.isLegal(from: from, to: to))
    }

    @Test("illegal transitions", arguments: [
        (AppState.notRunning, AppState.active), (.active, .background), (.active, .suspended), (.suspended, .active),
        (.suspended, .inactive), (.inactive, .notRunning), (.active, .notRunning), (.active, .active),
    ])
    func illegal(from: AppState, to: AppState) {
        #expect(!StateTransitions.isLegal(from: from, to: to))
    }

    @Test("only three states are observable through UIApplication.State")
    func observable() {
        #expect(AppState.allCases.compactMap(\.observed) == [.inactive, .active, .background])
    }

    @Test("the recorder refuses an illegal move and keeps its state")
    func recorderRefuses() {
        var recorder = TraceRecorder(startingIn: .notRunning)
        let refused = recorder.move(to: .active, "skipping inactive")
        #expect(!refused)
        #expect(recorder.state == .notRunning)
        #expect(recorder.trace.steps.last?.kind == .refusedTransition)
        let accepted = recorder.move(to: .inactive, "launch")
        #expect(accepted)
        #expect(recorder.trace.states == [.notRunning, .inactive])
    }

    static let sound = LaunchSimulator.run(makeLoggedScenario(.cold, [.url: "a://b"]))

    @Test("the invariants accept a sound trace")
    func soundTrace() {
        #expect(TraceInvariants.violations(Self.sound, scenario: makeLoggedScenario(.cold, [.url: "a://b"])).isEmpty)
    }

    @Test("each invariant fires on a trace that breaks it", arguments: [
        "refused", "illegal", "order", "repeat", "background", "scene", "state", "gated",
    ])
    func invariantsFire(_ breakage: String) {
        var trace = Self.sound
        var scenario = makeLoggedScenario(.cold, [.url: "a://b"])
        switch breakage {
        case "refused":
            trace.steps.append(TraceStep(kind: .refusedTransition, text: "x", from: .active, to: .notRunning))
        case "illegal":
            trace.states.append(.notRunning)
        case "order":
            trace.calls.swapAt(0, 1)
        case "repeat":
            trace.calls.append(trace.calls[2])
        case "background":
            scenario = makeScenario(.cold, [.location: true])
        case "scene":
            scenario.delegate.usesScenes = true
        case "state":
            trace.calls[0].state = .active
        default:
            trace.gated.append(GatedCall(method: Selector.openURL, rule: .notImplemented, reason: "x"))
        }
        #expect(!TraceInvariants.violations(trace, scenario: scenario).isEmpty)
    }
}
