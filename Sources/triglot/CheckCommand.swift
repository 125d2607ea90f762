import ArgumentParser
import Foundation
import TriglotChecks
import TriglotModel

/// `triglot check`: translation consistency and lifecycle claims. Exit 0 clean, 1 errors, 2 could not run.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check translations against their English pages and the lifecycle core.",
        discussion: "Prints path:line:col: severity: summary [id]. Exit status: 0 when there is no error, 1 when there are errors, 2 when the check could not run."
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case human, json, github, sarif
    }

    @OptionGroup var contentOptions: ContentOptions

    @Option(name: .long, help: "Output format: human, json, github (workflow annotations) or sarif (SARIF 2.1.0).")
    var format: Format = .human

    @Flag(name: .long, help: "Treat warnings as errors.")
    var werror = false

    @Option(name: .long, parsing: .singleValue, help: "Switch a check (or a group such as 'translation') off. Repeatable.")
    var disable: [String] = []

    @Option(name: .long, parsing: .singleValue, help: "Switch a check back on that site.yml switches off. Repeatable.")
    var enable: [String] = []

    @Flag(name: .long, help: "List the checks with their ids and default severities, then exit.")
    var list = false

    func run() throws {
        if list {
            for rule in CheckCatalogue.rules {
                print("\(rule.id.padding(toLength: 34, withPad: " ", startingAt: 0)) \(rule.severity.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0)) \(rule.summary)")
            }
            return
        }
        let content = try ContentLoader.load(folder: contentOptions.content)
        let diagnostics = CheckAction.run(content: content, disable: disable, enable: enable, werror: werror)
        try CheckAction.print(diagnostics, format: format, sources: content.sources)
        ProcessEnd.exit(diagnostics.contains(where: { $0.severity == .error }) ? 1 : 0, keeping: (content, diagnostics))
    }
}

/// The testable part of the command: which checks run and how the result is printed.
enum CheckAction {
    static func run(content: ContentSet, disable: [String], enable: [String], werror: Bool) -> [Diagnostic] {
        let disabled = Set(content.configuration.checks.disabled + disable).subtracting(enable)
        return CheckRunner(disabled: disabled, warningsAsErrors: werror).run(content)
    }

    static func print(_ diagnostics: [Diagnostic], format: CheckCommand.Format, sources: [String: TriglotMarkupSource]) throws {
        switch format {
        case .human:
            DiagnosticOutput.printToStandardError(diagnostics, sources: sources)
            let errors = diagnostics.filter { $0.severity == .error }.count
            let warnings = diagnostics.filter { $0.severity == .warning }.count
            FileHandle.standardError.write(Data("\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")\n".utf8))
        case .json:
            Swift.print(try JSONReport.render(diagnostics, sources: sources))
        case .github:
            let text = GitHubReport.render(diagnostics, sources: sources)
            if !text.isEmpty { Swift.print(text) }
        case .sarif:
            Swift.print(try SARIFReport.render(diagnostics, rules: CheckCatalogue.rules, sources: sources, toolVersion: TriglotVersion.current))
        }
    }
}
