import LaunchLifecycle
import TriglotContent
import TriglotModel

/// A numbered list of steps that mentions lifecycle symbols claims their relative order: a
/// step may not mention a call that the launch sequence makes before one an earlier step mentions.
public struct StepOrderCheck: PageCheck {
    public static let id = "lifecycle.step-order"
    public static let defaultSeverity = Diagnostic.Severity.error
    public static let summary = "A numbered list puts lifecycle steps in an order the launch sequence does not follow."

    public init() {}

    /// Where each symbol stands in a cold launch with state restoration: the reference order.
    static let reference: [String: Int] = {
        // Every launch method and the restoration questions must be in the reference, so the
        // app implements them all; left-out flags would describe the template, which has none.
        var delegate = DelegateFlags()
        delegate[.implementsWillFinish] = true
        delegate[.hasRestorationArchive] = true
        delegate[.optsIntoStateRestoration] = true
        delegate[.shouldRestoreReturns] = true
        let trace = LaunchSimulator.run(Scenario(launch: .cold, delegate: delegate))
        var positions: [String: Int] = [:]
        for (index, step) in trace.steps.enumerated() {
            switch step.kind {
            case .main: positions["main", default: index] = index
            case .createApplication:
                positions["UIApplicationMain(_:_:_:_:)"] = positions["UIApplicationMain(_:_:_:_:)"] ?? index
            default:
                if let method = step.method, positions[method] == nil { positions[method] = index }
            }
        }
        return positions
    }()

    public func check(_ page: LoadedPage, context: CheckContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for list in page.page.orderedLists where !list.isCallOrder {
            var latest: (position: Int, symbol: String)?
            for item in list.items {
                let positions = item.codeSpans.compactMap { span -> (Int, String)? in
                    let name = MethodName.normalized(span)
                    return Self.reference[name].map { ($0, name) }
                }
                guard let earliest = positions.min(by: { $0.0 < $1.0 }) else { continue }
                if let latest, earliest.0 < latest.position {
                    diagnostics.append(diagnostic(
                        "this step mentions `\(earliest.1)`, which the launch sequence reaches before `\(latest.symbol)` of an earlier step",
                        in: page, at: item.range))
                }
                if let last = positions.max(by: { $0.0 < $1.0 }), last.0 >= (latest?.position ?? -1) {
                    latest = (last.0, last.1)
                }
            }
        }
        return diagnostics
    }
}
