import ArgumentParser
import Foundation
import TriglotChecks
import TriglotContent
import TriglotModel

/// `triglot status`: every page × language, current / outdated / untracked / missing.
struct StatusCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "status",
        abstract: "Print every page in every language: current, outdated (which English sections changed, since when), untracked or missing.",
        discussion: "A translation's baseline, the English version it was made from, comes from translations.lock, a commit in its front matter, or git history (site.yml 'translations:'). With a symbol graph (site.yml 'symbolGraphs:' or --symbol-graph), it also lists the symbols that have no page in each language and the pages whose symbol is gone; the JSON is then {\"pages\": [...], \"symbols\": {...}}. With --fail-on, the command exits 1 when any translation has one of the named statuses, for CI."
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    enum Failing: String, ExpressibleByArgument, CaseIterable {
        case outdated, missing, untracked, unknown
    }

    @OptionGroup var contentOptions: ContentOptions
    @OptionGroup var symbolGraphOptions: SymbolGraphOptions

    @Option(name: .long, help: "Output format: text or json.")
    var format: Format = .text

    @Flag(name: .long, help: .hidden)
    var json = false

    @Option(name: .long, parsing: .upToNextOption, help: "Exit 1 when a translation is outdated, missing, untracked or unknown (repeat or list several).")
    var failOn: [Failing] = []

    func run() throws {
        let content = try ContentLoader.load(folder: contentOptions.resolved, symbolGraphs: symbolGraphOptions.folders)
        for diagnostic in content.diagnostics where TranslationBaselineReader.diagnosticIDs.contains(diagnostic.id) {
            FileHandle.standardError.write(Data("warning: \(diagnostic.summary)\n".utf8))
        }
        let table = TranslationStatusTable(content: content)
        let symbols = content.symbols.isEmpty ? nil : SymbolCoverage(content: content)
        if format == .json || json {
            if let symbols {
                print(try ModelJSON.encode(StatusWithSymbols(pages: table.rows, symbols: symbols)))
            } else {
                print(try ModelJSON.encode(table.rows))
            }
        } else {
            print(TranslationStatusText.render(table))
            if let symbols { print("\n" + symbols.text()) }
        }
        let counts = table.counts
        let failing = failOn.filter { (counts[$0.rawValue] ?? 0) > 0 }
        if !failing.isEmpty {
            FileHandle.standardError.write(Data("status: \(failing.map { "\(counts[$0.rawValue] ?? 0) \($0.rawValue)" }.joined(separator: ", ")) (--fail-on)\n".utf8))
            throw ExitCode(1)
        }
    }
}

/// `triglot status --format json` with a symbol graph: the page table and the symbols' coverage.
private struct StatusWithSymbols: Encodable {
    var pages: [TranslationStatusTable.Row]
    var symbols: SymbolCoverage
}
