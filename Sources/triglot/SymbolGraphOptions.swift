import ArgumentParser

/// The compiler's symbol graphs, for the commands that check pages against them.
struct SymbolGraphOptions: ParsableArguments {
    @Option(name: .customLong("symbol-graph"), parsing: .singleValue,
            help: "A folder of *.symbols.json files to check declarations and parameters against, beside site.yml's symbolGraphs (repeatable).")
    var folders: [String] = []
}
