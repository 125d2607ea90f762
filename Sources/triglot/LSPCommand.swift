import ArgumentParser
import Foundation
import TriglotPreview

/// `triglot lsp`: a Language Server over standard input and output, for editors. The logic is
/// `TriglotPreview.LanguageServer`; this is its command line.
struct LSPCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lsp",
        abstract: "Run a Language Server (LSP over stdin/stdout) that checks Markdown pages as they are edited.",
        discussion: "Diagnostics are those of 'triglot check', for each open page as its unsaved buffer reads; fix-its are quick fixes. The content folder is --content, else the first of the workspace root and the folders above it that has a Content/ folder or a site.yml. Logs go to standard error."
    )

    @Option(name: .long, help: "The content folder (its site.yml and language folders). Default: found from the editor's workspace root.")
    var content: String?

    @Flag(name: .long, help: "Treat warnings as errors.")
    var werror = false

    @Option(name: .long, parsing: .singleValue, help: "Switch a check (or a group such as 'translation') off. Repeatable.")
    var disable: [String] = []

    @Option(name: .long, parsing: .singleValue, help: "Switch a check back on that site.yml switches off. Repeatable.")
    var enable: [String] = []

    @Flag(name: .long, help: "Accepted for editors that pass it (VS Code's language clients do); standard input and output are always used.")
    var stdio = false

    func run() throws {
        let options = LanguageServer.Options(contentFolder: content, disable: disable, enable: enable, warningsAsErrors: werror)
        Foundation.exit(LanguageServerProcess.run(options: options))
    }
}
