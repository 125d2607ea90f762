/// One line of a `lifecycle` block in the documentation: a fact the core must confirm.
///
/// The language, one statement per line (`#` starts a comment, blank lines are ignored):
/// ```
/// scenario cold-url                       # first: the scenario file the facts are about
/// set didFinishReturns false              # change a delegate flag before running (repeatable)
/// state application(_:open:options:) inactive
/// before application(_:didFinishLaunchingWithOptions:) application(_:open:options:)
/// called applicationDidBecomeActive
/// not-called application(_:open:options:)
/// ```
/// Methods may be written in the short form (`applicationDidBecomeActive`).
public struct LifecycleAssertion: Sendable, Equatable {
    public enum Statement: Sendable, Equatable {
        case scenario(String)
        case set(DelegateFlag, Bool)
        case state(method: String, state: ApplicationState)
        case before(String, String)
        case called(String)
        case notCalled(String)
    }

    public let statement: Statement
    /// The 1-based line in the block, for diagnostics.
    public let line: Int

    public init(_ statement: Statement, line: Int) {
        self.statement = statement
        self.line = line
    }

    public static func parse(_ text: String) -> (assertions: [LifecycleAssertion], errors: [(line: Int, message: String)]) {
        LifecycleAssertionParser.parse(text)
    }

    /// Nil when the fact holds in the trace; otherwise a sentence saying what the core did
    /// instead. `scenario` and `set` lines state no fact and always hold.
    public func verify(against trace: Trace) -> String? {
        switch statement {
        case .scenario, .set:
            return nil
        case .state(let method, let expected):
            let seen = trace.calls.filter { $0.method == method }.map(\.state)
            if seen.isEmpty { return notCalled(method, in: trace) }
            if let other = seen.first(where: { $0 != expected }) {
                return "\(method) is called while the app is \(other.phrase), not \(expected.phrase)."
            }
            return nil
        case .before(let first, let second):
            let names = trace.methodNames
            guard let firstIndex = names.firstIndex(of: first) else { return notCalled(first, in: trace) }
            guard let secondIndex = names.firstIndex(of: second) else { return notCalled(second, in: trace) }
            return firstIndex < secondIndex ? nil : "\(first) is called after \(second), not before it."
        case .called(let method):
            return trace.methodNames.contains(method) ? nil : notCalled(method, in: trace)
        case .notCalled(let method):
            guard let call = trace.calls.first(where: { $0.method == method }) else { return nil }
            return "\(method) is called (while the app is \(call.state.phrase))."
        }
    }

    private func notCalled(_ method: String, in trace: Trace) -> String {
        if let gated = trace.gatedCall(of: method) {
            return "\(method) is not called — \(gated.reason)"
        }
        return "\(method) is not called in this scenario."
    }

    /// The scenario named by the block's `scenario` line.
    public static func scenarioName(in assertions: [LifecycleAssertion]) -> String? {
        for assertion in assertions {
            if case .scenario(let name) = assertion.statement { return name }
        }
        return nil
    }

    /// The scenario with the block's `set` lines applied, in order. Flags were checked when the
    /// block was parsed; to apply a flag given by name, use ``Scenario/setting(_:to:)``, which throws.
    public static func applying(_ assertions: [LifecycleAssertion], to scenario: Scenario) -> Scenario {
        var result = scenario
        for assertion in assertions {
            if case .set(let flag, let value) = assertion.statement { result.delegate[flag] = value }
        }
        return result
    }

    /// Applies the `set` lines, runs the scenario and verifies every fact: the failures, by line.
    public static func evaluate(_ assertions: [LifecycleAssertion], on scenario: Scenario) -> [(line: Int, message: String)] {
        let trace = LaunchSimulator.run(applying(assertions, to: scenario))
        return assertions.compactMap { assertion in
            assertion.verify(against: trace).map { (line: assertion.line, message: $0) }
        }
    }
}
