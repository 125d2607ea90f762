import ArgumentParser
import Foundation
import LaunchLifecycle

/// `triglot lifecycle`: run lifecycle scenarios through the executable model of UIKit's launch.
struct LifecycleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lifecycle",
        abstract: "Run UIKit launch-lifecycle scenarios through Triglot's executable model.",
        subcommands: [LifecycleRunCommand.self, LifecycleExplainCommand.self]
    )
}

/// A scenario file (one scenario or an array; `-` for standard input), decoded with a clear
/// message on error.
struct ScenarioInput: ParsableArguments {
    @Argument(help: "A scenario JSON file (one scenario or an array of them); - reads standard input.")
    var file: String

    func load() throws -> (scenarios: [Scenario], isArray: Bool) {
        let bytes = try FileInput.read(file)
        do {
            return (try ScenarioFile.decode(bytes), ScenarioFile.holdsArray(bytes))
        } catch {
            throw CommandFailure("\(file): \(error)")
        }
    }
}

struct LifecycleRunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Print the trace of each scenario: every delegate call with the state seen in it, the system steps, and the calls a return value gated."
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @OptionGroup var input: ScenarioInput

    @Option(name: .long, help: "text (readable) or json ({\"calls\": [{\"method\", \"state\"}], \"steps\": [...]} per scenario).")
    var format: Format = .text

    func run() throws {
        let (scenarios, isArray) = try input.load()
        let traces = scenarios.map(LaunchSimulator.run)
        switch format {
        case .json:
            print(TraceFormat.json(traces, asArray: isArray))
        case .text:
            print(zip(scenarios, traces).map { TraceFormat.text($1, scenario: $0) }.joined(separator: "\n"))
        }
    }
}

struct LifecycleExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Say, in a sentence per call, why each call happens or does not (which rule, which return value)."
    )

    @OptionGroup var input: ScenarioInput

    func run() throws {
        let (scenarios, _) = try input.load()
        var blocks: [String] = []
        for scenario in scenarios {
            let trace = LaunchSimulator.run(scenario)
            let title = scenario.name ?? scenario.description ?? "scenario"
            blocks.append(([title] + TraceExplainer.explain(trace, scenario: scenario).map { "  " + $0 }).joined(separator: "\n"))
        }
        print(blocks.joined(separator: "\n\n"))
    }
}
