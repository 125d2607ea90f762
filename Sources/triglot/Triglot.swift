import ArgumentParser

@main
struct Triglot: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "triglot",
        abstract: "API reference documentation in several languages: parse, cross-check, build, preview.",
        version: TriglotVersion.current,
        subcommands: [ModelCommand.self]
    )
}

enum TriglotVersion {
    static let current = "0.1.0"
}
