import LaunchLifecycle
import TriglotMarkup
import TriglotModel

/// Every scenario file decodes, and its trace keeps the core's invariants.
public struct ScenarioFilesCheck: Check {
    public static let id = "lifecycle.scenario"
    public static let defaultSeverity = Diagnostic.Severity.error
    public static let summary = "A scenario file does not decode, or its trace breaks a lifecycle invariant."

    public init() {}

    public func run(_ context: CheckContext) -> [Diagnostic] {
        context.scenarios.entries.keys.sorted().flatMap { name -> [Diagnostic] in
            let path = context.content.scenarios[name]?.displayPath ?? name
            switch context.scenarios.entries[name] {
            case .invalid(let message, let location)?:
                let range = location.map { SourceRange(line: $0.line, column: $0.column) }
                return [Diagnostic(id: Self.id, severity: Self.defaultSeverity, summary: message, path: path, range: range)]
            case .scenario(let scenario, let trace)?:
                return TraceInvariants.violations(trace, scenario: scenario).map {
                    Diagnostic(id: Self.id, severity: Self.defaultSeverity, summary: "the trace breaks an invariant: \($0)", path: path, range: nil)
                }
            case nil:
                return []
            }
        }
    }
}
