import LaunchLifecycle
import TriglotContent
import TriglotModel

/// The content's scenarios, decoded once, with their traces.
public struct ScenarioLibrary: Sendable {
    public enum Entry: Sendable {
        case scenario(Scenario, Trace)
        /// Why the file could not be read, and the place in it that says so when there is one.
        case invalid(String, location: TextLocation?)
    }

    public let entries: [String: Entry]

    public init(_ sources: [String: ContentSet.ScenarioSource]) {
        var entries: [String: Entry] = [:]
        for (name, source) in sources {
            do {
                let scenarios = try ScenarioFile.decode(source.bytes)
                guard scenarios.count == 1, let scenario = scenarios.first else {
                    entries[name] = .invalid("a scenario file referred to by name holds exactly one scenario; this one holds \(scenarios.count)", location: nil)
                    continue
                }
                entries[name] = .scenario(scenario, LaunchSimulator.run(scenario))
            } catch let error as ScenarioError {
                entries[name] = .invalid(error.message, location: ScenarioFile.location(of: error, in: source.bytes))
            } catch {
                entries[name] = .invalid("\(error)", location: nil)
            }
        }
        self.entries = entries
    }

    public func scenario(named name: String) -> (Scenario, Trace)? {
        if case .scenario(let scenario, let trace)? = entries[name] { return (scenario, trace) }
        return nil
    }
}

/// The method an item or a lifecycle fact names, in the core's selector spelling.
enum MethodName {
    static func normalized(_ text: String) -> String {
        DelegateMethodCatalogue.normalizedSelector(text) ?? text
    }
}
