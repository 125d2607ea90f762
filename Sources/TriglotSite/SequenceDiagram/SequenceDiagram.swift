import LaunchLifecycle
import TriglotMarkup

/// Draws a trace as an SVG sequence diagram: UIKit and each delegate as lanes, one row per step,
/// the app's state as a band along the timeline, calls as arrows labelled with the state seen
/// inside them, and calls that did not happen as dashed arrows that say why.
/// Colours come from CSS classes, so the picture follows the page's light or dark theme; text
/// is never faded with opacity, so its contrast is the contrast of its colour.
public struct SequenceDiagram {
    public var labels: DiagramLabels
    /// Makes the title and description ids unique within a page.
    public var idPrefix: String

    public init(labels: DiagramLabels = .english, idPrefix: String = "lifecycle") {
        self.labels = labels
        self.idPrefix = idPrefix
    }

    /// Darker for the states a user sees, lighter for the ones in the background. Only the band
    /// is tinted; the state's name on it is drawn in the full text colour.
    static let stateOpacity: [AppState: String] = [.notRunning: "0.05", .inactive: "0.15", .active: "0.3", .background: "0.1", .suspended: "0.05"]

    /// One step as it is drawn: its label already broken into lines, and the rows it takes.
    private struct Row {
        var step: TraceStep
        var lines: [String]
        var top: Int
        var height: Int { lines.count * DiagramLayout.lineHeight + 15 }
    }

    public func svg(_ trace: Trace, title: String) -> String {
        let lanes = laneOrder(trace)
        let layout = DiagramLayout(laneNames: lanes.map(laneName), stateNames: AppState.allCases.map(stateName))
        var rows: [Row] = []
        var y = layout.top
        for step in trace.steps where step.kind != .refusedTransition {
            let row = Row(step: step, lines: layout.lines(label(step), from: labelX(step, layout)), top: y)
            rows.append(row)
            y += row.height
        }
        let height = y + 12
        let escape = HTMLEscaping.escape
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"lifecycle-diagram\" font-family=\"system-ui, sans-serif\" font-size=\"\(Int(DiagramLayout.fontSize))\" fill=\"currentColor\" viewBox=\"0 0 \(layout.width) \(height)\" width=\"\(layout.width)\" height=\"\(height)\" role=\"img\" aria-labelledby=\"\(idPrefix)-title \(idPrefix)-desc\">\n"
        svg += "<title id=\"\(idPrefix)-title\">\(escape(title))</title>\n"
        let description = trace.calls.enumerated().map { "\($0 + 1). \($1.method) (\(stateName(stateOf($1.state))))" }.joined(separator: "; ")
        svg += "<desc id=\"\(idPrefix)-desc\">\(escape(description))</desc>\n"
        svg += stateBand(rows, layout: layout)
        for lane in layout.lanes {
            let left = lane.x - lane.boxWidth / 2
            svg += "<g class=\"lane\"><rect class=\"lane-head\" x=\"\(left)\" y=\"12\" width=\"\(lane.boxWidth)\" height=\"\(layout.headHeight)\" rx=\"6\" fill=\"none\" stroke=\"currentColor\"/>"
            // The lines sit in the middle of the box, however many there are.
            let firstBaseline = 12 + (layout.headHeight - lane.lines.count * DiagramLayout.lineHeight) / 2 + 13
            for (index, line) in lane.lines.enumerated() {
                svg += "<text class=\"lane-name\" x=\"\(lane.x)\" y=\"\(firstBaseline + index * DiagramLayout.lineHeight)\" text-anchor=\"middle\">\(escape(line))</text>"
            }
            svg += "</g>\n"
            svg += "<line class=\"lifeline\" x1=\"\(lane.x)\" y1=\"\(12 + layout.headHeight)\" x2=\"\(lane.x)\" y2=\"\(height - 8)\" stroke=\"currentColor\" stroke-opacity=\"0.35\" stroke-dasharray=\"4 4\"/>\n"
        }
        for row in rows {
            svg += draw(row, lanes: lanes, layout: layout)
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

    private func laneName(_ lane: CallReceiver?) -> String {
        lane.map { labels.receivers[$0] ?? $0.rawValue } ?? labels.system
    }

    private func stateName(_ state: AppState) -> String {
        labels.states[state] ?? state.readableName
    }

    private func stateOf(_ state: ApplicationState) -> AppState {
        switch state {
        case .active: return .active
        case .inactive: return .inactive
        case .background: return .background
        }
    }

    /// What a row says, before it is broken into lines.
    private func label(_ step: TraceStep) -> String {
        switch step.kind {
        case .call:
            guard let method = step.method else { return "" }
            return step.state.map { method + " · " + stateName(stateOf($0)) } ?? method
        case .notCalled:
            guard let method = step.method else { return "" }
            return "✗ " + method + " — " + labels.notCalled(because: step.rule)
        case .stateChange:
            return "→ " + (step.to.map(stateName) ?? "")
        case .refusedTransition:
            return ""
        default:
            return labels.steps[step.kind] ?? step.text
        }
    }

    private func labelX(_ step: TraceStep, _ layout: DiagramLayout) -> Int {
        step.kind == .call || step.kind == .notCalled ? layout.systemX + 6 : layout.systemX + 12
    }

    /// One rectangle per run of rows in the same state, named at its top.
    private func stateBand(_ rows: [Row], layout: DiagramLayout) -> String {
        var state = rows.first { $0.step.kind == .stateChange }?.step.from ?? .notRunning
        var runs: [(state: AppState, top: Int, bottom: Int)] = []
        for row in rows {
            if let last = runs.last, last.state == state {
                runs[runs.count - 1].bottom = row.top + row.height
            } else {
                runs.append((state, row.top, row.top + row.height))
            }
            if row.step.kind == .stateChange, let next = row.step.to { state = next }
        }
        return runs.map { run in
            "<rect class=\"state state-\(run.state.rawValue)\" x=\"\(DiagramLayout.margin)\" y=\"\(run.top)\" width=\"\(layout.stateWidth)\" height=\"\(run.bottom - run.top)\" rx=\"4\" fill-opacity=\"\(Self.stateOpacity[run.state] ?? "0.1")\"/>\n"
                + "<text class=\"state-name\" x=\"\(DiagramLayout.margin + 8)\" y=\"\(run.top + 20)\">\(HTMLEscaping.escape(stateName(run.state)))</text>\n"
        }.joined()
    }

    private func draw(_ row: Row, lanes: [CallReceiver?], layout: DiagramLayout) -> String {
        let systemX = layout.systemX
        let x = labelX(row.step, layout)
        let text = textLines(row.lines, x: x, firstBaseline: row.top + 16)
        switch row.step.kind {
        case .call, .notCalled:
            guard let method = row.step.method else { return "" }
            let receiver = DelegateMethodCatalogue.entry(for: method)?.receiver
            let target = lanes.firstIndex { $0 == receiver }.map { layout.lanes[$0].x } ?? systemX
            let gated = row.step.kind == .notCalled
            let end = target == systemX ? systemX + 40 : target - 6
            let arrowY = row.top + row.lines.count * DiagramLayout.lineHeight + 8
            // The rule stays in the markup for tools and tests; readers get the reason in words.
            let rule = gated ? (row.step.rule.map { " data-rule=\"\($0.rawValue)\"" } ?? "") : ""
            return "<g class=\"\(gated ? "call gated" : "call")\"\(rule)>"
                + "<line x1=\"\(systemX)\" y1=\"\(arrowY)\" x2=\"\(end)\" y2=\"\(arrowY)\" stroke=\"currentColor\"\(gated ? " stroke-dasharray=\"5 4\"" : "")/>"
                + "<path d=\"M\(end) \(arrowY) l-8 -4 v8 z\"/>"
                + text + "</g>\n"
        case .stateChange:
            return "<g class=\"state-change\">\(text)</g>\n"
        case .refusedTransition:
            return ""
        default:
            return "<g class=\"system-step\"><circle cx=\"\(systemX)\" cy=\"\(row.top + 12)\" r=\"4\"/>\(text)</g>\n"
        }
    }

    private func textLines(_ lines: [String], x: Int, firstBaseline: Int) -> String {
        lines.enumerated().map { index, line in
            "<text x=\"\(x)\" y=\"\(firstBaseline + index * DiagramLayout.lineHeight)\">\(HTMLEscaping.escape(line))</text>"
        }.joined()
    }
}
