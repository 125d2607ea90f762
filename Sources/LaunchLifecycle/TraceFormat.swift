/// Renders traces for people (numbered text) and for programs (JSON).
public enum TraceFormat {
    /// A numbered timeline: system steps, state changes, calls with the state seen inside them,
    /// and `✗ not called:` lines for calls that did not happen.
    public static func text(_ trace: Trace, scenario: Scenario) -> String {
        var lines = header(scenario)
        lines.append("")
        var number = 0
        var callIndex = 0
        for step in trace.steps {
            if step.kind == .notCalled {
                lines.append("      " + notCalledLine(step, in: trace))
                continue
            }
            number += 1
            let label = number < 10 ? "  \(number). " : " \(number). "
            var line = label + body(of: step)
            if step.kind == .call, callIndex < trace.calls.count {
                if let value = trace.calls[callIndex].returned { line += " returns \(value)" }
                callIndex += 1
            }
            lines.append(line)
        }
        lines.append("")
        lines.append("  states: " + trace.states.map(\.readableName).joined(separator: " → "))
        return lines.joined(separator: "\n") + "\n"
    }

    /// JSON with sorted keys, pretty-printed: an array of trace objects, or a single object when
    /// `asArray` is false and there is exactly one trace (mirroring a single-scenario input).
    public static func json(_ traces: [Trace], asArray: Bool = true) -> String {
        if !asArray && traces.count == 1 {
            return JSONCoding.encode(traces[0])
        }
        return JSONCoding.encode(traces)
    }

    /// The short line for a call that did not happen, e.g.
    /// `✗ not called: application(_:open:options:) — application(_:didFinishLaunchingWithOptions:) returned false (R1)`.
    public static func notCalledLine(for gated: GatedCall) -> String {
        if gated.rule.isReturnValueRule && !gated.blockedBy.isEmpty {
            return "✗ not called: \(gated.method) — \(gated.blockedBy.joined(separator: " and ")) returned false (\(gated.rule.rawValue))"
        }
        let ruleNamed = gated.reason.contains("(\(gated.rule.rawValue)")
        return "✗ not called: \(gated.method) — \(gated.reason)" + (ruleNamed ? "" : " [\(gated.rule.rawValue)]")
    }

    private static func header(_ scenario: Scenario) -> [String] {
        var lines = ["\(scenario.displayName) — \(scenario.launch.rawValue) launch"]
        if let description = scenario.description { lines.append("  " + description) }
        if !scenario.options.isEmpty {
            let options = scenario.options.keys.map { "\($0.rawValue) = \(scenario.options[$0]?.summary ?? "")" }
            lines.append("  options: " + options.joined(separator: ", "))
        }
        if !scenario.connectionOptions.isEmpty {
            lines.append("  connection options: " + scenario.connectionOptions.keys.map(\.rawValue).joined(separator: ", "))
        }
        let changed = scenario.delegate.changedFlags
        if !changed.isEmpty {
            let flags = changed.map { "\($0.rawValue) = \(scenario.delegate[$0])" }.joined(separator: ", ")
            lines.append("  delegate (unlike the Xcode template app): " + flags)
        }
        if let event = scenario.event { lines.append("  event: " + event.rawValue) }
        return lines
    }

    private static func body(of step: TraceStep) -> String {
        switch step.kind {
        case .call:
            let state = step.state.map { "[\($0.rawValue)]" } ?? ""
            let allowed = step.rule.map { " (allowed by \($0.rawValue))" } ?? ""
            return "→ \(step.method ?? "?") \(state)\(allowed)"
        case .stateChange, .refusedTransition:
            return "state: " + step.text
        default:
            return step.text
        }
    }

    private static func notCalledLine(_ step: TraceStep, in trace: Trace) -> String {
        if let gated = trace.gated.first(where: { $0.method == step.method && $0.reason == step.text }) {
            return notCalledLine(for: gated)
        }
        return "✗ not called: \(step.method ?? "?") — \(step.text)"
    }
}
