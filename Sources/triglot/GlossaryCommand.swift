import ArgumentParser
import Foundation
import TriglotChecks
import TriglotContent
import TriglotModel

/// `triglot glossary suggest`: glossary entries proposed from how the pages translate.
struct GlossaryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "glossary",
        abstract: "Work with glossary.yml.",
        subcommands: [Suggest.self]
    )

    struct Suggest: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "suggest",
            abstract: "Propose glossary entries: English terms the pages translate more than one way, with counts and places, as glossary.yml entries."
        )

        @OptionGroup var contentOptions: ContentOptions

        func run() throws {
            let content = try ContentLoader.load(folder: contentOptions.resolved)
            let suggestions = GlossarySuggestions(context: CheckContext(content: content))
            print(suggestions.yaml(sourceLanguage: content.sourceLanguage.code), terminator: "")
        }
    }
}
