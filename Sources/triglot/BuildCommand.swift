import ArgumentParser
import Foundation
import TriglotContent
import TriglotModel
import TriglotSite

/// `triglot build`: the static site. Exit 0 built, 1 stopped by check errors (nothing written),
/// 2 could not run (templates, output folder, I/O).
struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Build the static site in every language.",
        discussion: "Runs load → check → render → write. The site is written beside the output folder and swapped in only when every file is written, so a failed build leaves the previous site as it was. Errors from the checks stop the build unless --allow-errors."
    )

    @OptionGroup var contentOptions: ContentOptions
    @OptionGroup var symbolGraphOptions: SymbolGraphOptions

    @Option(name: .long, help: "A folder of templates (Mustache templates, strings.json, assets/) that replace the built-in ones file by file; default: Templates/ when it exists.")
    var templates: String?

    @Option(name: .long, help: "The folder the site is written to; replaced as a whole.")
    var output: String = "Site"

    @Option(name: .customLong("base-url"), help: "The address the site is published at, for the sitemap and canonical links (overrides site.yml).")
    var baseURL: String?

    @Flag(name: .customLong("allow-errors"), help: "Build even when the checks report errors.")
    var allowErrors = false

    @Option(name: .long, parsing: .singleValue, help: "Switch a check (or a group such as 'translation') off. Repeatable.")
    var disable: [String] = []

    @Flag(name: .long, help: "Print only the count of errors and warnings, not each diagnostic.")
    var quiet = false

    @Flag(name: .long, help: "Print the time each step took.")
    var timings = false

    func run() throws {
        if let baseURL, !(baseURL.hasPrefix("https://") || baseURL.hasPrefix("http://")) {
            throw ValidationError("--base-url must start with https:// or http:// (got '\(baseURL)')")
        }
        var options = BuildOptions(
            contentFolder: contentOptions.resolved, templatesFolder: templates ?? "Templates", outputFolder: output,
            baseURL: baseURL, allowErrors: allowErrors, disabledChecks: disable, templatesRequired: templates != nil)
        options.symbolGraphs = symbolGraphOptions.folders
        do {
            let report = try BuildAction.run(options)
            self.report(report, wrote: true)
            ProcessEnd.exit(0, keeping: report)
        } catch SiteBuilder.Failure.checksFailed(let report) {
            self.report(report, wrote: false)
            FileHandle.standardError.write(Data("triglot: \(SiteBuilder.Failure.checksFailed(report).description)\n".utf8))
            ProcessEnd.exit(1, keeping: report)
        }
    }

    private func report(_ report: SiteBuilder.Report, wrote: Bool) {
        if !quiet {
            DiagnosticOutput.printToStandardError(report.diagnostics, source: report.content.sourceLookup(of: report.diagnostics))
        }
        let counts = Diagnostic.SeverityCounts(of: report.diagnostics)
        let (errors, warnings) = (counts.errors, counts.warnings)
        var summary = "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")"
        if wrote {
            let pages = report.pagesWritten
            summary += "; wrote \(pages) pages to \(output)"
        }
        FileHandle.standardError.write(Data((summary + "\n").utf8))
        if timings {
            // Processor time over wall time is how many cores the step kept busy.
            let lines = report.timings.map {
                "  " + $0.step.padding(toLength: 10, withPad: " ", startingAt: 0) + String(format: "%8.3f s  cpu %7.3f s", $0.seconds, $0.cpuSeconds)
                    + ($0.memory.map { String(format: "  resident %6.0f MiB  peak %6.0f MiB", Double($0.resident) / 1_048_576, Double($0.peak) / 1_048_576) } ?? "")
            }
            FileHandle.standardError.write(Data((lines.joined(separator: "\n") + "\n").utf8))
        }
    }
}

/// The testable part of the command.
enum BuildAction {
    static func run(_ options: BuildOptions) throws -> SiteBuilder.Report {
        do {
            return try SiteBuilder.build(options)
        } catch let failure as SiteTemplates.Failure {
            throw CommandFailure(failure.description)
        } catch let failure as SiteBuilder.Failure {
            throw failure
        } catch let failure as ContentLoader.Failure {
            throw failure
        } catch {
            throw CommandFailure("\(error)")
        }
    }
}
