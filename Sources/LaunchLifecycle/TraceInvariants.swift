/// Properties every trace must have, whatever the scenario. Tests run these over every trace
/// they produce, so a modelling change that breaks the life cycle's basic shape fails loudly.
public enum TraceInvariants {
    /// Methods that may legitimately run twice in one run: activation recurs after an
    /// interruption (lifecycle-spec §7.13).
    static let repeatableAfterInterruption: Set<String> = [
        LifecycleMethod.applicationDidBecomeActive.selector, LifecycleMethod.sceneDidBecomeActive.selector,
    ]

    /// App-delegate methods a scene-based app never receives (A-AWEF, A-QA, O-OMW).
    static let notForScenes: Set<String> = Set(
        [
            LifecycleMethod.applicationDidBecomeActive, .applicationWillResignActive, .applicationDidEnterBackground,
            .applicationWillEnterForeground, .openURL, .willContinueUserActivity, .continueUserActivity,
            .performQuickAction,
        ].map(\.selector))

    /// Sentences describing each broken invariant; empty when the trace is sound.
    public static func violations(_ trace: Trace, scenario: Scenario) -> [String] {
        var found: [String] = []
        found += timelineViolations(trace, scenario: scenario)
        found += launchMethodViolations(trace, scenario: scenario)
        found += backgroundViolations(trace, scenario: scenario)
        found += repetitionViolations(trace, scenario: scenario)
        found += sceneAndGateViolations(trace, scenario: scenario)
        return found
    }

    private static func timelineViolations(_ trace: Trace, scenario: Scenario) -> [String] {
        var found: [String] = []
        if trace.states.first != scenario.initialState {
            found.append("the timeline does not start in \(scenario.initialState.readableName)")
        }
        for (from, to) in zip(trace.states, trace.states.dropFirst()) where !StateTransitions.isLegal(from: from, to: to) {
            found.append("illegal transition \(from.readableName) → \(to.readableName)")
        }
        var current = scenario.initialState
        var callSteps: [TraceStep] = []
        for step in trace.steps {
            switch step.kind {
            case .refusedTransition:
                found.append("a state change was refused: \(step.text)")
            case .stateChange:
                if step.from != current { found.append("a state change starts from \(step.from?.readableName ?? "?"), but the app is \(current.readableName)") }
                current = step.to ?? current
            case .call:
                callSteps.append(step)
                if current.observed == nil || step.state != current.observed {
                    found.append("\(step.method ?? "?") is recorded as \(step.state?.rawValue ?? "?") while the app is \(current.readableName)")
                }
            default:
                continue
            }
        }
        if callSteps.map(\.method) != trace.calls.map(\.method) || callSteps.map(\.state) != trace.calls.map(\.state) {
            found.append("the calls do not match the call steps of the timeline")
        }
        for call in trace.calls {
            guard let entry = DelegateMethodCatalogue.entry(for: call.method), entry.selector == call.method else {
                found.append("\(call.method) is not in the delegate method catalogue")
                continue
            }
            if entry.receiver != call.receiver { found.append("\(call.method) is sent to \(call.receiver.rawValue), not \(entry.receiver.rawValue)") }
        }
        return found
    }

    private static func launchMethodViolations(_ trace: Trace, scenario: Scenario) -> [String] {
        let names = trace.methodNames
        let will = LifecycleMethod.willFinishLaunching.selector
        let did = LifecycleMethod.didFinishLaunching.selector
        var found: [String] = []
        if let willIndex = names.firstIndex(of: will), let didIndex = names.firstIndex(of: did), willIndex > didIndex {
            found.append("\(did) is called before \(will)")
        }
        if scenario.launch != .cold && (names.contains(will) || names.contains(did)) {
            found.append("a launch method is called although the app was already running")
        }
        return found
    }

    private static func backgroundViolations(_ trace: Trace, scenario: Scenario) -> [String] {
        guard scenario.initialState != .active, LaunchReasons(scenario).isBackground else { return [] }
        var found: [String] = []
        if trace.states.contains(.active) { found.append("the app becomes active during background work") }
        for call in trace.calls where call.state != .background {
            found.append("\(call.method) sees \(call.state.rawValue) during background work")
        }
        return found
    }

    private static func repetitionViolations(_ trace: Trace, scenario: Scenario) -> [String] {
        var counts: [String: Int] = [:]
        for name in trace.methodNames { counts[name, default: 0] += 1 }
        return counts.keys.sorted().compactMap { name in
            let count = counts[name] ?? 0
            let allowed = scenario.event == .interruption && repeatableAfterInterruption.contains(name) ? 2 : 1
            return count > allowed ? "\(name) is called \(count) times" : nil
        }
    }

    private static func sceneAndGateViolations(_ trace: Trace, scenario: Scenario) -> [String] {
        var found: [String] = []
        if scenario.delegate.usesScenes {
            for name in trace.methodNames where notForScenes.contains(name) {
                found.append("\(name) is called in a scene-based app")
            }
        }
        let called = Set(trace.methodNames)
        for gated in trace.gated where called.contains(gated.method) {
            found.append("\(gated.method) is both called and recorded as not called")
        }
        let gatesOnReturnValues = trace.gated.contains { $0.rule.isReturnValueRule } || !trace.conditionalCalls.isEmpty
        if gatesOnReturnValues && (scenario.launch != .cold || scenario.delegate.usesScenes) {
            found.append("return values gate a call outside the cold launch of an app without scenes")
        }
        return found
    }
}
