import ArgumentParser
import Foundation
import TriglotChecks
import TriglotContent
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
    @OptionGroup var symbolGraphOptions: SymbolGraphOptions

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

    @Flag(name: .long, help: "Apply the safe fix-its to the files (never inside code blocks or front matter), print what changed as a diff, then check again.")
    var fix = false

    @Flag(name: .long, help: "With --fix: print the diff and change no file.")
    var dryRun = false

    func run() throws {
        if list {
            for rule in CheckCatalogue.rules {
                print("\(rule.id.padding(toLength: 34, withPad: " ", startingAt: 0)) \(rule.severity.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0)) \(rule.summary)")
            }
            return
        }
        if dryRun && !fix { throw ValidationError("--dry-run goes with --fix") }
        // A large site keeps each page's outline alone, and the checks read each batch of pages
        // again, unless fix-its are to be applied, which need every page's source.
        var content = try ContentLoader.load(folder: contentOptions.resolved, symbolGraphs: symbolGraphOptions.folders,
                                             parses: fix ? .all : .forOneRun)
        var (context, diagnostics) = CheckAction.check(content, disable: disable, enable: enable, werror: werror)
        if fix {
            let plan = FixPlan(diagnostics: diagnostics, content: content)
            try FixAction.apply(plan, folder: contentOptions.resolved, dryRun: dryRun)
            if !dryRun && !plan.files.isEmpty {
                // What is left, as the files now read.
                content = try ContentLoader.load(folder: contentOptions.resolved, symbolGraphs: symbolGraphOptions.folders)
                (context, diagnostics) = CheckAction.check(content, disable: disable, enable: enable, werror: werror)
            }
        }
        try CheckAction.print(diagnostics, format: format, content: content)
        // The context holds every page's facts: freeing them just before the process ends is work for nothing.
        ProcessEnd.exit(Diagnostic.SeverityCounts(of: diagnostics).errors > 0 ? 1 : 0, keeping: (content, context, diagnostics))
    }
}

/// The testable part of the command: which checks run and how the result is printed.
enum CheckAction {
    static func run(content: ContentSet, disable: [String], enable: [String], werror: Bool) -> [Diagnostic] {
        check(content, disable: disable, enable: enable, werror: werror).diagnostics
    }

    /// `run(content:…)` with the context the checks ran over, for the caller to keep. A content
    /// set loaded without its parses is checked a batch of paths at a time
    /// (`CheckRunner.findingsInBatches`), as nothing runs after.
    static func check(_ content: ContentSet, disable: [String], enable: [String], werror: Bool) -> (context: CheckContext, diagnostics: [Diagnostic]) {
        let disabled = Set(content.configuration.checks.disabled + disable).subtracting(enable)
        let runner = CheckRunner(disabled: disabled, warningsAsErrors: werror)
        guard content.parseReader != nil else {
            let context = CheckContext(content: content)
            return (context, runner.run(context))
        }
        let (context, findings) = runner.findingsInBatches(content)
        return (context, runner.merge(findings, context: context))
    }

    /// Prints `diagnostics` in `format`, with the lines of `content`'s files they are in: the
    /// text for people reads each file as its findings are printed, the reports made whole read
    /// every file first.
    static func print(_ diagnostics: [Diagnostic], format: CheckCommand.Format, content: ContentSet) throws {
        switch format {
        case .human:
            DiagnosticOutput.printToStandardError(diagnostics, source: content.sourceLookup(of: diagnostics))
            let counts = Diagnostic.SeverityCounts(of: diagnostics)
            let (errors, warnings) = (counts.errors, counts.warnings)
            FileHandle.standardError.write(Data("\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")\n".utf8))
        case .json:
            // What `print` would write, without a String of the whole report.
            var report = JSONReport.renderUTF8(diagnostics, sources: content.sources(of: diagnostics))
            report.append(UInt8(ascii: "\n"))
            StandardStreams.writeToStandardOutput(report)
        case .github:
            let text = GitHubReport.render(diagnostics, sources: content.sources(of: diagnostics))
            if !text.isEmpty { Swift.print(text) }
        case .sarif:
            var report = SARIFReport.renderUTF8(diagnostics, rules: CheckCatalogue.rules, sources: content.sources(of: diagnostics), toolVersion: TriglotVersion.current)
            report.append(UInt8(ascii: "\n"))
            StandardStreams.writeToStandardOutput(report)
        }
    }
}
