import LaunchLifecycle
import TriglotContent
import TriglotModel

/// A section whose id names a scenario and holds an ordered list of calls claims the core's
/// call order: the list must equal the trace, and the items marked conditional (a bracketed
/// prefix) must be exactly the calls the launch methods' return values gate.
public struct CallOrderCheck: PageCheck {
    public static let id = "lifecycle.call-order"
    public static let defaultSeverity = Diagnostic.Severity.error
    public static let summary = "A call-order list differs from the lifecycle core's trace, or marks the wrong calls as conditional."

    public init() {}

    public func check(_ page: LoadedPage, context: CheckContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for list in page.page.orderedLists where list.isCallOrder {
            guard let id = list.sectionID, let (_, trace) = context.scenarios.scenario(named: id) else { continue }
            let claimed = list.items.map { MethodName.normalized($0.method ?? "") }
            let actual = trace.methodNames
            if claimed != actual {
                let index = Array(zip(claimed, actual)).firstIndex { $0 != $1 } ?? min(claimed.count, actual.count)
                let place = index < list.items.count ? list.items[index].range : list.range
                let expected = index < actual.count ? "`\(actual[index])`" : "nothing more"
                let found = index < claimed.count ? "`\(claimed[index])`" : "the list ends"
                diagnostics.append(diagnostic(
                    "step \(index + 1) of this call order is \(found), but the lifecycle core's scenario '\(id)' calls \(expected)",
                    in: page, at: place,
                    explanation: "The core's trace for '\(id)': " + actual.enumerated().map { "\($0 + 1). \($1)" }.joined(separator: " ")))
                continue
            }
            let conditional = Set(trace.conditionalCalls.map(\.method))
            for (item, method) in zip(list.items, claimed) {
                let marked = item.condition != nil
                if marked, !conditional.contains(method) {
                    diagnostics.append(diagnostic(
                        "`\(method)` is marked conditional, but in '\(id)' no launch method's return value gates it",
                        in: page, at: item.range))
                } else if !marked, conditional.contains(method) {
                    diagnostics.append(diagnostic(
                        "`\(method)` happens only when both launch methods return true; mark it with the bracketed condition",
                        in: page, at: item.range))
                }
            }
        }
        return diagnostics
    }
}
