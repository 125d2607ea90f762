import LaunchLifecycle
import TriglotMarkup

/// Draws a trace as an SVG sequence diagram: UIKit and each delegate as lanes, one row per step,
/// the app's state as a band along the timeline, calls as arrows labelled with the state seen
/// inside them, and calls that a return value gated as dashed arrows marked with the rule.
/// Colours come from CSS classes, so the picture follows the page's light or dark theme.
public struct SequenceDiagram {
    public var labels: DiagramLabels
    /// Makes the title and description ids unique within a page.
    public var idPrefix: String

    public init(labels: DiagramLabels = .english, idPrefix: String = "lifecycle") {
        self.labels = labels
        self.idPrefix = idPrefix
    }

    static let width = 760
    static let stateColumn = 118
    static let top = 64
    static let rowHeight = 30
    /// Darker for the states a user sees, lighter for the ones in the background.
    static let stateOpacity: [AppState: String] = [.notRunning: "0.05", .inactive: "0.15", .active: "0.3", .background: "0.1", .suspended: "0.05"]

    public func svg(_ trace: Trace, title: String) -> String {
        let lanes = laneOrder(trace)
        let laneX = laneCenters(count: lanes.count)
        let rows = trace.steps.filter { $0.kind != .refusedTransition }
        let height = Self.top + rows.count * Self.rowHeight + 16
        let escape = HTMLEscaping.escape
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"lifecycle-diagram\" font-family=\"system-ui, sans-serif\" font-size=\"12\" fill=\"currentColor\" viewBox=\"0 0 \(Self.width) \(height)\" width=\"\(Self.width)\" height=\"\(height)\" role=\"img\" aria-labelledby=\"\(idPrefix)-title \(idPrefix)-desc\">\n"
        svg += "<title id=\"\(idPrefix)-title\">\(escape(title))</title>\n"
        let description = trace.calls.enumerated().map { "\($0 + 1). \($1.method) (\(labels.states[stateOf($1.state)] ?? ""))" }.joined(separator: "; ")
        svg += "<desc id=\"\(idPrefix)-desc\">\(escape(description))</desc>\n"
        svg += stateBand(rows, height: height)
        for (index, lane) in lanes.enumerated() {
            let x = laneX[index]
            svg += "<rect class=\"lane-head\" x=\"\(x - 80)\" y=\"12\" width=\"160\" height=\"28\" rx=\"6\" fill=\"none\" stroke=\"currentColor\"/>\n"
            svg += "<text class=\"lane-name\" x=\"\(x)\" y=\"31\" text-anchor=\"middle\">\(escape(laneName(lane)))</text>\n"
            svg += "<line class=\"lifeline\" x1=\"\(x)\" y1=\"40\" x2=\"\(x)\" y2=\"\(height - 8)\" stroke=\"currentColor\" stroke-opacity=\"0.35\" stroke-dasharray=\"4 4\"/>\n"
        }
        for (row, step) in rows.enumerated() {
            let y = Self.top + row * Self.rowHeight + Self.rowHeight / 2
            svg += draw(step, y: y, lanes: lanes, laneX: laneX)
        }
        return svg + "</svg>\n"
    }

    /// UIKit first, then the delegates in the order they are first called or gated.
    private func laneOrder(_ trace: Trace) -> [CallReceiver?] {
        var lanes: [CallReceiver?] = [nil]
        for step in trace.steps {
            guard let method = step.method, let receiver = DelegateMethodCatalogue.entry(for: method)?.receiver else { continue }
            if !lanes.contains(receiver) { lanes.append(receiver) }
        }
        return lanes
    }

    private func laneCenters(count: Int) -> [Int] {
        let left = Self.stateColumn + 100
        let right = Self.width - 90
        guard count > 1 else { return [left] }
        return (0..<count).map { left + $0 * (right - left) / (count - 1) }
    }

    private func laneName(_ lane: CallReceiver?) -> String {
        lane.map { labels.receivers[$0] ?? $0.rawValue } ?? labels.system
    }

    private func stateOf(_ state: ApplicationState) -> AppState {
        switch state {
        case .active: return .active
        case .inactive: return .inactive
        case .background: return .background
        }
    }

    /// One rectangle per run of rows in the same state, labelled at its top.
    private func stateBand(_ rows: [TraceStep], height: Int) -> String {
        var state = rows.first { $0.kind == .stateChange }?.from ?? .notRunning
        var runs: [(state: AppState, first: Int, count: Int)] = []
        for (index, step) in rows.enumerated() {
            if let last = runs.last, last.state == state { runs[runs.count - 1].count += 1 } else { runs.append((state, index, 1)) }
            if step.kind == .stateChange, let next = step.to { state = next }
        }
        return runs.map { run in
            let y = Self.top + run.first * Self.rowHeight
            let name = labels.states[run.state] ?? run.state.rawValue
            return "<rect class=\"state state-\(run.state.rawValue)\" x=\"8\" y=\"\(y)\" width=\"\(Self.stateColumn - 16)\" height=\"\(run.count * Self.rowHeight)\" rx=\"4\" fill-opacity=\"\(Self.stateOpacity[run.state] ?? "0.1")\"/>\n"
                + "<text class=\"state-name\" x=\"16\" y=\"\(y + 19)\">\(HTMLEscaping.escape(name))</text>\n"
        }.joined()
    }

    private func draw(_ step: TraceStep, y: Int, lanes: [CallReceiver?], laneX: [Int]) -> String {
        let escape = HTMLEscaping.escape
        let systemX = laneX[0]
        switch step.kind {
        case .call, .notCalled:
            guard let method = step.method else { return "" }
            let receiver = DelegateMethodCatalogue.entry(for: method)?.receiver
            let target = lanes.firstIndex { $0 == receiver }.map { laneX[$0] } ?? systemX
            let gated = step.kind == .notCalled
            let end = target == systemX ? systemX + 40 : target - 6
            var label = method
            if let state = step.state, !gated { label += " · " + (labels.states[stateOf(state)] ?? "") }
            if gated { label = "✗ " + method + " — " + labels.notCalled + (step.rule.map { " (\($0.rawValue))" } ?? "") }
            return "<g class=\"\(gated ? "call gated" : "call")\" stroke=\"currentColor\"\(gated ? " opacity=\"0.55\" stroke-dasharray=\"5 4\"" : "")>"
                + "<line x1=\"\(systemX)\" y1=\"\(y + 6)\" x2=\"\(end)\" y2=\"\(y + 6)\"/>"
                + "<path d=\"M\(end) \(y + 6) l-8 -4 v8 z\"/>"
                + "<text x=\"\(systemX + 6)\" y=\"\(y + 1)\" stroke=\"none\">\(escape(label))</text></g>\n"
        case .stateChange:
            let name = step.to.map { labels.states[$0] ?? $0.rawValue } ?? ""
            return "<text class=\"state-change\" x=\"\(systemX - 8)\" y=\"\(y + 5)\" text-anchor=\"end\">→ \(escape(name))</text>\n"
        case .refusedTransition:
            return ""
        default:
            let text = labels.steps[step.kind] ?? step.text
            return "<g class=\"system-step\"><circle cx=\"\(systemX)\" cy=\"\(y + 1)\" r=\"4\"/>"
                + "<text x=\"\(systemX + 10)\" y=\"\(y + 5)\">\(escape(text))</text></g>\n"
        }
    }
}
