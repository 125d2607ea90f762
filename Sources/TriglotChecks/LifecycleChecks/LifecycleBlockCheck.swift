import LaunchLifecycle
import TriglotContent
import TriglotModel

/// A `lifecycle` block states facts the core must confirm: each fact is run against the trace
/// of its scenario, with its `set` lines applied.
public struct LifecycleBlockCheck: PageCheck {
    public static let id = "lifecycle.block"
    public static let defaultSeverity = Diagnostic.Severity.error
    public static let summary = "A lifecycle block states a fact the lifecycle core does not confirm, or cannot be read."

    public init() {}

    public func check(_ page: LoadedPage, context: CheckContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for block in page.page.lifecycleBlocks {
            let (assertions, errors) = LifecycleAssertion.parse(block.text)
            for error in errors {
                diagnostics.append(diagnostic(error.message, in: page, at: LineOnly(block.firstContentLine + error.line - 1)))
            }
            guard errors.isEmpty else { continue }
            guard let name = LifecycleAssertion.scenarioName(in: assertions) else {
                diagnostics.append(diagnostic("the lifecycle block names no scenario (its first line is `scenario NAME`)", in: page, at: block.range))
                continue
            }
            guard let (scenario, _) = context.scenarios.scenario(named: name) else {
                let known = context.scenarios.entries.keys.sorted().joined(separator: ", ")
                diagnostics.append(diagnostic("no scenario named '\(name)' in scenarios/", in: page, at: block.range,
                                              explanation: "Scenarios: \(known)"))
                continue
            }
            for failure in LifecycleAssertion.evaluate(assertions, on: scenario) {
                diagnostics.append(diagnostic(
                    "the lifecycle core does not confirm this: \(failure.message)",
                    in: page, at: LineOnly(block.firstContentLine + failure.line - 1)))
            }
        }
        return diagnostics
    }
}
