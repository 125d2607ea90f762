import ArgumentParser

/// Where the documentation lives; shared by every command that reads it.
struct ContentOptions: ParsableArguments {
    @Option(name: .long, help: "The content folder (en/, zh-Hans/, ja/, scenarios/, site.yml).")
    var content: String = "Content"
}
